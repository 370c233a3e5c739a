import { pruneLock, PruneError, resolveInLock, type Lockfile } from '../src/prune-lock';

const lock: Lockfile = {
  lockfileVersion: 3,
  packages: {
    '': { name: 'root' },
    'node_modules/a': { version: '1.0.0', dependencies: { b: '^2', c: '^1' }, optionalDependencies: { 'not-here': '1' } },
    'node_modules/b': { version: '2.0.0', dev: true },
    'node_modules/a/node_modules/c': { version: '1.5.0' },
    'node_modules/c': { version: '3.0.0' },
    'node_modules/jest': { version: '30.0.0', dev: true, dependencies: { b: '^2' } },
    'node_modules/@gary/platform': { link: true, resolved: 'packages/platform' },
    'node_modules/broken': { version: '1.0.0', dependencies: { gone: '1' } },
  },
};

describe('pruneLock: only the run-time packages a bundle requires', () => {
  test('keeps the closure of the roots at the same paths, nested versions included, and nothing else', () => {
    const { lock: out, packageJson } = pruneLock(lock, ['a']);
    expect(Object.keys(out.packages).sort()).toEqual(['', 'node_modules/a', 'node_modules/a/node_modules/c', 'node_modules/b']);
    expect(packageJson.dependencies).toEqual({ a: '1.0.0' });
    expect(out.packages['']?.dependencies).toEqual({ a: '1.0.0' });
  });

  test('"production dependencies only": dev flags are dropped so npm ci --omit=dev installs them', () => {
    const { lock: out } = pruneLock(lock, ['a']);
    expect(out.packages['node_modules/b']?.dev).toBeUndefined();
  });

  test('nested packages shadow hoisted ones, as node resolves them', () => {
    expect(resolveInLock(lock, 'node_modules/a', 'c')).toBe('node_modules/a/node_modules/c');
    expect(resolveInLock(lock, 'node_modules/jest', 'c')).toBe('node_modules/c');
  });

  test('a workspace link or an unknown package is refused with a named error', () => {
    expect(() => pruneLock(lock, ['@gary/platform'])).toThrow(PruneError);
    expect(() => pruneLock(lock, ['left-pad'])).toThrow(/left-pad is not an installed package/);
  });

  test('a missing required dependency is an error; a missing optional one is not', () => {
    expect(() => pruneLock(lock, ['broken'])).toThrow(/needs gone/);
    expect(() => pruneLock(lock, ['a'])).not.toThrow();
  });
});
