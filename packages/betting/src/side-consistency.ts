// Bets on one game that belong together. The spec's consistency rule: when the spread side and the
// moneyline side differ, the spread follows the moneyline. And a card never carries two bets on one
// game that cannot both win (a team's moneyline and the other team's +0.5), checked over every final
// margin the game can end with.

export type GameSide = 'home' | 'away';

/** When both a spread and a moneyline side are given and differ, the spread is rewritten to the moneyline's. */
export function spreadFollowsMoneyline<T extends { spread?: string; moneyline?: string }>(sides: T): T {
  if (sides.moneyline && sides.spread && sides.spread !== sides.moneyline) return { ...sides, spread: sides.moneyline };
  return sides;
}

/** A side bet: the moneyline (no point) or a spread with the point from that side's view. */
export interface SideBet {
  market: 'moneyline' | 'spread';
  side: GameSide;
  /** Spread point from the side's view (+1.5, -6.5); ignored for the moneyline. */
  point?: number;
}

/** Does the bet win when the home side wins by `margin` (negative: the away side wins)? Pushes count as not winning. */
export function winsAtMargin(bet: SideBet, margin: number): boolean {
  const mine = bet.side === 'home' ? margin : -margin;
  if (bet.market === 'moneyline') return mine > 0;
  return mine + (bet.point ?? 0) > 0;
}

/** True when some final margin makes both bets winners (margins of up to 100 either way, ties included). */
export function canBothWin(a: SideBet, b: SideBet): boolean {
  for (let m = -100; m <= 100; m++) if (winsAtMargin(a, m) && winsAtMargin(b, m)) return true;
  return false;
}
