// The browser-facing origin for links a service writes (mail, Stripe's return pages): the origin the
// gateway passed when it is a plain http(s) URL, else the configured PUBLIC_ORIGIN.
export function originOf(given: string, publicOrigin: string): string {
  try {
    const u = new URL(given);
    if (u.protocol === 'http:' || u.protocol === 'https:') return u.origin;
  } catch {
    // fall back to the configured origin
  }
  return new URL(publicOrigin).origin;
}
