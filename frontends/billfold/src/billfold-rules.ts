import { type BillfoldKind, type BillfoldRange } from '@gary/design';
import { decidedWinRate } from '@gary/betting/display';

export const RANGES: { value: BillfoldRange; label: string }[] = [
  { value: 'all', label: 'All time' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: 'ytd', label: 'Year to date' },
];

export const KINDS: { value: BillfoldKind; label: string }[] = [
  { value: 'games', label: 'Game Picks' },
  { value: 'props', label: 'Prop Picks' },
];

export function emptyMessage(kind: BillfoldKind): string {
  return `No ${kind === 'props' ? 'prop' : 'game'} results found. Check back later for updated picks.`;
}

export function fetchErrorMessage(message: string): string {
  return `Error fetching data: ${message}`;
}

/** Share of all bets (0..100) per type, for the distribution bars. */
export function distribution<T extends { count: number }>(rows: T[]): (T & { share: number })[] {
  const total = rows.reduce((n, r) => n + (r.count > 0 ? r.count : 0), 0);
  return rows.map((r) => ({ ...r, share: total > 0 ? (Math.max(0, r.count) / total) * 100 : 0 }));
}

/** Win rate of a W/L/P record, pushes excluded (DECISIONS), as 0..100 or null. */
export function recordWinRate(r: { wins: number; losses: number }): number | null {
  const rate = decidedWinRate(r.wins, r.losses);
  return rate === null ? null : rate * 100;
}
