// Pinnacle as the sharp line: read with the featured US books in one odds call, stored beside them
// flagged sharp, its no-vig line reported as the fair probability, never listed as a book to bet at.
// The local server answers the us+eu recording and bills each call as The Odds API documents it
// (markets x regions, 10 named bookmakers = 1 region), so the credits the client reports are the
// ones the real API would charge for the same request.
import { join } from 'node:path';
import { noVigProbabilities, valueOr } from '@gary/betting';
import { FEATURED_BOOKMAKERS } from '@gary/sports-world';
import { fixtureReader, startFixtureServer, type FixtureServer } from '@gary/testinfra';
import { createOddsApiClient } from '../src/adapters/odds-api-client';
import { lineMovementReport } from '../src/domain/line-movement';
import type { oddsV1 } from '@gary/protos';
import type { GameOdds } from '../src/domain/odds-types';
import type { StoredGame } from '../src/domain/game-view';
import { gameOddsOf } from '../src/grpc/mappers';

const recording = fixtureReader(join(__dirname, 'fixtures'))('theoddsapi_odds_mlb_us_eu.json') as Array<{ bookmakers: Array<{ key: string }> }>;
const EU_BOOKS = new Set(['pinnacle', 'unibet_eu', 'marathonbet', 'betfair_ex_eu']);

/** The Odds API's bill for one /odds call: markets x regions, where named bookmakers count 10 to a region. */
export function creditsOf(q: URLSearchParams): number {
  const markets = (q.get('markets') ?? 'h2h').split(',').length;
  const books = q.get('bookmakers');
  const regions = books ? Math.ceil(books.split(',').length / 10) : (q.get('regions') ?? '').split(',').length;
  return markets * regions;
}

let server: FixtureServer;
let used = 120;
beforeAll(async () => {
  server = await startFixtureServer({
    '/v4/sports/baseball_mlb/odds': (url) => {
      const q = url.searchParams;
      const named = q.get('bookmakers')?.split(',');
      const regions = (q.get('regions') ?? '').split(',');
      const keep = (key: string) => (named ? named.includes(key) : regions.includes(EU_BOOKS.has(key) ? 'eu' : 'us'));
      const last = creditsOf(q);
      used += last;
      return {
        body: recording.map((g) => ({ ...g, bookmakers: g.bookmakers.filter((b) => keep(b.key)) })),
        headers: { 'x-requests-remaining': String(500 - used), 'x-requests-used': String(used), 'x-requests-last': String(last) },
      };
    },
  });
});
afterAll(async () => { await server?.close(); });

const stored = (g: GameOdds): StoredGame => ({ ...g, sportKey: g.sport, simulated: false, snapshotAt: '2025-06-06T17:45:00Z', score: null, final: null });
/** The gRPC message as a reader receives it (every field present). */
const viewOf = (g: GameOdds): oddsV1.GameOdds__Output => gameOddsOf(stored(g), new Date('2025-06-06T18:00:00Z')) as oddsV1.GameOdds__Output;

