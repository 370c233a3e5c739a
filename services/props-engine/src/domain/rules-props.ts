// The rules-based MLB props, exactly as the spec states them:
// - strikeouts: only a pitcher with at least 20 innings pitched who has not been used already;
//   expected strikeouts = K/9 x 5.5 innings / 9, rounded to the nearest 0.5; over when that is more
//   than 1 above the line, under when more than 1 below, nothing otherwise;
// - hitting: only against a starter whose ERA is above 4.5, at line 1.5;
// - either way a side is kept only when its odds are better than -150.
// The strikeout line is the market's (a pitcher with no posted line has nothing to bet). Missing
// prices fall back to the spec's default odds: -110 strikeouts, -115 hits, -120 total bases.
import { impliedProbability } from '@gary/betting';
import { betterThanLimit, evPer100, round, type Bet, type PropOptionRow } from './prop-candidates';
import { averageFor, probabilityOver, type KeyStat } from './prop-estimates';
import { findPropType } from './prop-markets';
import type { PropDraft } from './prop-pick';

export const MIN_INNINGS = 20;
export const EXPECTED_INNINGS = 5.5;
export const MIN_LINE_GAP = 1;
export const ERA_THRESHOLD = 4.5;
export const HITTING_LINE = 1.5;
export const HITTERS_PER_TEAM = 2;
export const DEFAULT_ODDS = { strikeouts: -110, hits: -115, 'total bases': -120 } as const;
/** The rules variant's default confidences (7 and 6 on its 0-10 scale). */
export const RULES_CONFIDENCE = { strikeouts: 0.7, hitting: 0.6 } as const;

export interface PitcherInput {
  id: string;
  name: string;
  team: string;
  confirmed: boolean;
  /** As the MLB Stats API writes it: "166.0", "19.2" (the digit after the point is thirds). */
  inningsPitched: string;
  kPer9: number;
  strikeouts: number;
  era: string;
}

export interface HitterInput {
  id: string;
  name: string;
  team: string;
  stats: KeyStat[];
}

export interface RulesGameInput {
  homeTeam: string;
  awayTeam: string;
  homeStarter: PitcherInput | null;
  awayStarter: PitcherInput | null;
  homeHitters: HitterInput[];
  awayHitters: HitterInput[];
  options: PropOptionRow[];
}

/** "19.2" -> 19 2/3 innings; null for anything unreadable. */
export function parseInnings(text: unknown): number | null {
  const m = typeof text === 'string' || typeof text === 'number' ? /^(\d+)(?:\.([012]))?$/.exec(String(text).trim()) : null;
  if (!m) return null;
  return Number(m[1]) + Number(m[2] ?? 0) / 3;
}

export const roundToHalf = (n: number) => Math.round(n * 2) / 2;

/** K/9 x 5.5 / 9, rounded to the nearest 0.5; K/9 from strikeouts and innings when not given. */
export function expectedStrikeouts(p: Pick<PitcherInput, 'kPer9' | 'strikeouts' | 'inningsPitched'>): number | null {
  let k9 = Number.isFinite(p.kPer9) && p.kPer9 > 0 ? p.kPer9 : null;
  if (k9 === null) {
    const ip = parseInnings(p.inningsPitched);
    if (ip && ip > 0 && Number.isFinite(p.strikeouts)) k9 = (p.strikeouts * 9) / ip;
  }
  return k9 === null ? null : roundToHalf((k9 * EXPECTED_INNINGS) / 9);
}

/** Over when expected is more than 1 above the line, under when more than 1 below, else none. */
export function strikeoutSide(expected: number, line: number): Bet | null {
  if (expected - line > MIN_LINE_GAP) return 'over';
  if (line - expected > MIN_LINE_GAP) return 'under';
  return null;
}

