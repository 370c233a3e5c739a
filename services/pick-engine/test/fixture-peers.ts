// A test double at a process boundary: small REAL gRPC servers implementing OddsIngestService and
// StatsIngestService (startGrpcServer from @gary/platform) that answer with a realistic slate, so
// the engine is exercised through its real gRPC clients. Tests only; the product never uses it.
import { addDays, bestPrice, consensusNoVig, easternDate, expectedValue, noVigProbabilities } from '@gary/betting';
import { startGrpcServer, type GrpcServer } from '@gary/platform';
import type { oddsV1, statsV1 } from '@gary/protos';

export interface BookLine {
  title: string;
  ml: [number, number];
  spread?: { homePoint: number; prices: [number, number] };
}

export interface FixtureGame {
  eventId: string;
  sport: 'NBA' | 'MLB' | 'NHL' | 'NFL' | 'EPL';
  home: string;
  away: string;
  commence: Date;
  books: BookLine[];
  /** Home moneyline price and home spread point at the open. */
  opening?: { ml?: number; point?: number };
  home_ctx: Partial<statsV1.TeamContext>;
  away_ctx: Partial<statsV1.TeamContext>;
  startersConfirmed?: boolean;
  /** What the latest odds say when the closing line is asked for. */
  closing?: BookLine[];
  /** The sharp book's (Pinnacle's) prices: its no-vig line rides on each side as odds-ingest sends it. */
  sharp?: SharpLine;
  /** The sharp book's prices at the close. */
  closingSharp?: SharpLine;
}

export interface SharpLine { ml: [number, number]; spread?: [number, number] }

function summary(g: FixtureGame, books: BookLine[], sharpLine?: SharpLine): oddsV1.GameOdds {
  const sharpOf = (prices: [number, number] | undefined, which: 0 | 1) => {
    const p = prices ? noVigProbabilities(prices) : null;
    return p?.ok ? { sharpNoVigProbability: p.value[which]!, sharpPrice: prices![which] } : {};
  };
  const side = (which: 0 | 1, prices: number[], noVig: number, point: number, team: string, sharp?: [number, number]): oddsV1.SidePrice => {
    const best = bestPrice(prices);
    if (!best.ok) throw new Error('fixture prices');
    const ev = expectedValue(noVig, best.value.price);
    return { side: which === 0 ? 'home' : 'away', team, point, price: best.value.price, bookmaker: books[best.value.index]!.title, noVigProbability: noVig, ev: ev.ok ? ev.value : 0, ...sharpOf(sharp, which) };
  };
  const mlFair = consensusNoVig(books.map((b) => b.ml));
  if (!mlFair.ok) throw new Error('fixture h2h');
  const markets: oddsV1.MarketSummary[] = [
    {
      market: 'h2h',
      bookmakers: books.length,
      sides: [side(0, books.map((b) => b.ml[0]), mlFair.value[0]!, 0, g.home, sharpLine?.ml), side(1, books.map((b) => b.ml[1]), mlFair.value[1]!, 0, g.away, sharpLine?.ml)],
    },
  ];
  const spreadBooks = books.filter((b) => b.spread);
  if (spreadBooks.length > 0) {
    const fair = consensusNoVig(spreadBooks.map((b) => b.spread!.prices));
    if (!fair.ok) throw new Error('fixture spreads');
    const point = spreadBooks[0]!.spread!.homePoint;
    markets.push({
      market: 'spreads',
      bookmakers: spreadBooks.length,
      sides: [
        side(0, spreadBooks.map((b) => b.spread!.prices[0]), fair.value[0]!, point, g.home, sharpLine?.spread),
        side(1, spreadBooks.map((b) => b.spread!.prices[1]), fair.value[1]!, -point, g.away, sharpLine?.spread),
      ],
    });
  }
  return {
    eventId: g.eventId,
    sport: g.sport,
    homeTeam: g.home,
    awayTeam: g.away,
    commenceTime: g.commence.toISOString(),
    markets,
    books: books.flatMap((b) => [
      { bookmaker: b.title, side: 'home', point: 0, price: b.ml[0], lastUpdate: g.commence.toISOString() },
      { bookmaker: b.title, side: 'away', point: 0, price: b.ml[1], lastUpdate: g.commence.toISOString() },
    ]),
    snapshotAt: new Date().toISOString(),
    status: 'scheduled',
  };
}

