// The four flags on a pick, each derived from data and nothing else:
// - trapAlert: the public side (the favourite) is priced up (no-vig 60% or more, about -150) while
//   its line moved against it since the open (home price or point moving the other way): money
//   that is not the public's is on the other side.
// - revenge: the picked team lost the last meeting (a 'Last meeting' key stat from stats-ingest,
//   e.g. 'L 98-105'), or trails the playoff series; false when unknown.
// - superstition: Gary's lucky sevens, deterministic: the picked team's last ten reads 7-3, or
//   the price ends in a 7 (-117, +137).
// - momentum: the picked team's form, wins over its last ten (season record when no last ten),
//   0.5 when neither is known.
import { impliedProbability } from '@gary/betting';
import type { GameInput, MarketMove, TeamFacts, TeamSide } from '../../domain/game-input';
import { round, winShare } from '../../domain/team-form';

export interface PickFlags {
  trapAlert: boolean;
  revenge: boolean;
  superstition: boolean;
  momentum: number;
}

export const TRAP_PRICED_UP = 0.6;
const PRICE_MOVE = 0.015;
const POINT_MOVE = 0.5;

const implied = (price: number | null): number | null => {
  if (price === null) return null;
  const p = impliedProbability(price);
  return p.ok ? p.value : null;
};

/** Did the line move against the favourite (given as home or away) from open to latest? */
export function movedAgainst(favourite: TeamSide, moves: readonly MarketMove[]): boolean {
  const sign = favourite === 'home' ? 1 : -1;
  for (const m of moves) {
    if (m.market === 'h2h') {
      const open = implied(m.openingPrice);
      const latest = implied(m.latestPrice);
      // The home price's implied probability falling means money against home.
      if (open !== null && latest !== null && sign * (open - latest) >= PRICE_MOVE) return true;
    } else if (m.openingPoint !== null && m.latestPoint !== null) {
      // Home -6.5 to -5.5 (point rising) is a move against home.
      if (sign * (m.latestPoint - m.openingPoint) >= POINT_MOVE) return true;
    }
  }
  return false;
}

export function trapAlert(game: GameInput): boolean {
  const home = game.h2h.find((q) => q.side === 'home')?.noVig ?? null;
  const away = game.h2h.find((q) => q.side === 'away')?.noVig ?? null;
  if (home === null || away === null) return false;
  const favourite: TeamSide = home >= away ? 'home' : 'away';
  const favProb = Math.max(home, away);
  return favProb >= TRAP_PRICED_UP && movedAgainst(favourite, game.moves);
}

const LAST_MEETING = /last[\s_-]*(meeting|game vs|h2h)|previous meeting/i;

export function lostLastMeeting(team: TeamFacts | undefined): boolean | null {
  const stat = team?.keyStats.find((s) => LAST_MEETING.test(s.name));
  if (!stat) return null;
  const v = stat.value.trim();
  if (/^(l\b|lost|loss)/i.test(v)) return true;
  if (/^(w\b|won|win)/i.test(v)) return false;
  return null;
}

export function revenge(game: GameInput, side: TeamSide): boolean {
  const ctx = game.context;
  if (!ctx) return false;
  const team = side === 'home' ? ctx.home : ctx.away;
  const lost = lostLastMeeting(team);
  if (lost !== null) return lost;
  const s = ctx.series;
  if (s?.found) {
    const mine = s.teamA === team.name ? s.teamAWins : s.teamB === team.name ? s.teamBWins : null;
    const theirs = s.teamA === team.name ? s.teamBWins : s.teamB === team.name ? s.teamAWins : null;
    if (mine !== null && theirs !== null) return mine < theirs;
  }
  return false;
}

export function superstition(team: TeamFacts | undefined, price: number): boolean {
  return team?.lastTen?.trim() === '7-3' || Math.abs(price) % 10 === 7;
}

export function momentum(team: TeamFacts | undefined): number {
  const form = winShare(team?.lastTen) ?? winShare(team?.record);
  return round(form ?? 0.5, 2);
}

export function pickFlags(game: GameInput, side: TeamSide, price: number): PickFlags {
  const team = game.context ? (side === 'home' ? game.context.home : game.context.away) : undefined;
  return {
    trapAlert: trapAlert(game),
    revenge: revenge(game, side),
    superstition: superstition(team, price),
    momentum: momentum(team),
  };
}
