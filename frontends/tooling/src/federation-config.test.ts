// The apps share React, react-dom and the router as Module Federation singletons with the
// version ranges of their own package.json (module-federation-examples' rule), and nothing maps
// React's names to another runtime (DECISIONS: "The frontend runs React itself").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const { REACT_SHARED, sharedFromPackage, installedVersion } = require('./federation-config');
const { createWebpackConfig } = require('./webpack-config');

const FRONTENDS = join(__dirname, '..', '..');
const APPS = ['shell', 'picks', 'billfold', 'betcard'];
const pkgOf = (app: string) => JSON.parse(readFileSync(join(FRONTENDS, app, 'package.json'), 'utf8'));

test('every app depends on react and react-dom of one current major, and on no other runtime behind their names', () => {
  const versions = new Set<string>();
  for (const app of [...APPS, 'design']) {
    const deps = pkgOf(app).dependencies as Record<string, string>;
    // Only React, its router, the design package, the display rules (@gary/betting, plain functions) and
    // the pick log's format and proofs (@gary/pick-log, for the /verify page; renders nothing) at run
    // time: no other library behind React's names.
    const others = Object.keys(deps).filter((d) => !['react', 'react-dom', 'react-router', '@gary/design', '@gary/betting', '@gary/pick-log'].includes(d));
    expect({ app, react: typeof deps.react, reactDom: typeof deps['react-dom'], others }).toEqual({ app, react: 'string', reactDom: 'string', others: [] });
    versions.add(deps.react!).add(deps['react-dom']!);
  }
  expect(versions.size).toBe(1);
  const [only] = [...versions];
  expect(Number(only!.replace(/^\D*/, '').split('.')[0])).toBeGreaterThanOrEqual(19);
});

test('react and react-dom (and their jsx runtime and client entries) are shared singletons with requiredVersion from package.json', () => {
  for (const app of APPS) {
    const dir = join(FRONTENDS, app);
    const pkg = pkgOf(app);
    const shared = sharedFromPackage(pkg, dir);
    for (const request of REACT_SHARED as string[]) {
      const name = request.split('/')[0]!;
      expect({ app, request, singleton: shared[request]?.singleton, requiredVersion: shared[request]?.requiredVersion, version: shared[request]?.version, shareKey: shared[request]?.shareKey }).toEqual({
        app,
        request,
        singleton: true,
        requiredVersion: pkg.dependencies[name],
        version: installedVersion(name, dir),
        shareKey: undefined,
      });
    }
  }
});

test('the webpack factory resolves React by its own name: no alias of react or react-dom to anything', () => {
  for (const app of APPS) {
    const config = createWebpackConfig({ dir: join(FRONTENDS, app), name: app, role: app === 'shell' ? 'host' : 'remote', exposes: app === 'shell' ? undefined : { './X': './src/x' } })({}, { mode: 'production' });
    const aliased = Object.keys(config.resolve.alias ?? {}).filter((k) => /^react(-dom)?([/$]|$)/.test(k));
    expect({ app, aliased }).toEqual({ app, aliased: [] });
  }
});
