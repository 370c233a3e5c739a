// Module Federation options for every Gary frontend. The config is a function of the remotes'
// URLs so one build can point at any host: same-origin /remotes/<name>/remoteEntry.js by default.
const fs = require('node:fs');
const path = require('node:path');

const REMOTE_NAMES = ['picks', 'billfold', 'betcard'];

/**
 * The React modules the apps and their libraries import. Each is one shared singleton: React keeps
 * its dispatcher and hook state in `react`, and react-dom's renderer must be the one that `react`
 * was loaded with, so two copies of either break every component the other renders.
 */
const REACT_SHARED = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'];

/** Installed version of a package, seen from `fromDir` (an app folder). */
function installedVersion(name, fromDir = __dirname) {
  const pkgFile = require.resolve(`${name}/package.json`, { paths: [fromDir] });
  return JSON.parse(fs.readFileSync(pkgFile, 'utf8')).version;
}

/** Where react-router is installed (its exports map hides package.json from require). */
function routerPackage() {
  const entry = require.resolve('react-router');
  const root = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return { root, version, productionEntry: path.join(root, 'dist', 'production', 'index.mjs') };
}
const ROUTER_FACADE = path.join(__dirname, 'router-exports.js');

/** Default remote URL, overridable per remote with GARY_REMOTE_<NAME>_URL at build time. */
function defaultRemoteUrls(env = process.env) {
  const urls = {};
  for (const name of REMOTE_NAMES) {
    urls[name] = env[`GARY_REMOTE_${name.toUpperCase()}_URL`] || `/remotes/${name}/remoteEntry.js`;
  }
  return urls;
}

/**
 * Shared singletons: one React, one react-dom, one router and one @gary/design (so the session,
 * toasts and API client are the same objects in the shell and in every remote). requiredVersion
 * comes from the app's own package.json so a mismatch is reported instead of silently loading two
 * copies; the subpaths (react/jsx-runtime, react-dom/client) carry their package's range.
 */
function sharedFromPackage(pkg, fromDir) {
  const deps = pkg.dependencies || {};
  const singleton = (name) => ({ singleton: true, requiredVersion: deps[name], eager: false });
  const shared = {};
  for (const request of REACT_SHARED) {
    const pkgName = request.split('/')[0];
    shared[request] = { ...singleton(pkgName), version: installedVersion(pkgName, fromDir) };
  }
  shared['react-router'] = {
    ...singleton('react-router'),
    import: ROUTER_FACADE,
    shareKey: 'react-router',
    version: routerPackage().version,
  };
  if (deps['@gary/design']) shared['@gary/design'] = singleton('@gary/design');
  return shared;
}

function createFederationConfig({ name, pkg, dir, remoteUrls, exposes, runtimePlugins }) {
  const config = {
    name,
    shared: sharedFromPackage(pkg, dir),
    // Remote types are declared in the shell (src/remote-modules.d.ts) from the same sources;
    // the dts plugin would fetch them over HTTP from the remotes at build time, which a
    // same-origin relative URL cannot serve before deploy.
    dts: false,
    manifest: false,
    // The default 'version-first' fetches every remote's entry at start-up to compare shared
    // versions; 'loaded-first' uses what is already loaded (the shell's singletons) and fetches a
    // remote only when one of its screens is opened.
    shareStrategy: 'loaded-first',
    // Browser-only and no mf-manifest.json remotes: drop the runtime's Node and snapshot code
    // (about a third of the federation runtime) from every entry.
    // A remote loads no remotes of its own: drop the remote-loading code from its entry too.
    experiments: { optimization: { disableSnapshot: true, disableRemote: !remoteUrls, target: 'web' } },
  };
  if (remoteUrls) {
    config.remotes = Object.fromEntries(
      Object.entries(remoteUrls).map(([remote, url]) => [remote, `${remote}@${url}`]),
    );
  }
  if (exposes) {
    config.filename = 'remoteEntry.js';
    config.exposes = exposes;
  }
  // Not used: experiments.externalRuntime/provideExternalRuntime. Measured, the shared runtime
  // the host would then inject is not tree-shaken and grows the shell entry by ~22 kB gzipped,
  // more than the ~16 kB each remote entry saves.
  if (runtimePlugins) config.runtimePlugins = runtimePlugins;
  return config;
}

module.exports = { REACT_SHARED, installedVersion, routerPackage, ROUTER_FACADE, REMOTE_NAMES, defaultRemoteUrls, sharedFromPackage, createFederationConfig };
