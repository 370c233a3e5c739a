// Bench users are UUIDs made from a number, so SQL (generate_series, pgbench) can make them too.
export const benchUser = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const benchUserSql = (prefix: string, n: string) => `('${prefix}-0000-4000-8000-' || lpad(to_hex(${n}::bigint), 12, '0'))::uuid`;
