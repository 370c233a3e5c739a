// The model card in a bettor's words, computed from the backtest report: what riding every pick
// would have made, whether any pick was worth a Bet, whether Gary's chances beat the market's,
// why a league the card picks has no backtest, and why a league's picks can exceed its games.
// No score names (Brier, log loss) and no exponents: those stay in the table for who wants them.
import { seasonSpan, verdict, type BacktestReport, type LeagueReport } from './model-card-rules';

/** The leagues Gary picks on the daily card (the pick engine's leagues with a season in the US). */
export const CARD_LEAGUES = ['NBA', 'MLB', 'NFL', 'NHL'] as const;

const n = (x: number) => x.toLocaleString('en-US');
/** Cents per dollar staked, unsigned: -0.0516 -> '5.2'. */
const cents = (roi: number) => Math.abs(roi * 100).toFixed(1);

function moneyWords(r: LeagueReport): string {
  const { roi, roiCi95: [lo, hi] } = r.picksRecord;
  const range = `likely between ${lo < 0 ? 'losing' : 'winning'} ${cents(lo)} and ${hi < 0 ? 'losing' : 'winning'} ${cents(hi)} cents`;
  if (hi < 0) return `riding every pick at the price taken lost ${cents(roi)} cents per dollar staked (${range}).`;
  if (lo > 0) return `riding every pick at the price taken won ${cents(roi)} cents per dollar staked (${range}).`;
  return `riding every pick at the price taken ${roi < 0 ? 'lost' : 'won'} ${cents(roi)} cents per dollar staked, too close to call (${range}).`;
}

function betWords(r: LeagueReport): string {
  const b = r.bets;
  if (!b || b.count === 0) return 'No pick was ever good enough to be a Bet: every one was a Lean, a side without a price worth staking.';
  const roi = b.roi === null ? '' : ` and ${b.roi < 0 ? 'lost' : 'won'} ${cents(b.roi)} cents per dollar`;
  return `${n(b.count)} picks were Bets (${b.wins}-${b.losses}-${b.pushes})${roi}.`;
}

function chanceWords(r: LeagueReport): string {
  const v = verdict(r);
  if (v === 'same') return 'His chance of each team winning was the betting market’s, no better and no worse.';
  return v === 'better' ? 'His chance of each team winning was a little more accurate than the betting market’s.' : 'His chance of each team winning was less accurate than the betting market’s.';
}

function moveWords(r: LeagueReport): string {
  const c = r.clv;
  if (!c) return '';
  const unit = c.unit === 'probability' ? `${Math.abs(c.mean * 100).toFixed(1)} points of win chance` : `${Math.abs(c.mean).toFixed(2)} points of spread`;
  if (c.ci95[0] > 0) return ` Before the game the line moved toward his side by ${unit} on average: a real read, but smaller than the bookmaker’s cut.`;
  return ' Before the game the line did not move toward his side any more than away from it.';
}

/** One league's bottom line, plain. */
export function plainBottomLine(league: string, r: LeagueReport): string {
  return `${league}, ${seasonSpan(r.seasons)} (${n(r.games)} games): ${moneyWords(r)} ${betWords(r)} ${chanceWords(r)}${moveWords(r)}`;
}

/** What the team ratings and the lean rule do in a league, plain (the report's modelNote, without the statistics). */
export function plainModelNote(r: LeagueReport): string {
  const w = r.modelWeight;
  const ratings =
    w > 0
      ? `On earlier seasons his team ratings predicted winners better than the odds alone, so they get a say of ${Math.round(w * 100)}% beside the market’s chance.`
      : 'On earlier seasons his team ratings did not predict winners better than the betting odds, so they get no say: his chances are the market’s.';
  const lean =
    r.leanBy === 'model'
      ? ' When no price is worth a Bet he leans the way his ratings point: on earlier seasons the line moved toward that side before the game.'
      : r.leanBy === 'price'
        ? ' When no price is worth a Bet he leans to the side whose price is nearest its fair value.'
        : '';
  return ratings + lean;
}

/** The card's leagues the report does not cover, each with the reason. */
export function notBacktested(report: BacktestReport): { league: string; reason: string }[] {
  return CARD_LEAGUES.filter((l) => !report.leagues[l]).map((league) => ({
    league,
    reason: `${league}: not backtested yet. The historical data the backtest replays (${Object.values(report.data ?? {}).join(', ') || 'none'}) has no ${league} odds file, so there is nothing to test his ${league} picks against. They use the same rule; their only record is the live one on the Billfold.`,
  }));
}

/** Why a league's picks and games differ: ties are picked and graded but have no winner to score, and some games get no pick. */
export function gamesVsPicks(league: string, r: LeagueReport & { ties?: number }): string | null {
  const ties = r.ties ?? 0;
  const passed = r.games + ties - r.picks;
  const parts: string[] = [];
  if (ties > 0) parts.push(`${n(ties)} picked game${ties === 1 ? '' : 's'} ended in a tie: graded (a moneyline pushes) but with no winner to score his chances on, so ${ties === 1 ? 'it is' : 'they are'} counted in picks and not in games`);
  if (passed > 0) parts.push(`${n(passed)} game${passed === 1 ? '' : 's'} got no pick (no side his rule would back)`);
  if (parts.length === 0) return null;
  return `${league}: ${n(r.picks)} picks from ${n(r.games)} games with a winner. ${parts.join('; ')}.`;
}