/** A starter's ERA must be above 4.5 (4.5 itself is not) for hitting props against him. */
export function eraAllowsHitting(era: unknown): boolean {
  const v = typeof era === 'number' ? era : typeof era === 'string' ? Number(era.trim()) : NaN;
  return Number.isFinite(v) && v > ERA_THRESHOLD;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function marketRow(options: readonly PropOptionRow[], player: string, propType: string, line?: number): PropOptionRow | undefined {
  return options.find((o) => sameName(o.player, player) && findPropType('MLB', o.market)?.type === propType && (line === undefined || o.line === line));
}

function probabilityOf(bet: Bet, odds: number, mean: number | null, line: number): number {
  if (mean !== null) {
    const over = probabilityOver(mean, line);
    if (over !== null) return bet === 'over' ? over : 1 - over;
  }
  const p = impliedProbability(odds);
  return p.ok ? p.value : 0.5;
}

function strikeoutProp(p: PitcherInput, opponent: string, options: readonly PropOptionRow[], used: Set<string>): PropDraft | null {
  const who = p.id || p.name.toLowerCase();
  if (!p.confirmed || used.has(who)) return null;
  const ip = parseInnings(p.inningsPitched);
  if (ip === null || ip < MIN_INNINGS) return null;
  const expected = expectedStrikeouts(p);
  const row = marketRow(options, p.name, 'strikeouts');
  if (expected === null || !row || row.line === null) return null;
  const bet = strikeoutSide(expected, row.line);
  if (!bet) return null;
  const posted = bet === 'over' ? row.overOdds : row.underOdds;
  const odds = typeof posted === 'number' ? posted : DEFAULT_ODDS.strikeouts;
  if (!betterThanLimit(odds)) return null;
  used.add(who);
  const prob = probabilityOf(bet, odds, expected, row.line);
  const k9 = round((expected * 9) / EXPECTED_INNINGS, 1);
  return {
    player: p.name,
    playerId: p.id,
    team: p.team,
    propType: 'strikeouts',
    market: 'pitcher_strikeouts',
    line: row.line,
    bet,
    odds,
    confidence: RULES_CONFIDENCE.strikeouts,
    ev: evPer100(prob, odds),
    analysis: [
      `${p.name} carries about ${k9} strikeouts per nine over ${p.inningsPitched} innings this season.`,
      `Over a normal 5.5-inning start that works out to ${expected} strikeouts against a line of ${row.line}.`,
      `That's ${round(Math.abs(expected - row.line), 1)} away from the number, so I'm on the ${bet} against ${opponent}.`,
    ],
    source: 'rules',
    writer: 'rules',
  };
}

function hittingProp(h: HitterInput, starter: PitcherInput, options: readonly PropOptionRow[]): PropDraft | null {
  let best: { draft: PropDraft; ev: number } | null = null;
  for (const propType of ['hits', 'total bases'] as const) {
    const row = marketRow(options, h.name, propType, HITTING_LINE);
    const odds = typeof row?.overOdds === 'number' ? row.overOdds : DEFAULT_ODDS[propType];
    if (!betterThanLimit(odds)) continue;
    const mean = averageFor(propType, h.stats);
    const ev = evPer100(probabilityOf('over', odds, mean, HITTING_LINE), odds);
    if (best && best.ev >= ev) continue;
    best = {
      ev,
      draft: {
        player: h.name,
        playerId: h.id,
        team: h.team,
        propType,
        market: propType === 'hits' ? 'batter_hits' : 'batter_total_bases',
        line: HITTING_LINE,
        bet: 'over',
        odds,
        confidence: RULES_CONFIDENCE.hitting,
        ev,
        analysis: [
          `${starter.name} takes the ball with a ${starter.era} ERA, and that's a pitcher you can get to.`,
          mean !== null ? `${h.name} is averaging ${mean} ${propType} a game coming in.` : `${h.name} sits near the top of this lineup and gets his swings.`,
          `Over ${HITTING_LINE} ${propType} at ${odds > 0 ? `+${odds}` : odds} is the way I play it.`,
        ],
        source: 'rules',
        writer: 'rules',
      },
    };
  }
  return best?.draft ?? null;
}

/**
 * The rules-based props of one MLB game. `usedPitchers` is shared across the day's games, so a
 * pitcher listed twice (a doubleheader, a second data source) is never used for two props.
 */
export function rulesProps(game: RulesGameInput, usedPitchers: Set<string>): PropDraft[] {
  const out: PropDraft[] = [];
  const sides = [
    { pitcher: game.homeStarter, opponent: game.awayTeam, facingHitters: game.awayHitters },
    { pitcher: game.awayStarter, opponent: game.homeTeam, facingHitters: game.homeHitters },
  ];
  for (const s of sides) {
    if (!s.pitcher) continue;
    const k = strikeoutProp(s.pitcher, s.opponent, game.options, usedPitchers);
    if (k) out.push(k);
    if (!s.pitcher.confirmed || !eraAllowsHitting(s.pitcher.era)) continue;
    for (const h of s.facingHitters.slice(0, HITTERS_PER_TEAM)) {
      const hp = hittingProp(h, s.pitcher, game.options);
      if (hp) out.push(hp);
    }
  }
  return out;
}
