// "No service imports another service": services share code only through packages/. Every file
// under services/ is read (sources, tests, scripts) and each module it names (import, export from,
// require, dynamic import, jest.mock) is resolved: a relative path that lands in another service's
// folder, or another service's package name, is a violation. One exception, for composing a
// stack as the embedded runner does: a file under services/<x>/test/ may import another service's
// package root (`@gary/auth`, its public start()), never a path inside it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const SERVICES = join(ROOT, 'services');
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bjest\.(?:mock|requireActual)\s*\(\s*)['"]([^'"]+)['"]/g;

export interface Violation {
  file: string;
  specifier: string;
}

/** The module names a source text imports (comments are not read as code). */
export function specifiersOf(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...code.matchAll(SPECIFIER)].map((m) => m[1]!);
}

/**
 * The violations in one file of service `owner`: `packages` maps each service's package name to
 * its folder name.
 */
export function violationsOf(file: string, owner: string, text: string, packages: ReadonlyMap<string, string>): Violation[] {
  const out: Violation[] = [];
  const rel = relative(join(SERVICES, owner), file).split(sep);
  const inTests = rel[0] === 'test';
  for (const specifier of specifiersOf(text)) {
    if (specifier.startsWith('.')) {
      const target = relative(SERVICES, resolve(dirname(file), specifier)).split(sep);
      if (target[0] !== '..' && target[0] !== owner && target.length > 1) out.push({ file, specifier });
      continue;
    }
    const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
    const other = packages.get(name);
    if (other === undefined || other === owner) continue;
    if (inTests && specifier === name) continue;
    out.push({ file, specifier });
  }
  return out;
}

function walk(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, into);
    else if (SOURCE.test(entry)) into.push(path);
  }
  return into;
}

const serviceDirs = readdirSync(SERVICES).filter((d) => statSync(join(SERVICES, d)).isDirectory());
const packageJson = (d: string) => JSON.parse(readFileSync(join(SERVICES, d, 'package.json'), 'utf8')) as { name: string; dependencies?: Record<string, string> };
const packages = new Map(serviceDirs.map((d) => [packageJson(d).name, d] as const));

describe('no service imports another service', () => {
  it('every file under services/<x> imports no other service, by relative path or by package name (tests may start another service through its package root)', () => {
    const found: string[] = [];
    let files = 0;
    for (const owner of serviceDirs) {
      for (const file of walk(join(SERVICES, owner))) {
        files++;
        for (const v of violationsOf(file, owner, readFileSync(file, 'utf8'), packages)) found.push(`${relative(ROOT, v.file)} imports ${v.specifier}`);
      }
    }
    expect(files).toBeGreaterThan(300);
    expect(found).toEqual([]);
  });

  it("no service lists another service among its run-time dependencies", () => {
    const found = serviceDirs.flatMap((d) => Object.keys(packageJson(d).dependencies ?? {}).filter((n) => packages.has(n) && packages.get(n) !== d).map((n) => `${d} -> ${n}`));
    expect(found).toEqual([]);
  });

  describe('the check itself', () => {
    const pkgs = new Map([['@gary/odds-ingest', 'odds-ingest'], ['@gary/stats-ingest', 'stats-ingest']]);
    const src = join(SERVICES, 'stats-ingest', 'src', 'adapters', 'x.ts');
    const test = join(SERVICES, 'stats-ingest', 'test', 'x.test.ts');

    it.each([
      ["import { findTeam } from '@gary/odds-ingest/src/domain/catalogue';"],
      ["import * as odds from '@gary/odds-ingest';"],
      ["import type { Logger } from '../../../odds-ingest/src/domain/logger-port';"],
      ["export { slateFor } from '../../../odds-ingest/src/domain/simulation';"],
      ["const sim = require('@gary/odds-ingest/src/domain/simulation');"],
      ["const m = await import('../../../odds-ingest/src/service');"],
      ["jest.mock('@gary/odds-ingest/src/adapters/odds-api-client');"],
    ])('finds %s in a service source', (line) => {
      expect(violationsOf(src, 'stats-ingest', line, pkgs)).toHaveLength(1);
    });

    it("a test may start another service through its package root, never reach inside it", () => {
      expect(violationsOf(test, 'stats-ingest', "import * as odds from '@gary/odds-ingest';", pkgs)).toEqual([]);
      expect(violationsOf(test, 'stats-ingest', "import { slateFor } from '@gary/odds-ingest/src/domain/simulation';", pkgs)).toHaveLength(1);
    });

    it('its own files, packages and words in comments are not imports of another service', () => {
      const text = [
        "import { x } from '../domain/season';",
        "import { readThrough } from '@gary/platform';",
        "import { slateFor } from '@gary/sports-world';",
        "// odds-ingest's GetScores, from '@gary/odds-ingest' in the old layout",
        "/* import { y } from '@gary/odds-ingest'; */",
      ].join('\n');
      expect(violationsOf(src, 'stats-ingest', text, pkgs)).toEqual([]);
    });
  });
});
