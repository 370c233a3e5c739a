// Bench users are UUIDs made from a number, so SQL (generate_series, pgbench) can make them too.
export const benchUser = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const benchUserSql = (prefix: string, n: string) => `('${prefix}-0000-4000-8000-' || lpad(to_hex(${n}::bigint), 12, '0'))::uuid`;

/**
 * A bench access token is `<kind>-<number>`: `u-` users decide over HTTP, `c-` users are the
 * settlement slate's (ranked on the boards). The gateway maps it to the user without a signature.
 */
const TOKEN_PREFIXES: Record<string, string> = { u: 'd0000000', c: 'c0000000' };
export const userOfBenchToken = (token: string): string | null => {
  const m = /^([a-z])-(\d+)$/.exec(token);
  const prefix = m ? TOKEN_PREFIXES[m[1]!] : undefined;
  return prefix ? benchUser(prefix, Number(m![2])) : null;
};
