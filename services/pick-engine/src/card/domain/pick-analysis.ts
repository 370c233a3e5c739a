// The Pro analysis of a pick, computed from its stored facts snapshot (never from the prose): Gary's
// number against the market's, the line's move since the open, the form and injuries of both teams,
// and what would change his mind. Everything here is read from facts whose hash is in the pick, so
// the back of the card and the analysis page say nothing the facts do not hold.
//
// What would change his mind, by stated rules:
// - The price: the pick dies where the price's break-even passes Gary's number, i.e. at the fair
//   price of his probability (fairAmerican). At that price or worse the expected value is negative.
// - An injury: a top player ruled out is worth about INJURY_SWING[league] of win probability (the
//   rough size of one regular's absence in each sport; a starting pitcher for MLB). When Gary's
//   edge over the break-even is smaller than that, one name flips it: the picked team losing one
//   of its top players, or the opponent getting back a player listed out. When the edge is larger,
//   the analysis says one injury does not flip it.
// - No edge: when the price's break-even is already above Gary's number, the analysis says so and
//   gives the price at which it plays; no injury line (there is no edge to lose).
// - The market: when Gary's number is at or below the market's (a lean), the pick stands on the
//   price alone and any move of the line against it ends it.
import { fairAmerican, formatAmerican } from '@gary/betting';
import { factById, type Fact, type FactsSnapshot } from '../../domain/facts-snapshot';
import { winShare } from '../../domain/team-form';

export const INJURY_SWING: Readonly<Record<string, number>> = { NBA: 0.04, NFL: 0.03, MLB: 0.04, NHL: 0.03, EPL: 0.03 };

export interface TeamForm {
  side: 'home' | 'away';
  team: string;
  picked: boolean;
  record: string | null;
  lastTen: string | null;
  restDays: number | null;
  out: string[];
  starter: string | null;
}

export interface PickAnalysis {
  gary: number;
  market: number;
  model: number | null;
  breakEven: number | null;
  /** Gary's number minus the price's break-even, in probability. */
  edge: number | null;
  movement: { text: string; toward: boolean } | null;
  form: TeamForm[];
  /** The price at which the pick dies (EV below zero); null when Gary's number gives none. */
  diesAt: number | null;
  changeMind: string[];
}

export interface AnalysisPick {
  league: string;
  side: 'home' | 'away';
  type: 'spread' | 'moneyline';
  line: number;
  odds: number;
  confidence: number;
  noVigProbability: number;
}

const num = (f: Fact | undefined): number | null => (f && typeof f.value === 'number' && Number.isFinite(f.value) ? f.value : null);
const str = (f: Fact | undefined): string | null => (f && f.text.trim() !== '' ? f.text : null);
const pts = (p: number) => `${Math.round(p * 1000) / 10} points`;
const pctText = (p: number) => `${Math.round(p * 100)}%`;

function teamForm(s: FactsSnapshot, side: 'home' | 'away', picked: 'home' | 'away'): TeamForm {
  const out = s.facts.filter((f) => f.id.startsWith(`injury.${side}.`)).map((f) => f.text);
  return {
    side,
    team: String(factById(s, `team.${side}`)?.value ?? side),
    picked: side === picked,
    record: str(factById(s, `record.${side}`)),
    lastTen: str(factById(s, `lastTen.${side}`)),
    restDays: num(factById(s, `rest.${side}`)),
    out,
    starter: str(factById(s, `starter.${side}`)),
  };
}

export function pickAnalysis(s: FactsSnapshot, p: AnalysisPick): PickAnalysis {
  const gary = num(factById(s, 'prob.gary')) ?? p.confidence;
  const market = num(factById(s, 'prob.market')) ?? p.noVigProbability;
  const model = num(factById(s, 'prob.model'));
  const breakEven = num(factById(s, 'pick.breakEven'));
  const edge = breakEven === null ? null : Math.round((gary - breakEven) * 1000) / 1000;
  const mv = s.facts.find((f) => f.id.startsWith('move.'));
  const toward = mv && typeof mv.value === 'object' && mv.value !== null ? Boolean((mv.value as { toward?: boolean }).toward) : false;
  const movement = mv ? { text: mv.text, toward } : null;
  const opp = p.side === 'home' ? 'away' : 'home';
  const form = [teamForm(s, p.side, p.side), teamForm(s, opp, p.side)];
  const mine = form[0]!;
  const theirs = form[1]!;
  const fair = gary > 0 && gary < 1 ? fairAmerican(gary) : null;
  const diesAt = fair && fair.ok ? Math.round(fair.value) : null;

  const changeMind: string[] = [];
  const where = p.type === 'spread' ? ` at ${p.line > 0 ? '+' : ''}${p.line}` : '';
  if (diesAt !== null) {
    if (edge !== null && edge < 0) changeMind.push(`The price: at ${p.type === 'spread' ? `${p.line > 0 ? '+' : ''}${p.line} ` : ''}${formatAmerican(p.odds)} the bet already costs more than his ${pctText(gary)} is worth; it plays at ${formatAmerican(diesAt)} or better.`);
    else changeMind.push(`The price: past ${formatAmerican(diesAt)}${where} the bet costs more than his ${pctText(gary)} is worth.`);
  }
  const swing = INJURY_SWING[p.league] ?? 0.03;
  // With no edge at the price there is nothing for an injury to flip.
  if (edge !== null && edge >= 0) {
    if (edge < swing) {
      const top = s.facts.find((f) => f.id === `starter.${p.side}`) ?? s.facts.find((f) => f.id.startsWith(`player.${p.side}.`));
      if (top) changeMind.push(`An injury: ${top.text} ruled out for ${mine.team} costs about ${pts(swing)}, more than his edge of ${pts(Math.max(0, edge))}. It flips the pick.`);
      if (theirs.out.length > 0) changeMind.push(`A return: ${theirs.out[0]} cleared to play for ${theirs.team} would erase the edge of ${pts(Math.max(0, edge))}.`);
    } else {
      changeMind.push(`One injury does not flip it: his edge of ${pts(edge)} is more than one regular's worth (about ${pts(swing)}).`);
    }
  }
  if (gary <= market) changeMind.push(`The market: his ${pctText(gary)} is not above the market's ${pctText(market)}, so this stands on the price alone; a move of the line against ${mine.team} ends it.`);
  else if (movement && !movement.toward) changeMind.push(`The line: it has moved against ${mine.team} since the open (${movement.text}); another move that way takes the market to his number.`);
  const share = winShare(mine.lastTen);
  if (share !== null && share < 0.5) changeMind.push(`The form: ${mine.team} are ${mine.lastTen} in their last ten; he is betting against it, on the number.`);
  return { gary, market, model, breakEven, edge, movement, form, diesAt, changeMind };
}
