// Domain shapes to the proto messages of gary.odds_ingest.v1. One place decides, for example, that
// SidePrice.ev is the expected profit per 1 unit at the best price, and which side a book's row is.
import type { oddsV1 } from '@gary/protos';
import { gameStatus, marketSummaries, type StoredGame } from '../domain/game-view';
import { isSharp } from '../domain/market-summary';
import { SIGNIFICANT_DISCREPANCY, type LineMovementReport, type MarketMovement, type ReportMarket } from '../domain/line-movement';
import type { MarketMove } from '../domain/opening-latest';
import type { PropOption } from '../domain/prop-options';
import { SPORTS, type SportKey } from '@gary/sports-world';
const leagueOf = (sportKey: string): string => SPORTS[sportKey as SportKey]?.league ?? sportKey;

/** A game's odds; `withBooks` adds every book's prices (event odds do, slates leave them out to stay small). */
export function gameOddsOf(g: StoredGame, now: Date, withBooks = true): oddsV1.GameOdds {
  const markets: oddsV1.MarketSummary[] = marketSummaries(g).map((m) => ({
    market: m.market,
    bookmakers: m.bookmakersUsed.length,
    sides: m.sides.map((s) => ({
      side: s.side,
      team: s.name,
      // The home spread is the summary's point; the away side takes the other end of it.
      point: m.market === 'h2h' ? 0 : m.market === 'spreads' && s.side === 'away' ? -(m.point ?? 0) : (m.point ?? 0),
      price: s.bestPrice,
      bookmaker: s.bestBookmaker,
      noVigProbability: s.consensusProbability,
      ev: s.roi,
      sharpNoVigProbability: s.sharpProbability ?? 0,
      sharpPrice: s.sharpPrice ?? 0,
    })),
  }));
  // Every book's prices, market by market (h2h rows carry point 0). The sharp book is not one a
  // member can bet at, so it is never listed.
  const books: oddsV1.BookPrice[] = !withBooks ? [] : g.bookmakers.filter((b) => !isSharp(b)).flatMap((b) => {
    const last = b.lastUpdate ?? '';
    const rows: oddsV1.BookPrice[] = [];
    const m = b.markets;
    if (m.h2h) {
      rows.push({ bookmaker: b.key, side: 'home', point: 0, price: m.h2h.home, lastUpdate: last }, { bookmaker: b.key, side: 'away', point: 0, price: m.h2h.away, lastUpdate: last });
      if (m.h2h.draw !== undefined) rows.push({ bookmaker: b.key, side: 'draw', point: 0, price: m.h2h.draw, lastUpdate: last });
    }
    if (m.spreads) rows.push({ bookmaker: b.key, side: 'home', point: m.spreads.home.point, price: m.spreads.home.price, lastUpdate: last }, { bookmaker: b.key, side: 'away', point: m.spreads.away.point, price: m.spreads.away.price, lastUpdate: last });
    if (m.totals) rows.push({ bookmaker: b.key, side: 'over', point: m.totals.point, price: m.totals.over, lastUpdate: last }, { bookmaker: b.key, side: 'under', point: m.totals.point, price: m.totals.under, lastUpdate: last });
    return rows;
  });
  return {
    eventId: g.id, sport: leagueOf(g.sportKey), homeTeam: g.homeTeam, awayTeam: g.awayTeam, commenceTime: g.commenceTime,
    markets, books, snapshotAt: g.snapshotAt ?? '', status: gameStatus(g, now),
  };
}

export function gameScoreOf(g: StoredGame): oddsV1.GameScore {
  const score = g.final ?? g.score;
  return {
    eventId: g.id, sport: leagueOf(g.sportKey), homeTeam: g.homeTeam, awayTeam: g.awayTeam, commenceTime: g.commenceTime,
    completed: Boolean(g.final || g.score?.completed),
    homeScore: score?.home ?? 0, awayScore: score?.away ?? 0,
    completedAt: g.final?.completedAt ?? '',
    hasScore: score !== null,
  };
}

function sideOfOutcome(name: string, homeTeam: string, awayTeam: string): string {
  if (name === homeTeam) return 'home';
  if (name === awayTeam) return 'away';
  return name.toLowerCase();
}

function marketMovementOf(key: ReportMarket, m: MarketMovement, r: LineMovementReport, move: MarketMove | undefined): oddsV1.MarketMovement {
  const { homeTeam, awayTeam } = r.event;
  const bookmakers: oddsV1.MovementBook[] = m.bookmakers.flatMap((b) => b.outcomes.map((o) => ({
    bookmaker: b.key, side: sideOfOutcome(o.name, homeTeam, awayTeam), point: o.point ?? 0, price: o.price, impliedProbability: o.impliedProbability,
  })));
  const best = m.bestOption;
  const bestKey = best ? (m.bookmakers.find((b) => b.title === best.bookmaker)?.key ?? best.bookmaker) : '';
  return {
    market: key,
    bookmakers,
    discrepancy: m.discrepancy,
    significant: m.discrepancy > SIGNIFICANT_DISCREPANCY,
    bestOption: best ? { bookmaker: bestKey, side: sideOfOutcome(best.name, homeTeam, awayTeam), point: best.point ?? 0, price: best.price, impliedProbability: 0 } : null,
    analysis: m.analysis,
    openingPrice: move?.openingPrice ?? 0,
    latestPrice: move?.latestPrice ?? 0,
    openingPoint: move?.openingPoint ?? 0,
    latestPoint: move?.latestPoint ?? 0,
  };
}

export function lineMovementOf(r: LineMovementReport, moves: Partial<Record<ReportMarket, MarketMove>>): oddsV1.LineMovement {
  return {
    eventId: r.event.id, sport: leagueOf(r.event.sport), homeTeam: r.event.homeTeam, awayTeam: r.event.awayTeam, commenceTime: r.event.commenceTime,
    markets: (['moneyline', 'spreads', 'totals'] as const).map((k) => marketMovementOf(k, r[k], r, moves[k])),
    recommendedBets: r.recommendedBets.map((b) => ({ ...b })),
    error: '',
  };
}

export function propOptionOf(p: PropOption, team: string): oddsV1.PropOption {
  return {
    player: p.player, team, market: p.marketKey, line: p.line,
    overOdds: p.overOdds ?? 0, underOdds: p.underOdds ?? 0,
    bookmaker: p.overBookmaker ?? p.underBookmaker ?? '',
    hasOver: p.overOdds !== null, hasUnder: p.underOdds !== null,
  };
}
