// Grading a prop from the game's box score. The win/loss/push rule itself is @gary/betting's
// gradeProp (over wins above the line, push at it, loses below; under mirrored); this file finds
// the number to grade, and when it cannot, says why with one of the spec's pending reasons.
import { gradeProp, type PropOutcome } from '@gary/betting';
import { findPropType, isPropSport, statValue } from './prop-markets';

export const PENDING_REASONS = {
  playerId: 'Player ID not found',
  game: 'Game not found',
  playerStats: 'Player stats not found in boxscore',
  statType: 'Stat type not found',
} as const;

export type PendingReason = (typeof PENDING_REASONS)[keyof typeof PENDING_REASONS];

export interface BoxPlayer {
  playerId: string;
  name: string;
  team: string;
  stats: Record<string, number>;
}

export interface BoxScoreInput {
  found: boolean;
  final: boolean;
  players: BoxPlayer[];
}

export interface GradableProp {
  league: string;
  player: string;
  playerId: string;
  propType: string;
  line: number;
  bet: string;
}

export interface PropGrade {
  result: PropOutcome;
  actualValue: number | null;
  pendingReason: PendingReason | null;
  /** The box-score id the player was found under (kept so a later look-up goes by id). */
  playerId: string;
}

/** 'José Ramírez Jr.' and 'jose ramirez' are the same player. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’,-]/g, ' ')
    .replace(/\b(jr|sr|ii|iii|iv)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const pending = (reason: PendingReason, playerId = ''): PropGrade => ({ result: 'pending', actualValue: null, pendingReason: reason, playerId });

export function gradeFromBoxScore(prop: GradableProp, box: BoxScoreInput | null): PropGrade {
  if (!box || !box.found || !box.final) return pending(PENDING_REASONS.game, prop.playerId);
  const wanted = normaliseName(prop.player);
  const byId = prop.playerId ? box.players.find((p) => p.playerId === prop.playerId) : undefined;
  const byName = byId ?? box.players.find((p) => normaliseName(p.name) === wanted);
  if (!byName) {
    // With an id we know who he is: he simply has no line in this box score (did not play).
    return prop.playerId ? pending(PENDING_REASONS.playerStats, prop.playerId) : pending(PENDING_REASONS.playerId);
  }
  const playerId = byName.playerId || prop.playerId;
  if (!byName.stats || Object.keys(byName.stats).length === 0) return pending(PENDING_REASONS.playerStats, playerId);
  const def = isPropSport(prop.league) ? findPropType(prop.league, prop.propType) : null;
  if (!def) return pending(PENDING_REASONS.statType, playerId);
  const stat = statValue(def, byName.stats);
  if (!stat.ok || stat.value === null) return pending(PENDING_REASONS.statType, playerId);
  const result = gradeProp(prop.bet, prop.line, stat.value);
  return { result, actualValue: stat.value, pendingReason: null, playerId };
}
