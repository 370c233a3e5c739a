// Baseball rate stats computed from counting stats. The MLB Stats API writes innings as strings
// where ".1" and ".2" are thirds of an inning (outs), not decimals.

/** '166.0' -> 166, '349.2' -> 349.667, '0.1' -> 0.333. Null when the text is not innings. */
export function parseInnings(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const m = /^(\d+)(?:\.([012]))?$/.exec(String(text).trim());
  if (!m) return null;
  return Number(m[1]) + Number(m[2] ?? 0) / 3;
}

/** Outs recorded for an innings text ('6.2' -> 20). */
export const inningsToOuts = (text: string | number): number | null => {
  const ip = parseInnings(text);
  return ip === null ? null : Math.round(ip * 3);
};

/** Back to the '6.2' notation from outs. */
export const outsToInnings = (outs: number): string => `${Math.floor(outs / 3)}.${outs % 3}`;

/** The FIP constant fixed by the spec (league-average ERA minus league FIP, held constant). */
export const FIP_CONSTANT = 3.1;

/** FIP = (13*HR + 3*(BB+HBP) - 2*K) / IP + 3.1. Null with no innings. */
export function fip(s: { homeRuns: number; walks: number; hitByPitch: number; strikeouts: number; inningsPitched: number }): number | null {
  if (!(s.inningsPitched > 0)) return null;
  return (13 * s.homeRuns + 3 * (s.walks + s.hitByPitch) - 2 * s.strikeouts) / s.inningsPitched + FIP_CONSTANT;
}

/**
 * wOBA weights, held fixed (the spec keeps "wOBA constants fixed" instead of per-season values):
 * these are FanGraphs' 2023 linear weights, close to every recent season.
 */
export const WOBA_WEIGHTS = { walk: 0.696, hitByPitch: 0.726, single: 0.883, double: 1.244, triple: 1.569, homeRun: 2.004 } as const;

export interface WobaInput {
  atBats: number;
  walks: number;
  intentionalWalks: number;
  hitByPitch: number;
  sacFlies: number;
  hits: number;
  doubles: number;
  triples: number;
  homeRuns: number;
}

/**
 * wOBA = (uBB*w + HBP*w + 1B*w + 2B*w + 3B*w + HR*w) / (AB + BB - IBB + SF + HBP), with
 * unintentional walks only. Null with no plate appearances in the denominator.
 */
export function woba(s: WobaInput): number | null {
  const unintentional = s.walks - s.intentionalWalks;
  const singles = s.hits - s.doubles - s.triples - s.homeRuns;
  const denominator = s.atBats + unintentional + s.sacFlies + s.hitByPitch;
  if (denominator <= 0 || singles < 0) return null;
  const w = WOBA_WEIGHTS;
  return (w.walk * unintentional + w.hitByPitch * s.hitByPitch + w.single * singles + w.double * s.doubles + w.triple * s.triples + w.homeRun * s.homeRuns) / denominator;
}

/** '.203' / '2.33' / '-.--' -> number or null (the API's placeholders for no data). */
export function parseRate(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (!text) return null;
  const n = Number(text.trim());
  return /\d/.test(text) && Number.isFinite(n) ? n : null;
}

/** Baseball-style rate text: 3 decimals without the leading zero for averages ('.264'), 2 for ERA. */
export function formatRate(value: number | null, kind: 'average' | 'era'): string {
  if (value === null || !Number.isFinite(value)) return kind === 'average' ? '.---' : '-.--';
  if (kind === 'era') return value.toFixed(2);
  const s = value.toFixed(3);
  return s.startsWith('0') ? s.slice(1) : s;
}