const BOOKS = ['DraftKings', 'FanDuel', 'BetMGM', 'Caesars', 'PointsBet', 'SuperBook'];

/** Six books around a fair line with small disagreements, as real boards look. */
export function books(ml: [number, number], spread?: { homePoint: number; prices: [number, number] }): BookLine[] {
  return BOOKS.map((title, i) => {
    const wobble = [0, 5, -5, 10, -10, 0][i]!;
    const bump = (p: number, d: number) => {
      const v = p + d;
      return v > -100 && v < 100 ? (d > 0 ? 100 : -100) : v;
    };
    return { title, ml: [bump(ml[0], wobble), bump(ml[1], -wobble)], ...(spread ? { spread: { homePoint: spread.homePoint, prices: [bump(spread.prices[0], -wobble / 5 | 0), bump(spread.prices[1], wobble / 5 | 0)] } } : {}) };
  });
}

const pitcher = (fullName: string, team: string, era: string, confirmed = true): statsV1.Pitcher => ({
  fullName, team, era, confirmed, whip: '1.15', inningsPitched: '98.1', strikeouts: 104, walks: 27, homeRuns: 9, wins: 7, losses: 4, kPer_9: 9.5, fip: 3.4, gamesStarted: 17,
});

/** A realistic slate for an Eastern date: three NBA games, two MLB (one without confirmed starters), one NHL. */
export function fixtureSlate(now: Date): FixtureGame[] {
  const h = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  return [
    { eventId: 'nba-bos-nyk', sport: 'NBA', home: 'Boston Celtics', away: 'New York Knicks', commence: new Date(now.getTime() + 5 * 60_000), books: books([-240, 198], { homePoint: -6.5, prices: [-110, -110] }), opening: { ml: -270, point: -7.5 },
      home_ctx: { name: 'Boston Celtics', record: '52-18', lastTen: '7-3', injuries: [] }, away_ctx: { name: 'New York Knicks', record: '44-26', lastTen: '6-4', injuries: [{ player: 'Mitchell Robinson', status: 'Out', description: 'ankle', returnDate: '' }] },
      closing: books([-260, 215], { homePoint: -6.5, prices: [-125, 105] }) },
    { eventId: 'nba-mil-mia', sport: 'NBA', home: 'Miami Heat', away: 'Milwaukee Bucks', commence: h(3), books: books([120, -140], { homePoint: 2.5, prices: [-112, -108] }),
      home_ctx: { name: 'Miami Heat', record: '38-32', lastTen: '5-5' }, away_ctx: { name: 'Milwaukee Bucks', record: '45-25', lastTen: '8-2', keyStats: [{ name: 'Last meeting', value: 'L 101-108' }] } },
    { eventId: 'nba-den-phx', sport: 'NBA', home: 'Phoenix Suns', away: 'Denver Nuggets', commence: h(4), books: books([-105, -115], { homePoint: 1, prices: [-110, -110] }),
      home_ctx: { name: 'Phoenix Suns', record: '40-30', lastTen: '9-1' }, away_ctx: { name: 'Denver Nuggets', record: '46-24', lastTen: '4-6' } },
    { eventId: 'mlb-nyy-bos', sport: 'MLB', home: 'New York Yankees', away: 'Boston Red Sox', commence: h(2), books: books([-150, 130], { homePoint: -1.5, prices: [135, -160] }),
      home_ctx: { name: 'New York Yankees', record: '20-12', lastTen: '7-3', starter: pitcher('Gerrit Cole', 'New York Yankees', '2.95') },
      away_ctx: { name: 'Boston Red Sox', record: '16-16', lastTen: '4-6', starter: pitcher('Brayan Bello', 'Boston Red Sox', '4.12') }, startersConfirmed: true },
    { eventId: 'mlb-lad-sf', sport: 'MLB', home: 'San Francisco Giants', away: 'Los Angeles Dodgers', commence: h(5), books: books([135, -155], { homePoint: 1.5, prices: [-170, 145] }),
      home_ctx: { name: 'San Francisco Giants', record: '15-17', starter: pitcher('', 'San Francisco Giants', '', false) },
      away_ctx: { name: 'Los Angeles Dodgers', record: '22-10' }, startersConfirmed: false },
    { eventId: 'nhl-tor-mtl', sport: 'NHL', home: 'Toronto Maple Leafs', away: 'Montreal Canadiens', commence: h(3), books: books([-165, 140], { homePoint: -1.5, prices: [160, -190] }),
      home_ctx: { name: 'Toronto Maple Leafs', record: '40-22-8', lastTen: '6-3-1' }, away_ctx: { name: 'Montreal Canadiens', record: '30-32-8', lastTen: '4-5-1' } },
  ];
}

