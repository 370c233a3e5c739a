// Simulated games written as The Odds API v4 would answer (the same JSON bodies), so the simulated
// provider runs them through the same parsers as the real client.
import { bookTitle } from '@gary/betting';
import { BOOKMAKER_TITLES, FEATURED_BOOKMAKERS, SHARP_BOOKMAKER, SPORTS, inSeason, SPORT_KEYS } from '../sports';
import { easternDateOf } from '../betting-wrappers';
import type { CatalogueTeam } from '../catalogue';
import { booksFor, driftAt, lastUpdateOf, threeWayPrices, twoWayPrices } from './book-pricing';
import { statusAt, type SimulationState } from './game-clock';
import { playerMean, probabilityOver, PROP_MARKET_STATS, propLine } from './player-baselines';
import type { SimGame } from './slate';
import { injuryOf } from './injuries';

const PROP_BOOKS = ['fanduel', 'draftkings', 'betmgm', 'williamhill_us'];

const eventHead = (g: SimGame) => ({
  id: g.id, sport_key: g.sport, sport_title: SPORTS[g.sport].title, commence_time: g.commenceTime,
  home_team: g.home.name, away_team: g.away.name,
});

export const eventBody = eventHead;

export function oddsBody(g: SimGame, now: Date, state?: SimulationState): Record<string, unknown> {
  const m = g.model;
  const shift = state?.lineShifts?.get(g.id) ?? 0;
  // The sharp book prices every game (it is read for the fair price, never offered to a member).
  const bookmakers = [...booksFor(g.id, FEATURED_BOOKMAKERS), SHARP_BOOKMAKER].map((book) => {
    const lastUpdate = lastUpdateOf(g.id, book, g.commenceTime, now);
    const h2hDrift = driftAt(`${g.id}|h2h`, g.commenceTime, now) + shift;
    let h2h: Array<{ name: string; price: number }>;
    if (m.pDraw !== null) {
      const [home, draw, away] = threeWayPrices(m.pHome, m.pDraw, m.pAway, `${g.id}|h2h`, book, h2hDrift, true);
      h2h = [{ name: g.home.name, price: home }, { name: g.away.name, price: away }, { name: 'Draw', price: draw }];
    } else {
      const [home, away] = twoWayPrices(m.pHome, `${g.id}|h2h`, book, h2hDrift, true);
      // Away first, as real answers often are: readers must match by name.
      h2h = [{ name: g.away.name, price: away }, { name: g.home.name, price: home }];
    }
    const [homeSpread, awaySpread] = twoWayPrices(m.spread.pHomeCover, `${g.id}|spreads`, book, driftAt(`${g.id}|spreads`, g.commenceTime, now) + shift, true);
    const [over, under] = twoWayPrices(m.total.pOver, `${g.id}|totals`, book, driftAt(`${g.id}|totals`, g.commenceTime, now));
    return {
      key: book, title: BOOKMAKER_TITLES[book] ?? bookTitle(book), last_update: lastUpdate,
      markets: [
        { key: 'h2h', last_update: lastUpdate, outcomes: h2h },
        { key: 'spreads', last_update: lastUpdate, outcomes: [
          { name: g.home.name, price: homeSpread, point: m.spread.homePoint },
          { name: g.away.name, price: awaySpread, point: -m.spread.homePoint },
        ] },
        { key: 'totals', last_update: lastUpdate, outcomes: [
          { name: 'Over', price: over, point: m.total.point },
          { name: 'Under', price: under, point: m.total.point },
        ] },
      ],
    };
  });
  return { ...eventHead(g), bookmakers };
}

export function scoreBody(g: SimGame, now: Date, state?: SimulationState): Record<string, unknown> {
  const s = statusAt(g, now, state);
  return {
    ...eventHead(g),
    completed: s.state === 'final',
    scores: s.score ? [{ name: g.home.name, score: String(s.score.home) }, { name: g.away.name, score: String(s.score.away) }] : null,
    last_update: s.lastUpdate,
  };
}

/** Players a prop market is offered for, in one team. */
function propPlayers(g: SimGame, team: CatalogueTeam, market: string) {
  if (market === 'pitcher_strikeouts') {
    const starter = g.starters ? (team === g.home ? g.starters.home : g.starters.away) : null;
    // Books do not post a strikeout line for a starter who has not been named.
    return starter?.confirmed ? [starter.player] : [];
  }
  // Players ruled out do not get lines.
  return team.players.filter((p) => p.role !== 'goalie' && p.role !== 'starter-pitcher' && !injuryOf(g.sport, p, g.date)?.out);
}

/** One market of the per-event odds endpoint; null when the simulator does not offer the market. */
export function propBody(g: SimGame, market: string, now: Date): Record<string, unknown> | null {
  const stat = PROP_MARKET_STATS[g.sport]?.[market];
  if (!stat) return null;
  const rows = [g.away, g.home].flatMap((team) => propPlayers(g, team, market)).flatMap((player) => {
    const mean = playerMean(player, stat);
    if (mean === null) return [];
    const line = propLine(mean);
    return [{ player: player.name, line, pOver: probabilityOver(stat, g.sport, mean, line) }];
  });
  const bookmakers = booksFor(`${g.id}|props`, PROP_BOOKS).map((book) => {
    const lastUpdate = lastUpdateOf(`${g.id}|${market}`, book, g.commenceTime, now);
    const outcomes = rows.flatMap((r) => {
      const seed = `${g.id}|${market}|${r.player}`;
      const [over, under] = twoWayPrices(r.pOver, seed, book, driftAt(seed, g.commenceTime, now));
      return [
        { name: 'Over', description: r.player, price: over, point: r.line },
        { name: 'Under', description: r.player, price: under, point: r.line },
      ];
    });
    return { key: book, title: BOOKMAKER_TITLES[book] ?? book, markets: outcomes.length ? [{ key: market, last_update: lastUpdate, outcomes }] : [] };
  });
  return { ...eventHead(g), bookmakers };
}

const GROUPS: Record<string, [string, string]> = {
  basketball_nba: ['Basketball', 'US Basketball'],
  baseball_mlb: ['Baseball', 'Major League Baseball'],
  icehockey_nhl: ['Ice Hockey', 'US Ice Hockey'],
  americanfootball_nfl: ['American Football', 'US Football'],
  soccer_epl: ['Soccer', 'Premier League - England'],
};

export function sportsBody(now: Date): Array<Record<string, unknown>> {
  const today = easternDateOf(now);
  return SPORT_KEYS.map((key) => ({
    key, group: GROUPS[key]?.[0], title: SPORTS[key].title, description: GROUPS[key]?.[1],
    active: inSeason(key, today), has_outrights: false,
  }));
}
