// Team Props: the day's game picks and player props as one filterable list (game, team, category).
import { formatGameTime, pickLabel, rationaleParagraphs, shortMatchup, type Pick, type Prop } from '@gary/design';
import { analysisBullets, propPickText } from '../player-props/prop-format';

export type TeamItem = {
  id: string;
  kind: 'pick' | 'prop';
  league: string;
  game: string;
  teams: string[];
  category: string;
  time: string;
  pick: string;
  analysis: string[];
};

export type TeamFilters = { game: string; team: string; category: string };
export const ALL = 'all';

function titleCase(s: string): string {
  return s.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()).trim();
}

export function buildTeamItems(picks: Pick[], props: Prop[]): { items: TeamItem[]; locked: number } {
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
      game: shortMatchup(p.awayTeam, p.homeTeam, p.matchup),
      teams: [p.awayTeam, p.homeTeam].filter((t): t is string => Boolean(t && t.trim())),
      category: titleCase(p.type || 'Moneyline'),
      time: formatGameTime(p.gameTime, p.time),
      pick: pickLabel(p.pick),
      analysis: rationaleParagraphs(p.rationale),
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
      game: p.matchup?.trim() || 'TBD',
      teams: p.team?.trim() ? [p.team.trim()] : [],
      category: p.prop?.trim() ? titleCase(p.prop) : 'Player Prop',
      time: formatGameTime(null, p.time),
      pick: propPickText(p),
      analysis: analysisBullets(p.analysis),
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
