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
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  // @testing-library/react takes act from here, compat having no React.act.
  'react-dom/test-utils': 'preact/test-utils',
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

module.exports = { REACT_TO_PREACT, preactPackage, reactCompatAliases, reactCompatModuleNameMapper };
