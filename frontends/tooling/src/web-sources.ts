// The apps' source files (tests, node_modules and builds left out), for the tests that read the code.
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const FRONTENDS = resolve(__dirname, '..', '..');

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}
