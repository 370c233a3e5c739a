// Probable starters live: the schedule's probablePitcher and each starter's game log from the MLB
// Stats API, served by a local server from recorded-shape answers, through the real clients and the
// live provider to the gRPC message the pick engine reads.
import { join } from 'node:path';
import { createLiveStatsProvider } from '../src/adapters/live-stats-provider';
import { createMlbStatsClient } from '../src/adapters/mlb-stats-client';
import { priorStarts } from '../src/domain/prior-starts';
import { pitcherOf } from '../src/grpc/stats-mappers';
import { fixtureReader, startFixtureServer, type FixtureServer } from '@gary/testinfra';

const fixture = fixtureReader(join(__dirname, 'fixtures'));
const gameLog = fixture('mlbstatsapi_people_stats_gamelog_pitching.json');
const season = fixture('mlbstatsapi_people_stats_season_pitching.json');

let server: FixtureServer;
afterEach(async () => { await server?.close(); });

function schedule(date: string) {
  const game = { ...(fixture('mlbstatsapi_schedule_probablePitcher_excerpt.json') as Record<string, unknown>), status: { detailedState: 'Scheduled', abstractGameState: 'Preview' } };
  return { dates: [{ date, games: [game] }] };
}

async function serve(logFor: (person: string, season: string) => unknown) {
  server = await startFixtureServer({
    '/api/v1/schedule': { body: schedule('2024-08-13') },
    '/api/v1/people/663623/stats': (url) => ({ body: url.searchParams.get('stats') === 'gameLog' ? logFor('663623', url.searchParams.get('season')!) : season }),
    '/api/v1/people/669432/stats': (url) => ({ body: url.searchParams.get('stats') === 'gameLog' ? logFor('669432', url.searchParams.get('season')!) : season }),
  });
  return createMlbStatsClient({ baseUrl: `${server.baseUrl}/api/v1` });
}

