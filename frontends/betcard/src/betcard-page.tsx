import { useEffect, useState } from 'react';
import { Button, ButtonLink, Card, usePageTitle, type MyDecision, type MyDecisions } from '@gary/design';
import { Badge, ResultBadge } from '@gary/design/badge';
import { QueryState, useApiQuery } from '@gary/design/query';
import { Table } from '@gary/design/table';
import { cardPickLabel, countOf, formatAmerican, formatShortDate, formatUnits, formatWinRateCard, matchupShort } from '@gary/betting/display';
import { BetCardView } from './betcard-view';
import { AlertSettingsCard } from './alert-settings';
import { MySpend } from './my-spend';
import { cardWinRateText, outcomeLabel, sidePercents, stakeText, statsError, streakDisplay } from './card-rules';
import { StreakIcon } from './streak-icon';
import { useBetCardData, withCardResults } from './use-betcard-data';
import styles from './betcard.module.css';

const OUTCOME_RESULT: Record<string, string> = { win: 'won', loss: 'lost', push: 'push' };

const TIPS = [
  'Read the full analysis before you decide: the reasoning matters more than the pick.',
  'Fading is a real strategy. If you disagree with Gary, fade him and let the record judge.',
  'A decision is final once made, so take your time.',
  'Watch your streak, not just your win rate: cold streaks are the time to bet smaller, not bigger.',
];

function HistoryResult({ d }: { d: MyDecision }) {
  const label = outcomeLabel(d.outcome);
  if (label === 'Pending') return <ResultBadge result={null} />;
  if (label === 'Void') return <Badge tone="hazard">VOID</Badge>;
  return <ResultBadge result={OUTCOME_RESULT[d.outcome ?? ''] ?? null} />;
}

export default function BetCardPage() {
  usePageTitle('BetCard');
  const { query, stats, stream } = useBetCardData(true);
  const history = useApiQuery((api, s) => api.get<MyDecisions>('/api/decisions/mine', undefined, s), 'betcard-history');
  const reloadHistory = history.reload;
  const [historyTotal, setHistoryTotal] = useState<number | null>(null);

  // The page shows the cards as sent: a settlement's results reach the history rows from the card
  // (withCardResults). Only a decision made since the history loaded (another tab or device) needs
  // the history again, for its pick's text.
  useEffect(() => {
    if (!stats) return;
    if (historyTotal === null) setHistoryTotal(stats.totalDecisions);
    else if (stats.totalDecisions > historyTotal) {
      setHistoryTotal(stats.totalDecisions);
      reloadHistory();
    }
  }, [stats, historyTotal, reloadHistory]);

  // Until a card is here (from the query or the stream): the one loading / error / retry block.
  if (!stats)
    return (
      <div className={styles.page}>
        <QueryState query={query} loading="Loading your stats..." error={statsError} errorDetail={null}>
          {() => null}
        </QueryState>
      </div>
    );

  const sides = sidePercents(stats);
  const streak = streakDisplay(stats.streak);

  return (
    <div className={styles.page}>
      <p className="gary-eyebrow">BetCard Profile</p>
      <h1 className="gary-title">Your BetCard</h1>
      {stream.message ? <p className={styles.warn} role="status" style={{ textAlign: 'left' }}>{stream.message}</p> : null}
      <div className={styles.pageGrid}>
        <div className={styles.dialog}>
          <div className={styles.inner}>
            <BetCardView stats={stats} />
          </div>
        </div>
        <div className="gary-stack">
          <Card title="Betting Summary" titleId="bc-summary">
            <div className={styles.summary}>
              <div className={styles.cell}>
                <div className={styles.label}>Total bets</div>
                <div className={styles.value}>{stats.totalDecisions}</div>
              </div>
              <div className={styles.cell}>
                <div className={styles.label}>Current streak</div>
                <div className={styles.value} aria-label={streak.label}>
                  <StreakIcon icon={streak.icon} /> {streak.text}
                </div>
              </div>
              <div className={styles.cell}>
                <div className={styles.label}>Win rate</div>
                <div className={styles.value}>{cardWinRateText(stats)}</div>
              </div>
            </div>
            <p style={{ margin: '14px 0 0' }}>
              <span className={styles.label}>Bet With</span> <strong className="gary-num">{sides ? `${sides.ride}%` : '—'}</strong>
              <span className={styles.pct}>of your decisions ride with Gary</span>
            </p>
          </Card>
          <Card title="By league" titleId="bc-leagues">
            {stats.leagues.length === 0 ? (
              <p style={{ color: 'var(--text-muted)', margin: 0 }}>No decisions yet.</p>
            ) : (
              <div className={styles.leagues}>
                {stats.leagues.map((l) => (
                  <div key={l.league} className={styles.league}>
                    <strong>{l.league}</strong>
                    <span className="gary-num">
                      {l.wins}-{l.losses}{l.pushes ? `-${l.pushes}` : ''} · {formatWinRateCard(l.wins, l.losses)} · {countOf(l.total, 'pick')}
                    </span>
                  </div>
                ))}
              </div>
            )}
          </Card>
        </div>
      </div>
      <section style={{ marginTop: 24 }} aria-labelledby="bc-history">
        <h2 id="bc-history" className="gary-eyebrow">Betting History</h2>
        <QueryState
          query={history}
          compact
          loading="Loading your history..."
          error="Could not load your history"
          isEmpty={(d) => (d.decisions ?? []).length === 0}
          empty="No decisions yet"
          emptyDetail="Ride or fade one of today's picks and it shows up here."
          emptyActions={<ButtonLink to="/real-gary-picks">Start Betting</ButtonLink>}
        >
          {(d) => (
            <Table<MyDecision>
              label="Betting history"
              rows={withCardResults(d.decisions ?? [], stats)}
              rowKey={(d) => d.pickId}
              columns={[
                { key: 'date', header: 'Date', render: (d) => formatShortDate(d.pick?.gameTime ?? d.createdAt) },
                { key: 'game', header: 'Game', render: (d) => (d.pick?.matchup ? matchupShort(null, null, d.pick.matchup) : 'Game not found') },
                { key: 'league', header: 'League', render: (d) => d.pick?.league ?? '—' },
                { key: 'pick', header: "Gary's pick", render: (d) => (d.pick?.pick ? cardPickLabel(d.pick.pick) : 'No pick data') },
                { key: 'decision', header: 'Your decision', render: (d) => (d.decision === 'fade' ? 'Against' : 'With') },
                { key: 'price', header: 'Price', numeric: true, render: (d) => (d.price === null || d.price === undefined ? '—' : formatAmerican(d.price)) },
                { key: 'stake', header: 'Stake', numeric: true, render: (d) => stakeText(d.stakeUnits) },
                { key: 'result', header: 'Your result', render: (d) => <HistoryResult d={d} /> },
                { key: 'units', header: 'Units', numeric: true, render: (d) => formatUnits(d.netUnits, 2) },
              ]}
            />
          )}
        </QueryState>
      </section>
      <MySpend />
      <AlertSettingsCard />
      <Card title="Tips" titleId="bc-tips" className="" style={{ marginTop: 24 }}>
        <ul className={styles.tips}>
          {TIPS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <p style={{ margin: '12px 0 0' }}>
          <ButtonLink to="/dashboard#play-with-a-plan" variant="secondary" size="small">Play with a plan</ButtonLink>{' '}
          <ButtonLink to="/help" variant="secondary" size="small">Help and responsible play</ButtonLink>
        </p>
      </Card>
    </div>
  );
}
