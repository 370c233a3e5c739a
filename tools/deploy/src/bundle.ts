// Bundles each service's src/main.ts (and the migrations entry) into dist/<name>/main.js, the
// compiled JavaScript the containers run. The @gary/* workspaces are compiled in (they ship as
// TypeScript sources); every other package stays external and comes from the image's production
// node_modules, so native modules and packages that read their own files keep working.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** Name of an image's entry -> its TypeScript entry point, relative to the repository root. */
export function bundleEntries(root = REPO_ROOT): Record<string, string> {
  const out: Record<string, string> = {};
  for (const svc of fs.readdirSync(path.join(root, 'services')).sort()) {
    const main = path.join('services', svc, 'src', 'main.ts');
    if (fs.existsSync(path.join(root, main))) out[svc] = main;
  }
  out['migrate'] = path.join('tools', 'deploy', 'src', 'migrate.ts');
  return out;
}

/**
 * The tracing preload every service image runs before its main (`node --require ./otel-preload/main.js`):
 * its own bundle, so the OpenTelemetry instrumentations hook `require` before the service's bundle
 * loads pg, ioredis, kafkajs, grpc-js and fastify (which stay external, so the hooks see them).
 */
export const PRELOAD_ENTRY = path.join('packages', 'platform', 'src', 'otel-preload.ts');

export interface BundleResult {
  name: string;
  outfile: string;
  /** npm packages the bundle requires at run time (they must be production dependencies). */
  externals: string[];
  bytes: number;
}

const BUILTINS = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/** The package a bare import names: `@scope/pkg/sub` -> `@scope/pkg`, `pkg/sub` -> `pkg`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function externalPackages(found: Set<string>): Plugin {
  return {
    name: 'external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (BUILTINS.has(args.path)) return { path: args.path, external: true };
        const pkg = packageOf(args.path);
        if (pkg.startsWith('@gary/')) return undefined;
        found.add(pkg);
        return { path: args.path, external: true };
      });
    },
  };
}

export async function bundleOne(name: string, opts: { root?: string; outDir?: string } = {}): Promise<BundleResult> {
  const root = opts.root ?? REPO_ROOT;
  const entry = name === 'otel-preload' ? PRELOAD_ENTRY : bundleEntries(root)[name];
  if (!entry) throw new Error(`no entry point for ${JSON.stringify(name)} (known: ${Object.keys(bundleEntries(root)).join(', ')})`);
  const outfile = path.join(opts.outDir ?? path.join(root, 'dist'), name, 'main.js');
  const found = new Set<string>();
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'linked',
    // Source maps point at the repository's files; --enable-source-maps gives readable stacks.
    sourcesContent: false,
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
    plugins: [externalPackages(found)],
  });
  const stray = Object.keys(result.metafile.inputs).filter((f) => f.includes('node_modules/') && !f.includes('node_modules/@gary/'));
  if (stray.length > 0) throw new Error(`${name}: bundle pulled in package files it should leave external: ${stray.slice(0, 5).join(', ')}`);
  const externals = [...found].sort();
  fs.writeFileSync(path.join(path.dirname(outfile), 'externals.json'), `${JSON.stringify(externals, null, 2)}\n`);
  return { name, outfile, externals, bytes: fs.statSync(outfile).size };
}

export async function bundleAll(names?: string[], opts: { root?: string; outDir?: string } = {}): Promise<BundleResult[]> {
  const all = Object.keys(bundleEntries(opts.root));
  const out: BundleResult[] = [];
  for (const name of names && names.length > 0 ? names : all) out.push(await bundleOne(name, opts));
  return out;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const outDir = outAt >= 0 ? path.resolve(args[outAt + 1] ?? 'dist') : undefined;
  const names = args.filter((a, i) => a !== '--out' && i !== outAt + 1);
  const t0 = Date.now();
  bundleAll(names, { outDir }).then(
    (results) => {
      for (const r of results) console.log(`${r.name.padEnd(14)} ${(r.bytes / 1024).toFixed(0).padStart(6)} KiB  external: ${r.externals.join(' ')}`);
      console.log(`bundled ${results.length} entries in ${Date.now() - t0} ms`);
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