describe('MLB Stats API game log', () => {
  it('asks people/{id}/stats with stats=gameLog, group=pitching and the season; appearances oldest first, starts marked, innings in thirds', async () => {
    const client = await serve(() => gameLog);
    const r = await client.pitcherGameLog(663623, 2024);
    expect(Object.fromEntries(server.requests[0]!.url.searchParams)).toEqual({ stats: 'gameLog', group: 'pitching', season: '2024' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.map((a) => [a.date, a.started])).toEqual([
      ['2024-03-30', true], ['2024-04-04', true], ['2024-04-10', false], ['2024-04-16', true], ['2024-08-07', true], ['2024-08-13', true],
    ]);
    expect(r.data[0]).toEqual({
      date: '2024-03-30', gameId: 745510, opponent: 'Boston Red Sox', isHome: false, started: true, inningsPitched: 16 / 3,
      earnedRuns: 3, runs: 4, strikeouts: 5, walks: 2, hits: 6, homeRuns: 1, battersFaced: 25,
    });
  });

  it('a malformed row is skipped with a warning; a body that is not a stats answer is MalformedResponse', async () => {
    const broken = structuredClone(gameLog) as { stats: Array<{ splits: Array<Record<string, any>> }> };
    broken.stats[0]!.splits[0]!.stat.inningsPitched = 'six';
    delete broken.stats[0]!.splits[1]!.date;
    const client = await serve((_, s) => (s === '2024' ? broken : { people: [] }));
    const r = await client.pitcherGameLog(663623, 2024);
    expect(r.ok && r.data).toHaveLength(4);
    expect(r.ok && r.warnings.join(' ')).toMatch(/inningsPitched is not innings.*|skipped malformed game log row/);
    expect(await client.pitcherGameLog(663623, 2023)).toMatchObject({ ok: false, error: { name: 'MalformedResponse' } });
  });

  it('"a prior start is an earlier start": the game itself, later games and relief outings never count', () => {
    const log = [
      { date: '2024-08-13', gameId: 1, started: true }, { date: '2024-04-10', gameId: 2, started: false },
      { date: '2024-04-16', gameId: 3, started: true }, { date: '2024-09-01', gameId: 4, started: true },
    ].map((a) => ({ ...a, opponent: 'X', isHome: true, inningsPitched: 6, earnedRuns: 2, runs: 2, strikeouts: 5, walks: 1, hits: 5, homeRuns: 0, battersFaced: 24 }));
    expect(priorStarts([log], '2024-08-13').map((a) => a.gameId)).toEqual([3]);
    // The same game in two logs counts once.
    expect(priorStarts([log, log], '2024-09-02').map((a) => a.gameId)).toEqual([3, 1, 4]);
  });
});

describe('live probable starters', () => {
  it("each announced starter comes with his earlier starts (this season's log, and last season's when this one has few), down to the gRPC Pitcher", async () => {
    const client = await serve((person, s) => (person === '663623' && s === '2024' ? gameLog : { copyright: '', stats: [{ type: { displayName: 'gameLog' }, group: { displayName: 'pitching' }, splits: [] }] }));
    const provider = createLiveStatsProvider({ mlb: client });
    const r = await provider.probableStarters({ league: 'MLB', date: '2024-08-13', homeTeam: 'Baltimore Orioles', awayTeam: 'Washington Nationals' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.away!.pitcher).toEqual({ id: 663623, fullName: 'Jake Irvin' });
    expect(r.data.away!.priorStarts!.map((a) => a.date)).toEqual(['2024-03-30', '2024-04-04', '2024-04-16', '2024-08-07']);
    expect(r.data.home!.pitcher).toEqual({ id: 669432, fullName: 'Trevor Rogers' });
    expect(r.data.home!.priorStarts).toEqual([]);
    // Irvin has 4 starts before the game (< 5): his 2023 log is read too; so is Rogers's.
    const asked = server.requests.filter((q) => q.url.searchParams.get('stats') === 'gameLog').map((q) => `${q.url.pathname.split('/')[4]}:${q.url.searchParams.get('season')}`);
    expect(asked.sort()).toEqual(['663623:2023', '663623:2024', '669432:2023', '669432:2024']);
    const message = pitcherOf('Washington Nationals', r.data.away);
    expect(message.priorStarts).toHaveLength(4);
    expect(message.priorStarts![3]).toEqual({
      date: '2024-08-07', gameId: '745112', opponent: 'New York Mets', isHome: true, inningsPitched: 6,
      earnedRuns: 2, runs: 2, strikeouts: 7, walks: 1, hits: 5, homeRuns: 1, battersFaced: 23,
    });
  });

  it('a game log that cannot be read leaves the starter announced, with no prior starts (never invented)', async () => {
    server = await startFixtureServer({
      '/api/v1/schedule': { body: schedule('2024-08-13') },
      '/api/v1/people/663623/stats': (url) => (url.searchParams.get('stats') === 'gameLog' ? { status: 500, body: { message: 'boom' } } : { body: season }),
      '/api/v1/people/669432/stats': (url) => (url.searchParams.get('stats') === 'gameLog' ? { status: 500, body: { message: 'boom' } } : { body: season }),
    });
    const provider = createLiveStatsProvider({ mlb: createMlbStatsClient({ baseUrl: `${server.baseUrl}/api/v1` }) });
    const r = await provider.probableStarters({ league: 'MLB', date: '2024-08-13', homeTeam: 'Baltimore Orioles', awayTeam: 'Washington Nationals' });
    expect(r.ok && r.data.away).toMatchObject({ pitcher: { id: 663623 }, season: expect.objectContaining({ era: 2.33 }) });
    expect(r.ok && r.data.away!.priorStarts).toBeUndefined();
    expect(pitcherOf('Washington Nationals', r.ok ? r.data.away : null).priorStarts).toEqual([]);
  });
});
