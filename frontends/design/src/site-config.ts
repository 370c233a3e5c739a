// Facts about the business shown on several screens, in one place.
export const PRO_PRICE_MONTHLY = 29;
export const PRO_PRICE_LABEL = '$29/month';
export const SUPPORT_EMAIL = 'support@garypicks.com';
export const LEGAL_ENTITY = 'Gary Picks LLC';
export const LEGAL_ADDRESS = 'Cincinnati, Ohio, USA';
export const MIN_AGE = 21;
export const PICKS_RELEASE_NOTE = 'Picks are generated daily at 10am EST.';
export const HELPLINES = [
  { name: '1-800-GAMBLER', number: '1-800-426-2537', href: 'tel:+18004262537' },
  { name: 'National Problem Gambling Helpline', number: '1-800-522-4700', href: 'tel:+18005224700' },
] as const;

/**
 * What each plan gets, as the gateway gates it (picks.routes.ts: one open pick a day for Free,
 * every pick for Pro; parlays.routes.ts: the parlay locked unless Pro; props.routes.ts: player
 * props locked unless Pro; team props are game picks and player props, so Pro; thoughts.routes.ts:
 * for a reader who is not Pro a game whose pick is locked shows no side and no reasoning, only
 * Gary's side of the total; Billfold, leaderboard and BetCard are open to any member). A line is the
 * words each plan's column says (null: not in that plan). The pricing table, the checkout summary
 * and the upsells read this list; nothing is listed that the server does not do.
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