describe('Pinnacle, the sharp line, from The Odds API', () => {
  it('"the sharp line costs no extra credits": Pinnacle is asked by name with the six featured books, billed as one region (3 credits), where the eu region would bill 6', async () => {
    const client = createOddsApiClient({ baseUrl: server.baseUrl, apiKey: 'k' });
    const answer = await client.odds('baseball_mlb');
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    const q = server.requests.at(-1)!.url.searchParams;
    expect(q.get('bookmakers')!.split(',')).toEqual([...FEATURED_BOOKMAKERS, 'pinnacle']);
    // Before: the six featured books alone; after: with Pinnacle; the alternative: regions us,eu.
    const before = creditsOf(new URLSearchParams({ markets: 'h2h,spreads,totals', bookmakers: FEATURED_BOOKMAKERS.join(',') }));
    const euRegion = creditsOf(new URLSearchParams({ markets: 'h2h,spreads,totals', regions: 'us,eu' }));
    expect({ before, after: answer.quota.last, euRegion }).toEqual({ before: 3, after: 3, euRegion: 6 });
    expect(answer.quota.used! - answer.quota.last!).toBe(used - 3);
  });

  it('Pinnacle is stored beside the US books, flagged sharp; the eu books not asked for never arrive', async () => {
    const answer = await createOddsApiClient({ baseUrl: server.baseUrl, apiKey: 'k' }).odds('baseball_mlb');
    if (!answer.ok) throw new Error(answer.error.message);
    const [yankees] = answer.data;
    expect(yankees!.bookmakers.map((b) => b.key)).toEqual(['fanduel', 'draftkings', 'betmgm', 'williamhill_us', 'pinnacle']);
    expect(yankees!.bookmakers.find((b) => b.key === 'pinnacle')).toMatchObject({ sharp: true, markets: { h2h: { home: -146, away: 135 } } });
    expect(yankees!.bookmakers.filter((b) => b.sharp).map((b) => b.key)).toEqual(['pinnacle']);
  });

  it('"the fair line is Pinnacle\'s no-vig line": each side carries Pinnacle\'s no-vig probability, while best price and consensus come from the US books only', async () => {
    const answer = await createOddsApiClient({ baseUrl: server.baseUrl, apiKey: 'k' }).odds('baseball_mlb');
    if (!answer.ok) throw new Error(answer.error.message);
    const view = viewOf(answer.data[0]!);
    const ml = view.markets.find((m) => m.market === 'h2h')!;
    const [pHome, pAway] = valueOr(noVigProbabilities([-146, 135]), []);
    expect(ml.sides.map((s) => s.sharpNoVigProbability)).toEqual([Number(pHome!.toFixed(4)), Number(pAway!.toFixed(4))]);
    // Pinnacle's +135 on Boston is the best price anywhere, yet the best a member can take is a US book's.
    expect(ml.sides.find((s) => s.side === 'away')).toMatchObject({ price: 130, bookmaker: 'betmgm' });
    expect(ml.sides.map((s) => s.sharpPrice)).toEqual([-146, 135]);
    expect(ml.bookmakers).toBe(4);
    expect(ml.sides[0]!.noVigProbability).not.toBeCloseTo(ml.sides[0]!.sharpNoVigProbability, 3);
    const spread = view.markets.find((m) => m.market === 'spreads')!;
    expect(spread.sides.map((s) => s.sharpNoVigProbability)).toEqual(valueOr(noVigProbabilities([128, -141]), []).map((p) => Number(p.toFixed(4))));
  });

  it('a sharp line on another point is no fair price for the bet: the Dodgers total (Pinnacle 8.0, US books 7.5) has none', async () => {
    const answer = await createOddsApiClient({ baseUrl: server.baseUrl, apiKey: 'k' }).odds('baseball_mlb');
    if (!answer.ok) throw new Error(answer.error.message);
    const view = viewOf(answer.data[1]!);
    const totals = view.markets.find((m) => m.market === 'totals')!;
    expect(totals.sides[0]!.team).toBe('Over');
    expect(totals.sides.map((s) => [s.sharpNoVigProbability, s.sharpPrice])).toEqual([[0, 0], [0, 0]]);
    expect(view.markets.find((m) => m.market === 'h2h')!.sides.every((s) => s.sharpNoVigProbability > 0)).toBe(true);
  });

  it('"Pinnacle is never a book a member can use": not in the event\'s book rows, not in line movement\'s books', async () => {
    const answer = await createOddsApiClient({ baseUrl: server.baseUrl, apiKey: 'k' }).odds('baseball_mlb');
    if (!answer.ok) throw new Error(answer.error.message);
    for (const g of answer.data) {
      const view = viewOf(g);
      expect(view.books.length).toBeGreaterThan(0);
      expect(view.books.map((b) => b.bookmaker)).not.toContain('pinnacle');
      expect(view.markets.flatMap((m) => m.sides.map((s) => s.bookmaker))).not.toContain('pinnacle');
      const report = lineMovementReport(g);
      if (!report.ok) throw new Error(report.error.message);
      expect(report.report.moneyline.bookmakers.map((b) => b.key)).not.toContain('pinnacle');
    }
  });
});
