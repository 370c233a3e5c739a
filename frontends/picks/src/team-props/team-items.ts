// Team Props: the day's game picks and player props as one filterable list (game, team, category).
import { type Pick, type Prop } from '@gary/design';
import { cardOdds, cardPickLabel, formatAmerican, formatGameDay, formatGameTime, matchupShort, pickState, rationaleParagraphs, type PickState } from '@gary/betting/display';
import { analysisBullets, propPickText } from '../player-props/prop-format';
import { callLabel, leanLine, playableLabel } from '../todays-picks/pick-live-state';

export type TeamItem = {
  id: string;
  kind: 'pick' | 'prop';
  league: string;
  game: string;
  teams: string[];
  category: string;
  /** Day and time in Eastern ("Sat, Nov 28 · 7:00 PM ET"): a card never says which day by its place in a list. */
  time: string;
  /** open until the game starts; a started, finished or scratched game takes no decision. */
  state: PickState;
  /** won, lost or push once graded. */
  result: string | null;
  pick: string;
  /** American odds as shown ("-110"), or 'N/A'. */
  odds: string;
  analysis: string[];
  /** A game pick's call, as on its card: "BET · 0.43u" or "LEAN"; null for a prop or a pick from before the call was kept. */
  call: string | null;
  /** Beside the call: a Bet's "Playable to -125", a Lean's price that would make it a Bet. */
  callLine: string | null;
};

export type TeamFilters = { game: string; team: string; category: string };
export const ALL = 'all';

function titleCase(s: string): string {
  return s.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()).trim();
}

/**
 * One name per game, whoever lists it: "Celtics @ Knicks" from the teams, or from a matchup text
 * "Boston Celtics @ New York Knicks" (props carry only that), so a game is never listed twice.
 */
export function gameName(awayTeam: string | null | undefined, homeTeam: string | null | undefined, matchup: string | null | undefined): string {
  if (awayTeam?.trim() && homeTeam?.trim()) return matchupShort(awayTeam, homeTeam);
  const parts = (matchup ?? '').split(/\s+(?:@|at|vs\.?)\s+/i);
  if (parts.length === 2 && parts[0]!.trim() && parts[1]!.trim()) return matchupShort(parts[0], parts[1]);
  return matchup?.trim() || 'TBD';
}

/** A prop's market without its line ("assists 2.5" -> "Assists"): categories are markets, not lines. */
export function propCategory(prop: string | null | undefined): string {
  const market = (prop ?? '').replace(/\s*[+-]?\d+(\.\d+)?\s*$/, '').trim();
  return market ? titleCase(market) : 'Player Prop';
}

/** "Sat, Nov 28 · 7:00 PM ET", or the time alone when the day is unknown. */
export function gameWhen(gameTime: string | null | undefined): string {
  const day = formatGameDay(gameTime);
  const time = formatGameTime(gameTime);
  return day ? `${day} · ${time}` : time;
}

const GRADED = new Set(['won', 'lost', 'push', 'void']);

export function buildTeamItems(picks: Pick[], props: Prop[], now: number = Date.now()): { items: TeamItem[]; locked: number } {
  const items: TeamItem[] = [];
  let locked = 0;
  for (const p of picks) {
    if (p.locked) {
      locked++;
      continue;
    }
    if (!p.pick?.trim()) continue;
    items.push({
      id: p.pickId,
      kind: 'pick',
      league: p.league,
      game: gameName(p.awayTeam, p.homeTeam, p.matchup),
      teams: [p.awayTeam, p.homeTeam].filter((t): t is string => Boolean(t && t.trim())),
      category: titleCase(p.type || 'Moneyline'),
      time: gameWhen(p.gameTime || p.time),
      state: pickState(p, now),
      result: p.result ?? null,
      pick: cardPickLabel(p.pick),
      odds: cardOdds(p.odds, p.pick),
      analysis: rationaleParagraphs(p.rationale),
      call: callLabel(p),
      callLine: p.classification === 'lean' ? leanLine(p) : playableLabel(p),
    });
  }
  for (const p of props) {
    if (p.locked) {
      locked++;
      continue;
    }
    items.push({
      id: p.id,
      kind: 'prop',
      league: p.league,
      game: gameName(null, null, p.matchup),
      teams: p.team?.trim() ? [p.team.trim()] : [],
      category: propCategory(p.prop),
      time: p.gameTime ? gameWhen(p.gameTime) : p.time,
      state: pickState({ status: p.result && GRADED.has(p.result) ? 'graded' : null, gameTime: p.gameTime ?? null }, now),
      result: p.result ?? null,
      pick: propPickText(p),
      odds: formatAmerican(p.odds),
      analysis: analysisBullets(p.analysis),
      call: null,
      callLine: null,
    });
  }
  return { items, locked };
}

export function filterOptions(items: TeamItem[]) {
  const uniq = (xs: string[]) => [...new Set(xs)].sort((a, b) => a.localeCompare(b));
  return {
    games: uniq(items.map((i) => i.game)),
    teams: uniq(items.flatMap((i) => i.teams)),
    categories: uniq(items.map((i) => i.category)),
  };
}

export function applyFilters(items: TeamItem[], f: TeamFilters): TeamItem[] {
  return items.filter(
    (i) => (f.game === ALL || i.game === f.game) && (f.team === ALL || i.teams.includes(f.team)) && (f.category === ALL || i.category === f.category),
  );
}

/** Filters from the URL (?game=&team=&category=), "all" where absent. */
export function filtersFromParams(params: URLSearchParams): TeamFilters {
  return { game: params.get('game') || ALL, team: params.get('team') || ALL, category: params.get('category') || ALL };
}
