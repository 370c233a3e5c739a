import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as display from './display';
import * as betting from './index';

// The web bundles `@gary/betting/display`; a browser has no Node APIs, so neither may anything that
// entry reaches.
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(__dirname, `${file}.ts`), 'utf8');
  // Type-only imports vanish at compile time; every other import or re-export is bundled.
  for (const m of source.matchAll(/^(?:import|export)\s+(type\s)?[^;]*?from '([^']+)'/gms)) {
    if (m[1]) continue;
    const spec = m[2]!;
    if (!spec.startsWith('./')) throw new Error(`${file}.ts imports '${spec}': the display entry takes nothing but its own package`);
    reachable(spec.slice(2), seen);
  }
  return seen;
}

describe('@gary/betting/display: the one rule set, safe for the browser', () => {
  test('"pulls no Node-only code into the browser bundle": every module it reaches imports only its siblings and uses no Node global', () => {
    const files = reachable('display');
    expect(files.has('pick-text')).toBe(true);
    for (const file of files) {
      const source = readFileSync(join(__dirname, `${file}.ts`), 'utf8');
      expect({ file, node: /\b(?:process\.|Buffer\b|require\(|__dirname)/.test(source) }).toEqual({ file, node: false });
    }
    // The server-only math stays out of the entry.
    expect(files.has('grading')).toBe(false);
    expect(files.has('billfold')).toBe(false);
  });

  test('every display function is the very function the services use, not a copy', () => {
    for (const [name, value] of Object.entries(display)) {
      expect({ name, same: (betting as Record<string, unknown>)[name] === value }).toEqual({ name, same: true });
    }
  });
});
