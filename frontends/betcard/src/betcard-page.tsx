import { useEffect } from 'react';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  EmptyState,
  ResultBadge,
  Spinner,
  Table,
  formatPercent,
  countOf,
  formatShortDate,
  pickLabel,
  shortMatchup,
  useApiQuery,
  usePageTitle,
  winRate,
  type MyDecision,
  type MyDecisions,
} from '@gary/design';
import { BetCardView } from './betcard-view';
import { cardWinRateText, outcomeLabel, sidePercents, streakDisplay } from './card-rules';
import { StreakIcon } from './streak-icon';
import { useBetCardData } from './use-betcard-data';
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
  const { query, stats, stream, version } = useBetCardData(true);
  const history = useApiQuery((api, s) => api.get<MyDecisions>('/api/decisions/mine', undefined, s), 'betcard-history');
  const reloadHistory = history.reload;

  // A live stats event means a decision was added or settled: refresh the history too.
  useEffect(() => {
    if (version > 0) reloadHistory();
  }, [version, reloadHistory]);

  if (query.status === 'loading' && !stats) return <Spinner label="Loading your stats..." />;
  if (query.status === 'error' && !stats)
    return (
      <div className={styles.page}>
        <EmptyState tone="error" title="BetCard unavailable" actions={<Button onClick={query.reload}>Try again</Button>}>
          <p>Error loading stats: {query.error.message}</p>
        </EmptyState>
      </div>
    );
  if (!stats) return null;

  const sides = sidePercents(stats);
  const streak = streakDisplay(stats.streak);
  const decisions = history.data?.decisions ?? [];

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
              <span className={styles.label}>Bet With</span> <strong className="gary-num">{sides.ride}%</strong>
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
                      {l.wins}-{l.losses}{l.pushes ? `-${l.pushes}` : ''} · {formatPercent(winRate(l.wins, l.losses), 0)} · {countOf(l.total, 'pick')}
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
        {history.status === 'loading' && !history.data ? (
          <Spinner />
        ) : history.status === 'error' && !history.data ? (
          <EmptyState tone="error" title="Could not load your history" actions={<Button onClick={history.reload}>Try again</Button>}>{history.error.message}</EmptyState>
        ) : decisions.length === 0 ? (
          <EmptyState title="No decisions yet" actions={<ButtonLink to="/real-gary-picks">Start Betting</ButtonLink>}>Ride or fade one of today's picks and it shows up here.</EmptyState>
        ) : (
          <Table<MyDecision>
            label="Betting history"
            rows={decisions}
            rowKey={(d) => d.pickId}
            columns={[
              { key: 'date', header: 'Date', render: (d) => formatShortDate(d.pick?.gameTime ?? d.createdAt) },
              { key: 'game', header: 'Game', render: (d) => (d.pick?.matchup ? shortMatchup(null, null, d.pick.matchup) : 'Game not found') },
              { key: 'league', header: 'League', render: (d) => d.pick?.league ?? '—' },
              { key: 'pick', header: "Gary's pick", render: (d) => (d.pick?.pick ? pickLabel(d.pick.pick) : 'No pick data') },
              { key: 'decision', header: 'Your decision', render: (d) => (d.decision === 'fade' ? 'Against' : 'With') },
              { key: 'result', header: 'Result', render: (d) => <HistoryResult d={d} /> },
            ]}
          />
        )}
      </section>
      <Card title="Tips" titleId="bc-tips" className="" style={{ marginTop: 24 }}>
        <ul className={styles.tips}>
          {TIPS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
