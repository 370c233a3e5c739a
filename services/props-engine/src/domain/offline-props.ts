// Props with no language model: the same per-game selection (top 5, each side better than -150)
// ranked by expected value, and Gary's analysis written from the numbers behind each pick. Every
// sentence slot has several templates; which one is used is chosen from the pick itself, so a
// rerun writes the same words while two picks on one board read differently. Templates speak only
// of facts that are present. No card calls itself the best on the board: only the day's board
// knows that (prop-claims.ts).
import { bookTitle, hashOf } from '@gary/betting';
import type { PropSide } from './prop-candidates';
import { byExpectedValue, round } from './prop-candidates';
import { MODEL_PROPS_PER_GAME } from './model-props';
import type { PropDraft } from './prop-pick';

export type PricedSide = PropSide & { average: number | null };

const signed = (o: number) => (o > 0 ? `+${o}` : String(o));
const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const nick = (team: string) => team.trim().split(/\s+/).pop() ?? team;
const dir = (s: PricedSide) => (s.bet === 'over' ? 'over' : 'under');
// A book by its display name, never its API key ('williamhill_us' is Caesars); a price found by search names no book.
const bookOf = (s: PricedSide) => (s.bookmaker && s.bookmaker !== 'search' ? bookTitle(s.bookmaker) : '');
const price = (s: PricedSide) => (bookOf(s) ? `${signed(s.odds)} at ${bookOf(s)}` : signed(s.odds));

type Line = (s: PricedSide, opp: string) => string;

const OPENERS: Line[] = [
  (s) => `${s.player} ${dir(s)} ${s.line} ${s.propType}, ${price(s)}. That's the play.`,
  (s) => `I'm taking ${s.player} to go ${dir(s)} ${s.line} ${s.propType} at ${price(s)}.`,
  (s) => `Put me down for ${s.player} ${dir(s)} ${s.line} ${s.propType}, best number out there is ${price(s)}.`,
  (s) => `No frills: ${s.player}, ${dir(s)} ${s.line} ${s.propType}, ${price(s)}.`,
  (s, opp) => `${s.player} against ${opp}: ${dir(s)} ${s.line} ${s.propType} at ${price(s)}.`,
];

const MARKET: Line[] = [
  (s) => `Take the juice out of both sides and the books have this hitting ${pct(s.fairProbability)} of the time.`,
  (s) => `The no-vig number says ${pct(s.fairProbability)}, and I don't argue with the whole market.`,
  (s) => `Strip the vig and it's a ${pct(s.fairProbability)} shot${s.otherOdds !== null ? `, with the other side sitting at ${signed(s.otherOdds)}` : ''}.`,
];

const VALUE: Line[] = [
  (s) => `At ${signed(s.odds)} that's ${s.ev >= 0 ? '+' : ''}${s.ev.toFixed(2)} expected on every hundred.`,
  (s) => `Shop it and you get ${signed(s.odds)}; the expected value works out to ${s.ev >= 0 ? '+' : ''}${s.ev.toFixed(2)} per $100.`,
  (s) => `Price matters in props, and ${signed(s.odds)} is the number that makes this one worth a ticket (${s.ev >= 0 ? '+' : ''}${s.ev.toFixed(2)} per $100).`,
];

const FORM: Line[] = [
  (s) => `He's averaging ${s.average} ${s.propType} a game, and the line is ${s.line}.`,
  (s) => `${s.average} ${s.propType} a night on the season against a ${s.line} line tells you which way to lean.`,
  (s) => `The season average is ${s.average}; the book hung ${s.line}.`,
];

const CLOSERS: Line[] = [
  (s) => `${nick(s.team || 'his club')} need him, and I'll ride it.`,
  () => 'Small stake, steady hand. Props are a grind.',
  () => "It's not flashy. It's the number.",
  (s) => `If ${s.player.split(' ').pop()} shows up like he usually does, we cash.`,
];

const pickOne = <T>(list: readonly T[], seed: number, salt: number): T => list[(seed + salt * 7919) % list.length] as T;

/** Gary's 3-4 sentence analysis of one side, built from its own numbers. */
export function writeOfflineAnalysis(s: PricedSide, opponent: string): string[] {
  const seed = hashOf(s.key);
  const out = [pickOne(OPENERS, seed, 1)(s, opponent), pickOne(MARKET, seed, 2)(s, opponent), pickOne(VALUE, seed, 3)(s, opponent)];
  // The average is written only when it points the pick's way; else it would argue against it.
  const agrees = s.average !== null && (s.bet === 'over' ? s.average > s.line : s.average < s.line);
  if (agrees) out.splice(2, 0, pickOne(FORM, seed, 4)(s, opponent));
  else out.push(pickOne(CLOSERS, seed, 5)(s, opponent));
  return out.slice(0, 4);
}

/**
 * The game's top 5 by expected value: one side per player and prop type, never both. Confidence
 * is the side's estimated win probability (market, blended with the player's average when known).
 */
export function offlineProps(sides: readonly PricedSide[], game: { homeTeam: string; awayTeam: string }): PropDraft[] {
  const taken = new Set<string>();
  const out: PropDraft[] = [];
  for (const s of [...sides].sort(byExpectedValue)) {
    const prop = `${s.player.toLowerCase()}|${s.propType}`;
    if (taken.has(prop)) continue;
    taken.add(prop);
    const opponent = s.team && s.team === game.homeTeam ? game.awayTeam : s.team === game.awayTeam ? game.homeTeam : `${game.awayTeam} @ ${game.homeTeam}`;
    out.push({
      player: s.player,
      playerId: '',
      team: s.team,
      propType: s.propType,
      market: s.market,
      line: s.line,
      bet: s.bet,
      odds: s.odds,
      confidence: round(s.fairProbability, 3),
      ev: s.ev,
      analysis: writeOfflineAnalysis(s, opponent),
      source: 'odds',
      writer: 'offline',
    });
    if (out.length === MODEL_PROPS_PER_GAME) break;
  }
  return out;
}
