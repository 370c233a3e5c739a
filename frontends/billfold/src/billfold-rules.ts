import { type BillfoldKind, type BillfoldLedger, type BillfoldRange } from '@gary/design';
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

/** Whose bets the Billfold counts: Gary's, or the other side of every one of his game picks. */
export const LEDGERS: { value: BillfoldLedger; label: string }[] = [
  { value: 'gary', label: 'Gary' },
  { value: 'fade', label: 'Fade Gary' },
];

/** The ledger a URL's `?ledger=` asks for; anything else is Gary's own. */
export const ledgerOf = (param: string | null): BillfoldLedger => (param === 'fade' ? 'fade' : 'gary');

export const FADE_NOTE =
  'Fade Gary: the other side of every game pick as a bet of its own, at the best price a book offered against Gary when he published, ' +
  'graded from the same final score, with its own closing line value.';

/** CLV of one row in percentage points, signed ("+2.1 pts"), or "—" when the close is unknown. */
export function formatClv(clv: number | null | undefined): string {
  if (clv === null || clv === undefined || !Number.isFinite(clv)) return '—';
  const pts = Math.round(clv * 1000) / 10;
  return `${pts > 0 ? '+' : ''}${pts.toFixed(1)} pts`;
}

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

/** "12 of 16 (75%)": graded picks still playable an hour before their game, of those with a live status by then. */
export function playableText(p: { playable: number; tracked: number } | null | undefined): string {
  if (!p || p.tracked === 0) return 'Not measured yet';
  return `${p.playable} of ${p.tracked} (${Math.round((p.playable / p.tracked) * 100)}%)`;
}

const signedPct = (x: number) => `${x > 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;

/**
 * What is said beside an ROI: how many graded bets it stands on and its 95% interval (the model
 * card's bootstrap, computed by the service: @gary/betting roi-interval.ts), so "ROI 23.0%" after six
 * picks reads as the noise it is.
 */
export function roiSample(bets: number, ci95: readonly [number, number] | null | undefined): string {
  const n = `${bets} graded ${bets === 1 ? 'pick' : 'picks'}`;
  return ci95 ? `${n} · 95% interval ${signedPct(ci95[0])} to ${signedPct(ci95[1])}` : n;
}
