import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTENDS, sourceFiles } from './web-sources';

// The shell shares router-exports.js under the key 'react-router'; a name imported from
// 'react-router' anywhere in the frontends but missing there would be undefined at run time.

function namesImportedFromRouter(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

test('every react-router name the apps import is provided by the shared router facade', () => {
  const facade = readFileSync(join(__dirname, 'router-exports.js'), 'utf8');
  const provided = new Set((facade.match(/export\s*\{([^}]*)\}/)?.[1] ?? '').split(',').map((s) => s.trim()).filter(Boolean));
  const files = ['design', 'shell', 'picks', 'billfold', 'betcard'].flatMap((app) => sourceFiles(join(FRONTENDS, app, 'src')));
  const used = new Map<string, string>();
  for (const f of files) for (const n of namesImportedFromRouter(readFileSync(f, 'utf8'))) used.set(n, f);
  expect(used.size).toBeGreaterThan(5);
  const missing = [...used.keys()].filter((n) => !provided.has(n));
  expect(missing).toEqual([]);
});

test('nothing imports react-router sub-paths the facade cannot share', () => {
  const files = ['design', 'shell', 'picks', 'billfold', 'betcard'].flatMap((app) => sourceFiles(join(FRONTENDS, app, 'src')));
  const offenders = files.filter((f) => /from\s+'react-router\/|from\s+'react-router-dom'/.test(readFileSync(f, 'utf8')));
  expect(offenders).toEqual([]);
});
