// The apps are written against React's API and types (@types/react), but what runs is Preact
// through preact/compat: react-dom alone was ~42 kB gzipped, more than half of the shell entry's
// 80 kB budget, and preact + compat serve the same API in ~12 kB. webpack (for every app, so the
// host and the remotes agree on one implementation) and jest (so the tests exercise what ships)
// both take the module names from here.
const fs = require('node:fs');
const path = require('node:path');

/** The React module names that the apps and their libraries import, and what answers each. */
const REACT_TO_PREACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  // What swc emits in development builds; Preact's development runtime is the same module.
  'react/jsx-dev-runtime': 'preact/compat/jsx-runtime',
  // @testing-library/react takes act from here, compat having no React.act.
  'react-dom/test-utils': 'preact/test-utils',
};

/**
 * Module Federation share key of every name that reaches one of those modules, React's names and
 * the Preact ones that compat imports itself. Names that resolve to the same file share one key:
 * a remote asking for `preact/compat` (as the JSX runtime does) must get the very module the host
 * loaded as `react`, not a second compat of its own. Preact keeps its render state, hook state and
 * JSX vnode counter inside these modules, so two copies of any of them break rendering.
 */
const PREACT_SHARE_KEYS = {
  react: 'react',
  'react-dom': 'react',
  'preact/compat': 'react',
  'react/jsx-runtime': 'react/jsx-runtime',
  'react/jsx-dev-runtime': 'react/jsx-runtime',
  'react-dom/client': 'react-dom/client',
  preact: 'preact',
  'preact/hooks': 'preact/hooks',
  'preact/jsx-runtime': 'preact/jsx-runtime',
};

/** Where Preact is installed, seen from `fromDir` (an app folder), and its version. */
function preactPackage(fromDir = __dirname) {
  const pkgFile = require.resolve('preact/package.json', { paths: [fromDir] });
  const { version } = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  return { root: path.dirname(pkgFile), version };
}

/** webpack resolve.alias: exact names only (`react$`), so `react-router` and others are left alone. */
function reactCompatAliases() {
  return Object.fromEntries(Object.entries(REACT_TO_PREACT).map(([name, target]) => [`${name}$`, target]));
}

/** jest moduleNameMapper entries for the same names. */
function reactCompatModuleNameMapper() {
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return Object.fromEntries(Object.entries(REACT_TO_PREACT).map(([name, target]) => [`^${escape(name)}$`, target]));
}

module.exports = { REACT_TO_PREACT, PREACT_SHARE_KEYS, preactPackage, reactCompatAliases, reactCompatModuleNameMapper };
