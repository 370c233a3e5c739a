// Cuts the repository's package-lock.json down to the run-time packages one bundle requires, so
// the image's `npm ci --omit=dev` installs exactly those, at the versions and integrity hashes the
// repository tested, and nothing else (no dev tools, no other service's packages, no embedded
// Postgres that a workspace's devDependencies would drag in).
import fs from 'node:fs';
import path from 'node:path';

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [k: string]: unknown;
}

export interface Lockfile {
  name?: string;
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

export class PruneError extends Error {
  override name = 'PruneError';
}

/** Where node would find `dep` when required from the package installed at `from` (a lock path). */
export function resolveInLock(lock: Lockfile, from: string, dep: string): string | null {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${dep}` : `node_modules/${dep}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut >= 0 ? base.slice(0, cut) : '';
  }
}

export interface PrunedProject {
  packageJson: { name: string; version: string; private: true; dependencies: Record<string, string> };
  lock: Lockfile;
}

export function pruneLock(lock: Lockfile, roots: string[], name = 'gary-runtime'): PrunedProject {
  const keep = new Map<string, LockEntry>();
  const dependencies: Record<string, string> = {};
  const queue: string[] = [];
  for (const pkg of [...new Set(roots)].sort()) {
    const at = `node_modules/${pkg}`;
    const entry = lock.packages[at];
    if (!entry || entry.link) throw new PruneError(`${pkg} is not an installed package at the top of package-lock.json`);
    if (!entry.version) throw new PruneError(`${pkg} has no version in package-lock.json`);
    dependencies[pkg] = entry.version;
    queue.push(at);
  }
  while (queue.length > 0) {
    const at = queue.shift() as string;
    if (keep.has(at)) continue;
    const entry = lock.packages[at];
    if (!entry) continue;
    if (!at.startsWith('node_modules/')) throw new PruneError(`${at} lives inside a workspace; the runtime tree cannot hold it`);
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...clean } = entry;
    keep.set(at, clean);
    const optionalPeers = new Set(Object.entries(entry.peerDependenciesMeta ?? {}).filter(([, m]) => m.optional).map(([n]) => n));
    const wanted = [
      ...Object.keys(entry.dependencies ?? {}).map((d) => [d, false] as const),
      ...Object.keys(entry.optionalDependencies ?? {}).map((d) => [d, true] as const),
      ...Object.keys(entry.peerDependencies ?? {}).filter((d) => !optionalPeers.has(d)).map((d) => [d, false] as const),
    ];
    for (const [dep, optional] of wanted) {
      const found = resolveInLock(lock, at, dep);
      if (found) queue.push(found);
      else if (!optional) throw new PruneError(`${at} needs ${dep}, which package-lock.json does not hold`);
    }
  }
  const packages: Record<string, LockEntry> = { '': { name, version: '0.0.0', dependencies } };
  for (const key of [...keep.keys()].sort()) packages[key] = keep.get(key) as LockEntry;
  return {
    packageJson: { name, version: '0.0.0', private: true, dependencies },
    lock: { name, lockfileVersion: 3, requires: true, packages } as Lockfile,
  };
}

export function writePrunedProject(outDir: string, project: PrunedProject): void {
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(project.packageJson, null, 2)}\n`);
  fs.writeFileSync(path.join(outDir, 'package-lock.json'), `${JSON.stringify(project.lock, null, 2)}\n`);
}

/** CLI (the image's build stage): prune-lock.ts --out DIR dist/a/externals.json dist/b/externals.json */
if (require.main === module) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const outDir = outAt >= 0 ? args[outAt + 1] : undefined;
  const lists = args.filter((_a, i) => i !== outAt && i !== outAt + 1);
  try {
    if (!outDir || lists.length === 0) throw new PruneError('usage: prune-lock.ts --out DIR EXTERNALS.json...');
    const lock = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../package-lock.json'), 'utf8')) as Lockfile;
    const roots = lists.flatMap((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as string[]);
    const project = pruneLock(lock, roots);
    writePrunedProject(outDir, project);
    console.log(`${outDir}: ${Object.keys(project.lock.packages).length - 1} packages for ${roots.length} run-time imports`);
  } catch (err) {
    console.error(err instanceof Error ? `${err.name}: ${err.message}` : err);
    process.exit(1);
  }
}