export interface FixturePeers {
  peers: { 'odds-ingest': string; 'stats-ingest': string };
  calls: Record<string, number>;
  games: FixtureGame[];
  setGames(date: string, games: FixtureGame[]): void;
  stop(): Promise<void>;
}

export async function startFixturePeers(now: Date): Promise<FixturePeers> {
  const today = easternDate(now);
  if (!today.ok) throw new Error('date');
  const byDate = new Map<string, FixtureGame[]>([[today.value, fixtureSlate(now)]]);
  const calls: Record<string, number> = {};
  const count = (m: string) => void (calls[m] = (calls[m] ?? 0) + 1);
  const all = () => [...byDate.values()].flat();
  const find = (id: string) => all().find((g) => g.eventId === id);

  const odds: GrpcServer = await startGrpcServer({
    service: 'odds-ingest',
    host: '127.0.0.1',
    port: 0,
    impl: {
      async GetSlate(req) {
        count('GetSlate');
        const date = req.date || today.value;
        const games = (byDate.get(date) ?? []).filter((g) => g.sport === req.sport);
        const inSeason = ['NBA', 'MLB', 'NHL'].includes(req.sport);
        return { sport: req.sport, date, simulated: true, inSeason, games: games.map((g) => summary(g, g.books, g.sharp)) };
      },
      async GetLineMovement(req) {
        count('GetLineMovement');
        const g = find(req.eventId);
        if (!g) return { eventId: req.eventId, error: 'No odds data available for this event' };
        const markets: oddsV1.MarketMovement[] = [];
        if (g.opening?.ml) markets.push({ market: 'Moneyline', openingPrice: g.opening.ml, latestPrice: g.books[0]!.ml[0] });
        if (g.opening?.point !== undefined) markets.push({ market: 'Point Spread', openingPoint: g.opening.point, latestPoint: g.books[0]!.spread?.homePoint ?? 0 });
        return { eventId: g.eventId, sport: g.sport, homeTeam: g.home, awayTeam: g.away, commenceTime: g.commence.toISOString(), markets };
      },
      async GetEventOdds(req) {
        count('GetEventOdds');
        const g = find(req.eventId);
        if (!g) return { simulated: true };
        return { game: summary(g, g.closing ?? g.books, g.closing ? g.closingSharp : g.sharp), simulated: true };
      },
    },
  });
  const stats: GrpcServer = await startGrpcServer({
    service: 'stats-ingest',
    host: '127.0.0.1',
    port: 0,
    impl: {
      async GetMatchupContext(req) {
        count('GetMatchupContext');
        const g = find(req.eventId);
        if (!g) return { sport: req.sport, simulated: true };
        return { sport: g.sport, home: g.home_ctx, away: g.away_ctx, venue: '', simulated: true, startersConfirmed: g.startersConfirmed ?? g.sport !== 'MLB', summary: '' };
      },
    },
  });
  return {
    peers: { 'odds-ingest': `127.0.0.1:${odds.port}`, 'stats-ingest': `127.0.0.1:${stats.port}` },
    calls,
    get games() {
      return all();
    },
    setGames: (date, games) => void byDate.set(date, games),
    async stop() {
      await odds.stop();
      await stats.stop();
    },
  };
}

export { addDays };
