// Simulated injury reports. A player's status holds for a whole week (seeded by ISO-ish week
// number), so reports do not flicker day to day. Starting pitchers are left out: their turn is
// modelled by the probable-starter rules instead.
import type { CataloguePlayer } from '../catalogue';
import type { SportKey } from '../sports';
import { createRng } from './prng';

export interface SimInjury {
  readonly status: string;
  readonly description: string;
  /** Eastern date the player is expected back, or null when unknown. */
  readonly returnDate: string | null;
  /** Out players do not play (no props, no box-score line). */
  readonly out: boolean;
}

const STATUSES: Record<SportKey, Array<{ status: string; out: boolean }>> = {
  basketball_nba: [{ status: 'Out', out: true }, { status: 'Questionable', out: false }, { status: 'Day-To-Day', out: false }],
  baseball_mlb: [{ status: '10-Day IL', out: true }, { status: 'Day-To-Day', out: false }],
  icehockey_nhl: [{ status: 'Out', out: true }, { status: 'Day-To-Day', out: false }],
  americanfootball_nfl: [{ status: 'Out', out: true }, { status: 'Questionable', out: false }, { status: 'Doubtful', out: false }],
  soccer_epl: [{ status: 'Out', out: true }, { status: 'Doubtful', out: false }],
};
const WHAT = ['ankle sprain', 'hamstring tightness', 'knee soreness', 'illness', 'lower-body injury', 'back spasms', 'wrist contusion', 'calf strain'];
const SIDES = ['Left', 'Right', ''];

const weekOf = (date: string): number => Math.floor(Date.parse(`${date}T12:00:00Z`) / (7 * 86_400_000));

export function injuryOf(sport: SportKey, player: CataloguePlayer, date: string): SimInjury | null {
  if (player.role === 'starter-pitcher') return null;
  const week = weekOf(date);
  const rng = createRng(`injury|${player.id}|${week}`);
  if (!rng.chance(0.07)) return null;
  const kind = rng.pick(STATUSES[sport]);
  const side = rng.pick(SIDES);
  const what = rng.pick(WHAT);
  const back = new Date((week + 1) * 7 * 86_400_000 + rng.int(0, 6) * 86_400_000).toISOString().slice(0, 10);
  return {
    status: kind.status,
    description: `${side ? `${side} ` : ''}${side ? what : what.charAt(0).toUpperCase() + what.slice(1)}`,
    returnDate: kind.out ? back : null,
    out: kind.out,
  };
}
