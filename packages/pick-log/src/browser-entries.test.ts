import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The web bundles `@gary/pick-log` and `@gary/pick-log/web`; a browser has no Node APIs, so neither
// may anything those entries reach. Only `node.ts` uses node:crypto.
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(__dirname, `${file}.ts`), 'utf8');
  for (const m of source.matchAll(/^(?:import|export)\s+(type\s)?[^;]*?from '([^']+)'/gms)) {
    if (m[1]) continue;
    const spec = m[2]!;
    if (spec === 'canonicalize') continue;
    if (!spec.startsWith('./')) throw new Error(`${file}.ts imports '${spec}': a browser entry takes nothing but its own package and canonicalize`);
    reachable(spec.slice(2), seen);
  }
  return seen;
}

test('"used by both the service and the browser verifier": the browser entries reach no Node API, and the node binding is not among them', () => {
  const files = new Set([...reachable('index'), ...reachable('web')]);
  expect(files.has('merkle')).toBe(true);
  expect(files.has('node')).toBe(false);
  for (const file of files) {
    // Code, not comments: a comment may name what the Node binding does.
    const source = readFileSync(join(__dirname, `${file}.ts`), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gmu, '');
    expect({ file, node: /\b(?:process\.|Buffer\b|require\(|__dirname)|from 'node:/.test(source) }).toEqual({ file, node: false });
  }
});
