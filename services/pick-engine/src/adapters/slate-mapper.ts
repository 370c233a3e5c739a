// Translates odds-ingest's and stats-ingest's gRPC messages into the domain's GameInput. Proto3
// defaults (0, '') mean "not given" for prices and probabilities, so they become null here.
import type { oddsV1, statsV1 } from '@gary/protos';
import { isLeague, type GameInput, type MarketMove, type MatchupFacts, type SideQuote, type TeamFacts } from '../domain/game-input';

const priceOrNull = (p: number) => (Number.isInteger(p) && (p <= -100 || p >= 100) ? p : null);
const probOrNull = (p: number) => (Number.isFinite(p) && p > 0 && p < 1 ? p : null);

function quotes(game: oddsV1.GameOdds__Output, market: 'h2h' | 'spreads'): SideQuote[] {
  const m = game.markets.find((x) => x.market === market);
  if (!m) return [];
  const out: SideQuote[] = m.sides
    .filter((s) => s.side === 'home' || s.side === 'away' || s.side === 'draw')
    .map((s) => ({
      side: s.side as SideQuote['side'],
      team: s.team || (s.side === 'home' ? game.homeTeam : s.side === 'away' ? game.awayTeam : 'Draw'),
      point: market === 'h2h' ? 0 : Number(s.point) || 0,
      price: priceOrNull(s.price),
      bookmaker: s.bookmaker,
      noVig: probOrNull(s.noVigProbability),
      sharpNoVig: probOrNull(s.sharpNoVigProbability),
      sharpPrice: priceOrNull(s.sharpPrice),
    }));
  if (market === 'spreads') {
    // Each side's point is from its own view; a feed that repeats the home point for both is corrected.
    const h = out.find((q) => q.side === 'home');
    const a = out.find((q) => q.side === 'away');
    if (h && a && h.point !== 0 && h.point === a.point) a.point = -h.point;
  }
  return out;
}

function moves(lm: oddsV1.LineMovement__Output | null): MarketMove[] {
  if (!lm || lm.error) return [];
  return lm.markets.flatMap((m): MarketMove[] => {
    const market = /spread/i.test(m.market) ? 'spreads' : /money|h2h/i.test(m.market) ? 'h2h' : null;
    if (!market) return [];
    const pointsKnown = m.openingPoint !== 0 || m.latestPoint !== 0;
    return [{
      market,
      openingPrice: priceOrNull(m.openingPrice),
      latestPrice: priceOrNull(m.latestPrice),
      openingPoint: market === 'spreads' && pointsKnown ? m.openingPoint : null,
      latestPoint: market === 'spreads' && pointsKnown ? m.latestPoint : null,
    }];
  });
}

const numOrNull = (s: string) => (s.trim() !== '' && Number.isFinite(Number(s)) ? Number(s) : null);

function team(t: statsV1.TeamContext__Output | null, fallbackName: string): TeamFacts {
  const p = t?.starter;
  return {
    name: t?.name || fallbackName,
    record: t?.record || null,
    lastTen: t?.lastTen || null,
    injuries: (t?.injuries ?? []).map((i) => ({ player: i.player, status: i.status, description: i.description })),
    starter: p && p.fullName
      ? {
          ...(p.id ? { id: p.id } : {}),
          name: p.fullName, confirmed: p.confirmed, era: numOrNull(p.era), whip: numOrNull(p.whip), wins: p.wins, losses: p.losses, kPer9: p.kPer_9 || null,
          priorStarts: (p.priorStarts ?? []).map((a) => ({
            date: a.date, opponent: a.opponent, inningsPitched: a.inningsPitched, earnedRuns: a.earnedRuns, strikeouts: a.strikeouts,
            walks: a.walks, hits: a.hits, homeRuns: a.homeRuns, battersFaced: a.battersFaced,
          })),
        }
      : null,
    keyStats: (t?.keyStats ?? []).map((k) => ({ name: k.name, value: k.value })),
    topPlayers: (t?.topPlayers ?? []).map((x) => x.name).filter(Boolean),
  };
}

export function matchupFacts(ctx: statsV1.MatchupContext__Output | null, homeTeam: string, awayTeam: string): MatchupFacts | null {
  if (!ctx) return null;
  const s = ctx.series;
  return {
    home: team(ctx.home, homeTeam),
    away: team(ctx.away, awayTeam),
    startersConfirmed: ctx.startersConfirmed,
    venue: ctx.venue || null,
    series: s && s.seriesFound ? { found: true, teamA: s.teamA, teamB: s.teamB, teamAWins: s.teamAWins, teamBWins: s.teamBWins, status: s.seriesStatus } : null,
  };
}

export function toGameInput(
  game: oddsV1.GameOdds__Output,
  movement: oddsV1.LineMovement__Output | null,
  context: statsV1.MatchupContext__Output | null,
  simulated: boolean,
): GameInput | null {
  const league = game.sport.toUpperCase();
  if (!isLeague(league)) return null;
  const bookmakers = game.markets.find((m) => m.market === 'h2h')?.bookmakers ?? 0;
  return {
    eventId: game.eventId,
    league,
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    commenceTime: game.commenceTime,
    status: game.status || 'scheduled',
    h2h: quotes(game, 'h2h'),
    spreads: quotes(game, 'spreads'),
    bookmakers,
    moves: moves(movement),
    context: matchupFacts(context, game.homeTeam, game.awayTeam),
    simulated,
  };
}

export { quotes as marketQuotes };
