import { useEffect, useState } from 'react';
import { ButtonLink, Card, useSession, usePageTitle, type Leaderboard, type LeaderboardPeriod, type LeaderboardRow } from '@gary/design';
import { QueryState, useApiQuery } from '@gary/design/query';
import { Segmented } from '@gary/design/segmented';
import { Table } from '@gary/design/table';
import { countOf, formatEasternTime, streakDisplay } from '@gary/betting/display';
import { LEADERBOARD_REFRESH_MS, isWinRateGreen, leaderboardWinRate, rankAction, strategyLabel } from '../lib/leaderboard-rules';
import styles from './leaderboard.module.css';

const PERIODS: { value: LeaderboardPeriod; label: string }[] = [
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
  { value: 'all', label: 'All Time' },
];
const PODIUM = [
  { place: 2, title: 'SILVER', cls: styles.second },
  { place: 1, title: 'CHAMPION', cls: styles.first },
  { place: 3, title: 'BRONZE', cls: styles.third },
];

function WinRate({ value }: { value: number }) {
  return <span className={isWinRateGreen(value) ? styles.green : undefined}>{leaderboardWinRate(value)}</span>;
}

export function LeaderboardPage() {
  usePageTitle('Leaderboard');
  const session = useSession();
  const { isSignedIn, user } = session;
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const q = useApiQuery((api, s) => api.get<Leaderboard>('/api/leaderboard', { period }, s), `leaderboard-${period}-${isSignedIn}`);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const { reload } = q;

  useEffect(() => {
    const t = setInterval(reload, LEADERBOARD_REFRESH_MS);
    return () => clearInterval(t);
  }, [reload]);
  useEffect(() => {
    if (q.status === 'ok') setUpdatedAt(new Date());
  }, [q.status, q.data]);

  // The decisions service ranks only users with a graded decision and numbers them: shown as sent.
  const rows = q.data?.rows ?? [];
  const me = q.data?.me ?? null;
  const action = rankAction(isSignedIn, me);
  const byRank = (n: number) => rows.find((r) => r.rank === n) ?? rows[n - 1];

  const body = (
    <QueryState
      query={q}
      loading="Loading the leaderboard..."
      error="Leaderboard unavailable"
      isEmpty={(d) => (d.rows ?? []).length === 0}
      empty="No ranked bettors yet"
      emptyDetail={<p>Nobody has a graded decision in this period. Ride or fade today’s picks and you could be first.</p>}
      emptyActions={<ButtonLink to="/real-gary-picks">Make the first pick</ButtonLink>}
    >
      {() => (
        <>
          <div className={styles.podium} aria-label="Top three">
            {PODIUM.map((p) => {
              const r = byRank(p.place);
              if (!r) return <div key={p.place} />;
              return (
                <div key={p.place} className={`${styles.step} ${p.cls}`}>
                  <div className={styles.title}>{p.title}</div>
                  <div className={styles.place}>#{p.place}</div>
                  <div className={styles.user}>{r.username}</div>
                  <div className={styles.rate}><WinRate value={r.winRate} /> · {countOf(r.gradedDecisions, 'graded pick')}</div>
                </div>
              );
            })}
          </div>
          <Table<LeaderboardRow>
            label="Leaderboard"
            rows={rows.slice(0, 20)}
            rowKey={(r) => r.id}
            isHighlighted={(r) => r.id === user?.id}
            columns={[
              { key: 'rank', header: 'Rank', render: (r) => <strong>#{r.rank}</strong> },
              {
                key: 'user',
                header: 'User',
                render: (r) => (
                  <span className={styles.userCell}>
                    <span className={styles.initial} aria-hidden="true">{r.username.charAt(0).toUpperCase()}</span>
                    <span>
                      {r.username}
                      <span className={styles.label}>{strategyLabel(r)}</span>
                    </span>
                  </span>
                ),
              },
              { key: 'total', header: 'Total Picks', numeric: true, render: (r) => r.totalDecisions },
              { key: 'graded', header: 'Graded', numeric: true, render: (r) => r.gradedDecisions },
              { key: 'ride', header: 'Bet with Gary', numeric: true, render: (r) => r.rideCount },
              { key: 'fade', header: 'Fade the Bear', numeric: true, render: (r) => r.fadeCount },
              { key: 'rate', header: 'Win Rate', numeric: true, render: (r) => <WinRate value={r.winRate} /> },
              { key: 'streak', header: 'Streak', numeric: true, render: (r) => streakDisplay(r.streak) },
            ]}
          />
          {updatedAt ? <p className={styles.updated}>Updated {formatEasternTime(updatedAt)}. Refreshes every 3 minutes.</p> : null}
        </>
      )}
    </QueryState>
  );

  return (
    <div className="gary-page">
      <div className={styles.head}>
        <div>
          <p className="gary-eyebrow">Ride or fade, ranked</p>
          <h1 className="gary-title" style={{ margin: 0 }}>Leaderboard</h1>
        </div>
        <Segmented label="Period" options={PERIODS} value={period} onChange={setPeriod} />
      </div>
      {body}
      <Card className={styles.me} aria-labelledby="my-rank" accent>
        <div>
          <h2 id="my-rank" className="gary-eyebrow" style={{ margin: 0 }}>Your Current Rank</h2>
          <div className={styles.meRank}>{isSignedIn && me ? `#${me.rank}` : '—'}</div>
          <p style={{ margin: 0, color: 'var(--text-muted)' }}>
            {session.status === 'loading'
              ? 'Checking your rank...'
              : !isSignedIn
                ? 'Sign in to get ranked.'
                : me
                  ? `${countOf(me.gradedDecisions, 'graded pick')} · ${leaderboardWinRate(me.winRate)} win rate${me.totalDecisions > me.gradedDecisions ? ` · ${me.totalDecisions - me.gradedDecisions} pending` : ''}`
                  : 'No graded decisions yet in this period.'}
          </p>
        </div>
        <ButtonLink to={action.to}>{action.label}</ButtonLink>
      </Card>
    </div>
  );
}
