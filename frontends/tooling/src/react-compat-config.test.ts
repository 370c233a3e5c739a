import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Issue 8: "the shell entry under 80 kB gzipped" is met by serving React's API from preact/compat.
// These checks keep the three places that must agree in step: webpack's aliases, the federation
// share scope (so the host and every remote run one copy) and jest (so tests run what ships).
/* eslint-disable @typescript-eslint/no-require-imports -- the tooling is CommonJS */
const { REACT_TO_PREACT, PREACT_SHARE_KEYS, preactPackage, reactCompatAliases, reactCompatModuleNameMapper } = require('./react-compat-config');
const { sharedFromPackage } = require('./federation-config');

const FRONTENDS = resolve(__dirname, '..', '..');
const APPS = ['shell', 'picks', 'billfold', 'betcard'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

/** Module names starting with react or react-dom (not react-router) that a file imports. */
function reactImports(text: string): string[] {
  return [...text.matchAll(/from\s+'(react(?:-dom)?(?:\/[^']*)?)'/g)].map((m) => m[1]!).filter((n) => !n.startsWith('react-router'));
}

test('the tests run the implementation the browser gets: react and react-dom are preact/compat under jest', () => {
  const compat = require('preact/compat');
  expect(require('react')).toBe(compat);
  expect(require('react-dom')).toBe(compat);
  expect(require('react-dom/client').createRoot).toBe(require('preact/compat/client').createRoot);
  expect(require('react/jsx-runtime').jsx).toBe(require('preact/jsx-runtime').jsx);
});

test('webpack and jest map the same React names to the same preact/compat modules', () => {
  const aliases = reactCompatAliases();
  const mapper = reactCompatModuleNameMapper();
  for (const [name, target] of Object.entries(REACT_TO_PREACT)) {
    expect(aliases[`${name}$`]).toBe(target);
    const [pattern, mapped] = Object.entries(mapper).find(([re]) => new RegExp(re).test(name as string)) ?? [];
    expect({ name, pattern: Boolean(pattern), mapped }).toEqual({ name, pattern: true, mapped: target });
  }
  // Exact names only: react-router must keep resolving to itself.
  expect(Object.keys(mapper).some((re) => new RegExp(re).test('react-router'))).toBe(false);
});

test('every React module an app imports is served by preact/compat', () => {
  const files = ['design', ...APPS].flatMap((app) => sourceFiles(join(FRONTENDS, app, 'src')));
  const names = new Set(files.flatMap((f) => reactImports(readFileSync(f, 'utf8'))));
  expect(names.has('react')).toBe(true);
  expect([...names].filter((n) => !(n in REACT_TO_PREACT))).toEqual([]);
});

/** The `preact...` modules that a built file of Preact imports. */
function preactImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["'](preact[^"']*)["']/g)].map((m) => m[1]!);
}

test('every Preact module reachable from a React name is shared, and names of one module share one key', () => {
  const shared = REACT_TO_PREACT as Record<string, string>;
  const keys = PREACT_SHARE_KEYS as Record<string, string>;
  // Every React name but the test-only one is a shared request.
  expect(Object.keys(shared).filter((n) => n !== 'react-dom/test-utils' && !(n in keys))).toEqual([]);
  // Two names answered by the same module are one share key (one loaded copy, whichever name asks).
  for (const [a, target] of Object.entries(shared)) {
    if (a === 'react-dom/test-utils') continue;
    const sameKey = Object.entries(shared).filter(([b, t]) => b !== 'react-dom/test-utils' && t === target).map(([b]) => keys[b]);
    expect({ a, keys: [...new Set(sameKey)] }).toEqual({ a, keys: [keys[a]] });
    // The compat module itself is requested as `preact/compat` by compat's other files.
    if (target === 'preact/compat') expect(keys[target]).toBe(keys[a]);
  }
  // What those modules import from Preact is shared too, or a remote would bundle its own copy.
  const root = preactPackage(FRONTENDS).root;
  const built = ['compat/dist/compat.mjs', 'compat/client.mjs', 'compat/jsx-runtime.mjs', 'jsx-runtime/dist/jsxRuntime.mjs', 'hooks/dist/hooks.mjs'];
  const reached = new Set(built.flatMap((f) => preactImports(join(root, f))));
  expect(reached.has('preact')).toBe(true);
  expect([...reached].filter((n) => !(n in keys))).toEqual([]);
});

test('the host and every remote share the React names and Preact as singletons of one version', () => {
  const { version } = preactPackage(FRONTENDS);
  for (const app of APPS) {
    const dir = join(FRONTENDS, app);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    // Nothing should pull in the real React: only preact is a runtime dependency.
    expect({ app, react: pkg.dependencies.react, reactDom: pkg.dependencies['react-dom'] }).toEqual({ app, react: undefined, reactDom: undefined });
    const shared = sharedFromPackage(pkg, dir);
    for (const [request, shareKey] of Object.entries(PREACT_SHARE_KEYS as Record<string, string>)) {
      const s = shared[request];
      expect({ app, request, singleton: s?.singleton, shareKey: s?.shareKey, version: s?.version, requiredVersion: s?.requiredVersion }).toEqual({
        app,
        request,
        singleton: true,
        shareKey,
        version,
        requiredVersion: version,
      });
    }
  }
});
