// Its own entry (@gary/design/plans): only the pricing and checkout pages read it, so the first
// page of the site does not carry it.
/**
 * What each plan gets, as the gateway gates it (picks.routes.ts: one open pick a day for Free,
 * every pick for Pro; parlays.routes.ts: the parlay locked unless Pro; props.routes.ts: player
 * props locked unless Pro; team props are game picks and player props, so Pro; thoughts.routes.ts:
 * for a reader who is not Pro a game whose pick is locked shows no side and no reasoning, only
 * Gary's side of the total; Billfold, leaderboard and BetCard are open to any member). A line is the
 * words each plan's column says (null: not in that plan). The pricing table and the checkout
 * summary read this list; nothing is listed that the server does not do.
 */
export const PLAN_FEATURES: readonly { free: string | null; pro: string | null }[] = [
  { free: "Today's free pick, with Gary's full analysis", pro: null },
  { free: null, pro: 'Every pick on the daily card, with full analysis' },
  { free: null, pro: 'Parlay of the Day' },
  { free: null, pro: 'Player prop picks (beta)' },
  { free: null, pro: 'Team props: every game pick and player prop in one list' },
  {
    free: "What Gary Thinks: his call on every game's total; his side and reasoning only on the free pick's game and graded games",
    pro: 'What Gary Thinks on every game: sides, totals and reasoning',
  },
  { free: 'BetCard: your rides, fades and win rate', pro: 'BetCard: your rides, fades and win rate' },
  { free: 'The public Billfold and leaderboard', pro: 'The public Billfold and leaderboard' },
];

export const planFeatures = (plan: 'free' | 'pro'): string[] => PLAN_FEATURES.map((f) => f[plan]).filter((f): f is string => f !== null);
