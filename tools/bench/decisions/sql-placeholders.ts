// The placeholders of a service's SQL statement and the types the statement casts them to, read
// from the statement's text: a hand-made caller (pgbench's script) fills each one from this, so a
// parameter added to or retyped in the service's statement stops the script being built.

/** Each placeholder number with the casts written on it ($8::boolean -> 'boolean'; none -> empty). */
export function placeholdersOf(sql: string): Map<number, Set<string>> {
  const found = new Map<number, Set<string>>();
  for (const m of sql.matchAll(/\$(\d+)(?:::([a-z_][a-z0-9_]*(?:\[\])?))?/gi)) {
    const n = Number(m[1]);
    const casts = found.get(n) ?? new Set<string>();
    if (m[2]) casts.add(m[2].toLowerCase());
    found.set(n, casts);
  }
  return found;
}

/** A value written in SQL for one placeholder, with the type it is. */
export interface Fill {
  type: string;
  sql: string;
}

/**
 * The statement with every placeholder replaced by its fill. Throws when the statement has a
 * placeholder with no fill, a fill for no placeholder, or a fill whose type is not the one the
 * statement casts that placeholder to.
 */
export function fillPlaceholders(sql: string, fills: Record<number, Fill>, what: string): string {
  const wanted = placeholdersOf(sql);
  const problems: string[] = [];
  for (const [n, casts] of wanted) {
    const fill = fills[n];
    if (!fill) problems.push(`$${n} (${[...casts].join(', ') || 'no cast'}) has no fill`);
    else if (casts.size !== 1 || !casts.has(fill.type)) problems.push(`$${n} is cast to ${[...casts].join(', ') || 'nothing'}, the fill is ${fill.type}`);
  }
  for (const n of Object.keys(fills).map(Number)) if (!wanted.has(n)) problems.push(`$${n} is filled but the statement has no such parameter`);
  if (problems.length > 0) throw new Error(`${what}: ${problems.join('; ')}`);
  return sql.replace(/\$(\d+)/g, (_, n: string) => `(${fills[Number(n)]!.sql})`);
}
