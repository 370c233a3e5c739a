// Where a simulated game stands at a given moment: scheduled, live with a partial score, or final.
// Finals appear only after the game's expected end on the real clock, unless an admin forced it.
import { finalScoreOf, type SimGame } from './slate';

/** Shared by the simulated odds and stats providers so a forced final is final in both. */
export interface SimulationState {
  readonly forcedFinals: Map<string, Date>;
  /**
   * Admin line moves (a simulator demo of a market move): log-odds added to the home side of a
   * game's moneyline and spread prices, on top of the clock's drift. Kept in this process only.
   */
  readonly lineShifts?: Map<string, number>;
}

export const createSimulationState = (): SimulationState => ({ forcedFinals: new Map(), lineShifts: new Map() });

export type SimGameStatus =
  | { state: 'scheduled'; score: null; lastUpdate: null }
  | { state: 'live'; score: { home: number; away: number }; lastUpdate: string; fraction: number }
  | { state: 'final'; score: { home: number; away: number }; lastUpdate: string };

const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function statusAt(game: SimGame, now: Date, state?: SimulationState): SimGameStatus {
  const start = Date.parse(game.commenceTime);
  const end = Date.parse(game.expectedEnd);
  const forcedAt = state?.forcedFinals.get(game.id);
  const t = now.getTime();
  if (forcedAt && forcedAt.getTime() <= t) {
    return { state: 'final', score: finalScoreOf(game), lastUpdate: iso(Math.min(forcedAt.getTime(), Math.max(end, start))) };
  }
  if (t < start) return { state: 'scheduled', score: null, lastUpdate: null };
  const final = finalScoreOf(game);
  if (t >= end) return { state: 'final', score: final, lastUpdate: iso(end) };
  // Scores only go up and reach the final at the end; a little lag for the away side keeps the
  // two from moving in lock-step.
  const fraction = (t - start) / (end - start);
  const lastUpdate = iso(start + Math.floor((t - start) / 60_000) * 60_000);
  return {
    state: 'live',
    score: { home: Math.floor(final.home * fraction), away: Math.floor(final.away * Math.max(0, fraction - 0.03)) },
    lastUpdate,
    fraction,
  };
}
