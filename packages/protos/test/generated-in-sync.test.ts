import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadService, PRODUCT_SERVICES, SERVICES } from '../src';

function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

describe('protos', () => {
  it('the committed TypeScript types are exactly what the .proto files generate', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gary-protos-'));
    execFileSync('bash', [path.join(__dirname, '../gen.sh'), tmp]);
    const committedDir = path.join(__dirname, '../src/generated');
    const fresh = listFiles(tmp).sort();
    expect(listFiles(committedDir).sort()).toEqual(fresh);
    for (const f of fresh) {
      expect({ f, text: fs.readFileSync(path.join(committedDir, f), 'utf8') }).toEqual({
        f,
        text: fs.readFileSync(path.join(tmp, f), 'utf8'),
      });
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it('declares all eight product services and the standard health service', () => {
    expect(PRODUCT_SERVICES).toHaveLength(8);
    for (const name of Object.keys(SERVICES) as (keyof typeof SERVICES)[]) {
      const ctor = loadService(name);
      expect(Object.keys(ctor.service).length).toBeGreaterThan(0);
    }
    expect(Object.keys(loadService('health').service)).toEqual(['Check', 'Watch']);
  });
});
