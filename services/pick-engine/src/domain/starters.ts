// The MLB starters a pick assumes, and a change of starter after it was published. A pick is only
// made when both starters are announced (analyse-game.ts); the ones it assumed are stored with it.
// A later look at the probable starters that names someone else (or no one) for a side is a change
// of starter, shown on the pick and in its analysis until first pitch.
import type { MatchupFacts, PriorStartFact, TeamSide } from './game-input';

/** One side's starter as the pick engine hands it on (decidePick's optional starter input, when it takes one). */
export interface StarterInput {
  id: string;
  name: string;
  priorStarts: PriorStartFact[];
}

export interface StartersInput {
  home: StarterInput | null;
  away: StarterInput | null;
}

export interface StarterChange {
  side: TeamSide;
  team: string;
  /** The starter at publishing. */
  assumed: string;
  /** The probable starter now; null when the club lists none. */
  now: string | null;
  nowId: string | null;
}

/** The announced starters of an MLB matchup; null when the context holds no starter at all. */
export function startersOf(context: MatchupFacts | null): StartersInput | null {
  if (!context) return null;
  const side = (t: MatchupFacts['home']): StarterInput | null => {
    const s = t.starter;
    return s && s.confirmed && s.name ? { id: s.id ?? '', name: s.name, priorStarts: s.priorStarts ?? [] } : null;
  };
  const out = { home: side(context.home), away: side(context.away) };
  return out.home || out.away ? out : null;
}

const samePitcher = (a: Pick<StarterInput, 'id' | 'name'>, b: Pick<StarterInput, 'id' | 'name'>) =>
  a.id && b.id ? a.id === b.id : a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

/**
 * Each side whose probable starter now differs from the one assumed. `current` null means the
 * starters could not be read (no change is claimed on missing data); a side now listing no
 * starter is a change.
 */
export function starterChanges(
  assumed: StartersInput,
  current: StartersInput | null,
  teams: { homeTeam: string; awayTeam: string },
): StarterChange[] {
  if (!current) return [];
  const out: StarterChange[] = [];
  for (const side of ['home', 'away'] as const) {
    const was = assumed[side];
    if (!was) continue;
    const now = current[side];
    if (now && samePitcher(was, now)) continue;
    out.push({ side, team: side === 'home' ? teams.homeTeam : teams.awayTeam, assumed: was.name, now: now?.name ?? null, nowId: now?.id || null });
  }
  return out;
}

/** The analysis line of one change. */
export function starterChangeText(c: Pick<StarterChange, 'team' | 'assumed' | 'now'>): string {
  return c.now
    ? `Starter change: ${c.team} now list ${c.now}, not ${c.assumed} (the starter this pick assumed)`
    : `Starter change: ${c.team} no longer list ${c.assumed} (the starter this pick assumed) and name no one yet`;
}
