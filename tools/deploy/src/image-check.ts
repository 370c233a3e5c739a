// Builds, without a Docker engine, the file tree each service image holds (the same layout script
// the Dockerfile runs, node_modules from `npm ci --omit=dev` of the same pruned lockfile) and
// starts each bundle in it with the image's environment: with no valid configuration it must stop
// with the ConfigError message (so every module it imports was found), never a missing module.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDockerfile } from './dockerfile-policy';
import { REPO_ROOT } from './bundle';
import { layoutImage, type ImageLayout } from './image-layout';

export interface StagedImage extends ImageLayout {
  /** The environment the Dockerfile's runtime stage sets, with /app pointing at appDir. */
  env: Record<string, string>;
  /** The image's default command, relative to /app. */
  cmd: string[];
}

export const IMAGE_DEPS_CACHE = path.join(os.homedir(), '.cache', 'gary', 'image-deps');

/** ENV and CMD of the Dockerfile's last stage, with build arguments substituted. */
export function runtimeSettings(dockerfile: string, buildArgs: Record<string, string>): { env: Record<string, string>; cmd: string[]; entrypoint: string[] } {
  const all = parseDockerfile(dockerfile);
  const lastFrom = all.map((i) => i.op).lastIndexOf('FROM');
  const env: Record<string, string> = {};
  let cmd: string[] = [];
  let entrypoint: string[] = [];
  for (const ins of all.slice(lastFrom + 1)) {
    if (ins.op === 'ENV') {
      for (const m of ins.args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S+)/g)) {
        const raw = (m[2] as string).replace(/^"|"$/g, '');
        env[m[1] as string] = raw.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (w, n: string) => buildArgs[n] ?? env[n] ?? w);
      }
    }
    if (ins.op === 'CMD') cmd = JSON.parse(ins.args) as string[];
    if (ins.op === 'ENTRYPOINT') entrypoint = JSON.parse(ins.args) as string[];
  }
  return { env, cmd, entrypoint };
}

/** node_modules for a pruned lockfile, installed once per distinct lockfile. */
export function installRuntimeDeps(depsDir: string, cacheRoot = IMAGE_DEPS_CACHE): string {
  const lock = fs.readFileSync(path.join(depsDir, 'package-lock.json'));
  const key = createHash('sha256').update(lock).digest('hex').slice(0, 16);
  const target = path.join(cacheRoot, key);
  if (fs.existsSync(path.join(target, 'node_modules', '.package-lock.json'))) return path.join(target, 'node_modules');
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  for (const f of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(depsDir, f), path.join(target, f));
  const r = spawnSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: target,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`npm ci --omit=dev failed in ${target}:\n${r.stderr}`);
  return path.join(target, 'node_modules');
}

export async function stageImage(service: string, opts: { outRoot?: string; root?: string; cacheRoot?: string } = {}): Promise<StagedImage> {
  const root = opts.root ?? REPO_ROOT;
  const outDir = path.join(opts.outRoot ?? path.join(root, '.cache', 'images'), service);
  const layout = await layoutImage({ service, outDir, root });
  const modules = installRuntimeDeps(layout.depsDir, opts.cacheRoot);
  fs.symlinkSync(modules, path.join(layout.appDir, 'node_modules'), 'dir');
  const settings = runtimeSettings(fs.readFileSync(path.join(root, 'docker', 'service.Dockerfile'), 'utf8'), { SERVICE: service });
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(settings.env)) env[k] = v.replace(/^\/app(?=\/|$)/, layout.appDir);
  return { ...layout, env, cmd: [...settings.entrypoint.slice(1), ...settings.cmd] };
}

export interface RunResult {
  code: number | null;
  output: string;
}

/** Runs a staged image's command (or another script of it) with the image's environment plus `extraEnv`. */
export function runStaged(image: StagedImage, extraEnv: Record<string, string>, opts: { script?: string; timeoutMs?: number } = {}): Promise<RunResult> {
  const args = opts.script ? ['--enable-source-maps', opts.script] : image.cmd;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: image.appDir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...image.env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

export interface ConfigCheck {
  entry: string;
  ok: boolean;
  problem?: string;
}

/** With a configuration no service accepts, the bundle must exit 1 with the ConfigError text. */
export async function checkStopsOnConfig(image: StagedImage): Promise<ConfigCheck[]> {
  const bad = { GRPC_PORT: 'not-a-port', PORT: 'not-a-port' };
  const results: ConfigCheck[] = [];
  for (const [entry, script] of [
    [image.service, undefined],
    ['migrate', 'migrate/main.js'],
  ] as const) {
    const r = await runStaged(image, bad, { script });
    let problem: string | undefined;
    if (/Cannot find module|MODULE_NOT_FOUND|ENOENT/.test(r.output)) problem = `a file is missing from the image:\n${r.output}`;
    else if (r.code !== 1) problem = `exit code ${r.code}, expected 1:\n${r.output}`;
    else if (!r.output.includes('invalid configuration')) problem = `no ConfigError message:\n${r.output}`;
    results.push({ entry: `${image.service}:${entry}`, ok: !problem, problem });
  }
  return results;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const cacheAt = args.indexOf('--cache');
  const cacheRoot = cacheAt >= 0 ? path.resolve(args[cacheAt + 1] ?? IMAGE_DEPS_CACHE) : IMAGE_DEPS_CACHE;
  const wanted = args.filter((_a, i) => i !== cacheAt && i !== cacheAt + 1);
  (async () => {
    const services = fs
      .readdirSync(path.join(REPO_ROOT, 'services'))
      .filter((s) => fs.existsSync(path.join(REPO_ROOT, 'services', s, 'src', 'main.ts')))
      .filter((s) => wanted.length === 0 || wanted.includes(s));
    let failed = 0;
    for (const service of services) {
      const t0 = Date.now();
      const image = await stageImage(service, { cacheRoot });
      const checks = await checkStopsOnConfig(image);
      for (const c of checks) {
        if (!c.ok) failed += 1;
        console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.entry.padEnd(26)} ${c.ok ? '' : c.problem}`);
      }
      console.log(`     ${service}: ${image.files.length} files + node_modules (${[...new Set(image.bundles.flatMap((b) => b.externals))].length} packages) in ${Date.now() - t0} ms`);
    }
    if (failed > 0) {
      console.error(`${failed} image check(s) failed`);
      process.exit(1);
    }
  })().catch((err: unknown) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  });
}
