// Gary's picks with no language model, straight from the market and the teams' scoring: the
// moneyline goes to the no-vig favourite, the spread follows the moneyline (the spec's consistency
// rule, so the two can always win together), and the total is picked from a reason (total-call.ts).
// The rationale says which numbers decided each, with the game's own teams and figures, worded
// from several templates chosen by the game.
import { hashOf, spreadFollowsMoneyline } from '@gary/betting';
import type { GaryPicks, MarketSummary, SlateGame, ThoughtOdds } from './thought-game';
import { totalCall, type ScoringForm, type TotalCall } from './total-call';

const TIE = 0.005;

function lean<A extends string, B extends string>(m: MarketSummary | undefined, a: A, b: B, otherwise: A | B): { pick: A | B; prob: number | null } {
  const x = m?.sides.find((s) => s.side === a);
  const y = m?.sides.find((s) => s.side === b);
  if (!x || !y) return { pick: otherwise, prob: null };
  if (Math.abs(x.noVigProbability - y.noVigProbability) > TIE) {
    return x.noVigProbability > y.noVigProbability ? { pick: a, prob: x.noVigProbability } : { pick: b, prob: y.noVigProbability };
  }
  if (Math.abs(x.ev - y.ev) > 1e-9) return x.ev > y.ev ? { pick: a, prob: x.noVigProbability } : { pick: b, prob: y.noVigProbability };
  return { pick: otherwise, prob: otherwise === a ? x.noVigProbability : y.noVigProbability };
}

const nick = (team: string) => team.trim().split(/\s+/).pop() ?? team;
const pct = (p: number | null) => (p === null ? null : `${Math.round(p * 100)}%`);
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

type Facts = { g: SlateGame; o: ThoughtOdds; ml: string; other: string; mlPct: string | null; spLine: string; spPrice: string; total: TotalCall; form: ScoringForm | null };

const OPEN: ((f: Facts) => string)[] = [
  (f) => `The market makes the ${f.ml} a ${f.mlPct ?? 'clear'} shot to beat the ${f.other} outright, so that's my moneyline.`,
  (f) => `${f.ml} to win it. The no-vig number has them at ${f.mlPct ?? 'better than even'} against the ${f.other}, and I don't fight the whole market on a straight-up call.`,
  (f) => `Moneyline's the ${f.ml}${f.mlPct ? `, ${f.mlPct} once you take the house cut out` : ''}; the ${f.other} have to prove it.`,
];
const SPREAD: ((f: Facts) => string)[] = [
  (f) => `I stay with them on the number too, ${f.ml} ${f.spLine} at ${f.spPrice}, so the two tickets cash together.`,
  (f) => `Same side on the spread, ${f.ml} ${f.spLine} (${f.spPrice}): I don't bet a team to win and its opponent to cover.`,
  (f) => `And ${f.ml} ${f.spLine} at ${f.spPrice} against the number, same team, same conviction.`,
];

function totalSentence(f: Facts, seed: number): string {
  const t = f.total;
  const line = f.o.total.line;
  const unit = f.form?.unit ?? 'points';
  if (t.reason === 'scoring' && t.projection !== null && f.form) {
    const h = nick(f.g.homeTeam);
    const a = nick(f.g.awayTeam);
    return [
      `The total: the ${h} score ${f.form.home.scored} and allow ${f.form.home.allowed} a game, the ${a} ${f.form.away.scored} and ${f.form.away.allowed}, which projects ${t.projection} ${unit} against ${line}, so it's the ${t.side}.`,
      `${t.side === 'over' ? 'Over' : 'Under'} ${line}: ${h} and ${a} have been good for about ${t.projection} ${unit} between them on their recent scoring.`,
    ][seed % 2]!;
  }
  const teams = `${nick(f.g.awayTeam)} and ${nick(f.g.homeTeam)}`;
  if (t.reason === 'price') return `On the ${teams} total the ${t.side} ${line}${t.price ? ` at ${signed(t.price)}` : ''} is the side with value at the best price${t.prob !== null ? ` (${pct(t.prob)} fair)` : ''}.`;
  if (t.reason === 'juice') return `The ${teams} total is priced dead even, so I take the ${t.side} ${line}${t.price ? ` at ${signed(t.price)}` : ''}, the side that gives the least to the juice.`;
  return `No scoring edge on ${teams}, so on the total I go with the market's lean: ${t.side} ${line}${t.prob !== null ? `, ${pct(t.prob)} by the no-vig math` : ''}.`;
}

export function offlinePicks(game: SlateGame, odds: ThoughtOdds, form: ScoringForm | null = null): GaryPicks {
  const h2h = game.markets.find((m) => m.market === 'h2h');
  const ml = lean(h2h, 'home', 'away', 'home');
  // "if spread and moneyline picks differ, the spread is overwritten to match the moneyline".
  const sides = spreadFollowsMoneyline({ moneyline: ml.pick, spread: ml.pick });
  const total = totalCall(game, odds, form);
  const team = (s: 'home' | 'away') => (s === 'home' ? game.homeTeam : game.awayTeam);
  const sp = sides.spread === 'home' ? odds.spread.home : odds.spread.away;
  const f: Facts = {
    g: game,
    o: odds,
    ml: nick(team(ml.pick)),
    other: nick(team(ml.pick === 'home' ? 'away' : 'home')),
    mlPct: pct(ml.prob),
    spLine: signed(sp.line),
    spPrice: signed(sp.odds),
    total,
    form,
  };
  const seed = hashOf(game.eventId);
  const pick = <T>(list: T[], salt: number) => list[(seed + salt) % list.length] as T;
  const rationale = [pick(OPEN, 0)(f), pick(SPREAD, 1)(f), totalSentence(f, seed >>> 2)].join(' ');
  return { spread: sides.spread, moneyline: sides.moneyline, total: total.side, rationale };
}
