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
 * every pick for Pro; props.routes.ts: player props locked unless Pro; team props are game picks
 * and player props, so Pro; thoughts, Billfold, leaderboard and BetCard are open to any member).
 * The pricing table and the upsells read this list; nothing is listed that the server does not do.
 */
export const PLAN_FEATURES: readonly { feature: string; free: boolean; pro: boolean }[] = [
  { feature: "Today's free pick, with Gary's full analysis", free: true, pro: true },
  { feature: 'Every pick on the daily card, with full analysis', free: false, pro: true },
  { feature: 'Player prop picks (beta)', free: false, pro: true },
  { feature: 'Team props: every game pick and player prop in one list', free: false, pro: true },
  { feature: 'What Gary Thinks on every game', free: true, pro: true },
  { feature: 'BetCard: your rides, fades and win rate', free: true, pro: true },
  { feature: 'The public Billfold and leaderboard', free: true, pro: true },
];

export const planFeatures = (plan: 'free' | 'pro'): string[] => PLAN_FEATURES.filter((f) => f[plan]).map((f) => f.feature);
