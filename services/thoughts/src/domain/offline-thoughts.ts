// Gary's picks with no language model, straight from the market: the moneyline goes to the no-vig
// favourite, the spread and the total to the side the whole market makes likelier (the better
// expected value at the best price breaks a tie). The rationale says which numbers decided it,
// worded from several templates chosen by the game, so the slate does not read like one card.
import { hashOf } from '@gary/betting';
import type { GaryPicks, MarketSummary, SlateGame, ThoughtOdds } from './thought-game';

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

type Facts = { g: SlateGame; o: ThoughtOdds; ml: string; mlPct: string | null; sp: string; spLine: string; spPct: string | null; tot: 'over' | 'under'; totPct: string | null };

const OPEN: ((f: Facts) => string)[] = [
  (f) => `Strip the juice and the market makes ${f.ml} a ${f.mlPct ?? 'clear'} shot to win this one outright, so that's my moneyline.`,
  (f) => `${f.ml} to win it. The no-vig number has them at ${f.mlPct ?? 'better than even'}, and I don't fight the whole market on a straight-up call.`,
  (f) => `Moneyline's easy: ${f.ml}${f.mlPct ? `, ${f.mlPct} once you take the house cut out` : ''}.`,
];
const SPREAD: ((f: Facts) => string)[] = [
  (f) => `On the number I'll take ${f.sp} ${f.spLine}${f.spPct ? `; books price that side to cover ${f.spPct} of the time` : ''}.`,
  (f) => `${f.sp} ${f.spLine} is the side of the spread the market leans to${f.spPct ? ` (${f.spPct} fair)` : ''}.`,
  (f) => `Give me ${f.sp} ${f.spLine} against the number.`,
];
const TOTAL: ((f: Facts) => string)[] = [
  (f) => `And the total: ${f.tot} ${f.o.total.line}${f.totPct ? `, ${f.totPct} by the no-vig math` : ''}.`,
  (f) => `${f.tot === 'over' ? 'Points come' : 'This one stays tight'}, so it's the ${f.tot} ${f.o.total.line}.`,
  (f) => `Total of ${f.o.total.line}? I'm on the ${f.tot}${f.totPct ? ` (${f.totPct})` : ''}.`,
];

export function offlinePicks(game: SlateGame, odds: ThoughtOdds): GaryPicks {
  const h2h = game.markets.find((m) => m.market === 'h2h');
  const spreads = game.markets.find((m) => m.market === 'spreads');
  const totals = game.markets.find((m) => m.market === 'totals');
  const ml = lean(h2h, 'home', 'away', 'home');
  const sp = lean(spreads, 'home', 'away', ml.pick);
  const tot = lean(totals, 'over', 'under', 'over');
  const team = (s: 'home' | 'away') => (s === 'home' ? game.homeTeam : game.awayTeam);
  const line = sp.pick === 'home' ? odds.spread.home.line : odds.spread.away.line;
  const f: Facts = {
    g: game,
    o: odds,
    ml: nick(team(ml.pick)),
    mlPct: pct(ml.prob),
    sp: nick(team(sp.pick)),
    spLine: signed(line),
    spPct: pct(sp.prob),
    tot: tot.pick,
    totPct: pct(tot.prob),
  };
  const seed = hashOf(game.eventId);
  const pick = <T>(list: T[], salt: number) => list[(seed + salt) % list.length] as T;
  const rationale = [pick(OPEN, 0)(f), pick(SPREAD, 1)(f), pick(TOTAL, 2)(f)].join(' ');
  return { spread: sp.pick, moneyline: ml.pick, total: tot.pick, rationale };
}
