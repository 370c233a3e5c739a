// Lays out, in one folder, exactly the files a service image holds under /app besides
// node_modules: the service's bundle, the migrations entry, the .proto files and the SQL
// migrations. The Dockerfile's build stage runs this, and the image checks run the same code,
// so the file list checked here is the file list shipped.
import fs from 'node:fs';
import path from 'node:path';
import { bundleEntries, bundleOne, REPO_ROOT, type BundleResult } from './bundle';
import { pruneLock, writePrunedProject, type Lockfile } from './prune-lock';

export class LayoutError extends Error {
  override name = 'LayoutError';
}

export interface ImageLayout {
  service: string;
  /** Folder whose content becomes /app in the image. */
  appDir: string;
  /** Folder with the pruned package.json and package-lock.json for `npm ci --omit=dev`. */
  depsDir: string;
  files: string[];
  bundles: BundleResult[];
}

function copyDir(from: string, to: string, keep: (file: string) => boolean): void {
  if (!fs.existsSync(from)) return;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    if (entry.isDirectory()) copyDir(src, path.join(to, entry.name), keep);
    else if (entry.isFile() && keep(entry.name)) {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(src, path.join(to, entry.name));
    }
  }
}

function listFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
    .sort();
}

const isSql = (f: string) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f);

export async function layoutImage(opts: { service: string; outDir: string; root?: string }): Promise<ImageLayout> {
  const root = opts.root ?? REPO_ROOT;
  const entries = bundleEntries(root);
  if (opts.service === 'migrate' || !entries[opts.service]) {
    throw new LayoutError(`unknown service ${JSON.stringify(opts.service)} (known: ${Object.keys(entries).filter((n) => n !== 'migrate').join(', ')})`);
  }
  const appDir = path.join(opts.outDir, 'app');
  const depsDir = path.join(opts.outDir, 'deps');
  fs.rmSync(opts.outDir, { recursive: true, force: true });
  const bundleDir = path.join(opts.outDir, 'bundles');
  const bundles = [
    await bundleOne(opts.service, { root, outDir: bundleDir }),
    await bundleOne('migrate', { root, outDir: bundleDir }),
    await bundleOne('otel-preload', { root, outDir: bundleDir }),
  ];

  // service/dist/main.js: the services resolve their migrations as ../migrations of their code.
  copyDir(path.join(bundleDir, opts.service), path.join(appDir, 'service', 'dist'), (f) => f.startsWith('main.js'));
  copyDir(path.join(bundleDir, 'migrate'), path.join(appDir, 'migrate'), (f) => f.startsWith('main.js'));
  // otel-preload/main.js: the tracing preload the CMD runs first (--require), see bundle.ts.
  copyDir(path.join(bundleDir, 'otel-preload'), path.join(appDir, 'otel-preload'), (f) => f.startsWith('main.js'));
  copyDir(path.join(root, 'services', opts.service, 'migrations'), path.join(appDir, 'service', 'migrations'), isSql);
  fs.mkdirSync(path.join(appDir, 'service', 'migrations'), { recursive: true });
  // Every schema's migrations, so any one image can run the migrations Job.
  for (const svc of fs.readdirSync(path.join(root, 'services'))) {
    copyDir(path.join(root, 'services', svc, 'migrations'), path.join(appDir, 'services', svc, 'migrations'), isSql);
  }
  copyDir(path.join(root, 'packages', 'platform', 'migrations'), path.join(appDir, 'packages', 'platform', 'migrations'), isSql);
  copyDir(path.join(root, 'protos'), path.join(appDir, 'protos'), (f) => f.endsWith('.proto'));
  fs.rmSync(bundleDir, { recursive: true, force: true });

  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lockfile;
  writePrunedProject(depsDir, pruneLock(lock, bundles.flatMap((b) => b.externals), `gary-${opts.service}`));
  return { service: opts.service, appDir, depsDir, files: listFiles(appDir), bundles };
}

/** CLI: image-layout.ts --service NAME --out DIR (prints the file list). */
if (require.main === module) {
  const args = process.argv.slice(2);
  const get = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const service = get('--service');
  const outDir = get('--out');
  (async () => {
    if (!service || !outDir) throw new LayoutError('usage: image-layout.ts --service NAME --out DIR');
    const layout = await layoutImage({ service, outDir: path.resolve(outDir) });
    for (const f of layout.files) console.log(`/app/${f}`);
    console.log(`${layout.files.length} files; run-time packages: ${[...new Set(layout.bundles.flatMap((b) => b.externals))].join(' ')}`);
  })().catch((err: unknown) => {
    console.error(err instanceof Error ? `${err.name}: ${err.message}` : err);
    process.exit(1);
  });
}
