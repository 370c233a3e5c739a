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
