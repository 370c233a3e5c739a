// Reading records and form ('45-30', '7-3', NHL '30-20-5') into fractions the core can use.

export interface WinLoss {
  wins: number;
  losses: number;
  others: number;
}

export function parseRecord(text: string | null | undefined): WinLoss | null {
  const m = typeof text === 'string' ? /^\s*(\d{1,3})-(\d{1,3})(?:-(\d{1,3}))?\s*$/.exec(text) : null;
  if (!m) return null;
  const rec = { wins: Number(m[1]), losses: Number(m[2]), others: m[3] ? Number(m[3]) : 0 };
  return rec.wins + rec.losses + rec.others > 0 ? rec : null;
}

/** Share of games won (overtime losses count as games not won). */
export function winShare(text: string | null | undefined): number | null {
  const r = parseRecord(text);
  return r ? r.wins / (r.wins + r.losses + r.others) : null;
}

const OUT = /\b(out|ir|injured reserve|doubtful|suspended|inactive)\b/i;

/** Players ruled out (or doubtful): the injuries that change a game. */
export function playersOut(injuries: readonly { player: string; status: string }[]): string[] {
  return injuries.filter((i) => OUT.test(i.status)).map((i) => i.player);
}

export const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
export const round = (x: number, digits = 3) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};
