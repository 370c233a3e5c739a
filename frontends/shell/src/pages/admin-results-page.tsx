import { usePageTitle, type Billfold, type Pick, type PicksToday } from '@gary/design';
import { Badge, ResultBadge } from '@gary/design/badge';
import { QueryState, useApiQuery } from '@gary/design/query';
import { Table } from '@gary/design/table';
import { cardOdds, cardPickLabel, formatGameTime, formatShortDate, matchupShort } from '@gary/betting/display';

/** The loading, error and empty words of one of the page's tables. */
const messages = (what: string, empty: string, emptyDetail: string) => ({ loading: `Loading ${what}...`, error: `Could not load ${what}`, empty, emptyDetail });

/**
 * Results as the operators see them: today's picks with their grading status, and the last
 * week's graded results. Grading itself is automatic from final scores (pick-engine).
 */
export function AdminResultsPage() {
  usePageTitle('Admin · Results');
  const today = useApiQuery((a, s) => a.get<PicksToday>('/api/picks/today', undefined, s), 'admin-today');
  const week = useApiQuery((a, s) => a.get<Billfold>('/api/billfold', { kind: 'games', range: '7d' }, s), 'admin-week');

  return (
    <div className="gary-page">
      <p className="gary-eyebrow">Admin</p>
      <h1 className="gary-title">Results</h1>
      <p className="gary-lede">Picks are graded automatically when odds-ingest reports a final score. This page shows where each pick stands.</p>
      <h2 className="gary-eyebrow" style={{ marginTop: 28 }}>Today {today.data ? `(${today.data.date})` : ''}</h2>
      <QueryState query={today} compact {...messages("today's picks", 'No picks today', 'Nothing generated for today yet.')} isEmpty={(d) => d.picks.length === 0}>
        {(d) => (
          <Table<Pick>
            label="Today's picks"
            rows={d.picks}
            rowKey={(p) => p.pickId}
            columns={[
              { key: 'league', header: 'League', render: (p) => p.league },
              { key: 'game', header: 'Game', render: (p) => matchupShort(p.awayTeam, p.homeTeam, p.matchup) },
              { key: 'time', header: 'Time', render: (p) => formatGameTime(p.gameTime || p.time) },
              { key: 'pick', header: 'Pick', render: (p) => (p.locked ? 'Locked' : cardPickLabel(p.pick)) },
              { key: 'odds', header: 'Odds', render: (p) => (p.locked ? '' : cardOdds(p.odds, p.pick)) },
              { key: 'status', header: 'Status', render: (p) => <Badge tone="neutral">{p.locked ? 'locked' : p.status}</Badge> },
              { key: 'result', header: 'Result', render: (p) => (!p.locked && p.status === 'graded' ? <ResultBadge result={p.result} /> : '') },
            ]}
          />
        )}
      </QueryState>
      <h2 className="gary-eyebrow" style={{ marginTop: 28 }}>Last 7 days</h2>
      <QueryState query={week} compact {...messages('results', 'No graded results', 'No game results in the last 7 days.')} isEmpty={(d) => d.recent.length === 0}>
        {(d) => (
          <Table
            label="Graded results, last 7 days"
            rows={d.recent}
            rowKey={(r, i) => `${r.date}-${i}`}
            columns={[
              { key: 'date', header: 'Date', render: (r) => formatShortDate(r.date) },
              { key: 'sport', header: 'Sport', render: (r) => r.sport },
              { key: 'matchup', header: 'Matchup', render: (r) => r.matchup ?? 'Game not found' },
              { key: 'pick', header: 'Pick', render: (r) => (r.pick ? cardPickLabel(r.pick) : 'No pick data') },
              { key: 'result', header: 'Result', render: (r) => <ResultBadge result={r.result} /> },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}
