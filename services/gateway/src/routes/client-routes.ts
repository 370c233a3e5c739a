// The shell's client-side routes (frontends/shell/src/app.tsx, the spec's route table). The gateway
// answers these with the shell's page and 200; any other path gets the same page (its "not found"
// screen) with 404, so crawlers, monitors and scanners see a missing page as missing. A unit test
// reads app.tsx and fails when the two lists part.
export const CLIENT_ROUTES: readonly string[] = [
  '/',
  '/meet-gary',
  '/real-gary-picks',
  '/gary-props',
  '/team-picks',
  '/what-gary-thinks',
  '/billfold',
  '/daily-parlay',
  '/pricing',
  '/leaderboard',
  '/how-good-is-gary',
  '/verify',
  '/corrections',
  '/how-it-works',
  '/learn-more',
  '/terms',
  '/privacy',
  '/help',
  '/test',
  '/signin',
  '/signout',
  '/reset',
  '/confirm',
  '/checkout',
  '/checkout/success',
  '/checkout/cancel',
  '/betcard',
  '/dashboard',
  '/admin/refresh-picks',
  '/admin/results',
  '/picks',
  '/account',
  '/picks/:id/analysis',
];

const KNOWN = new Set(CLIENT_ROUTES.filter((r) => !r.includes(':')));
/** Routes with a parameter: ':name' is one path segment of letters, digits and - _ . : */
const PATTERNS = CLIENT_ROUTES.filter((r) => r.includes(':')).map((r) => new RegExp(`^${r.split('/').map((seg) => (seg.startsWith(':') ? '[A-Za-z0-9_.:%-]{1,160}' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`));

/** Whether a request path (query string and one trailing slash ignored) is one of the shell's routes. */
export function isClientRoute(url: string): boolean {
  let p = url.split('?')[0]!.split('#')[0]!;
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return KNOWN.has(p) || PATTERNS.some((re) => re.test(p));
}
