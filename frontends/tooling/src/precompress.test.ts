import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const { precompressDir, MIN_BYTES } = require('./precompress') as { precompressDir: (dir: string) => number; MIN_BYTES: number };

describe('precompressDir', () => {
  it('writes brotli and gzip copies of text files that decompress to the original, and skips small or binary files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gary-precompress-'));
    try {
      const js = 'export const picks = ["Celtics -4.5", "Knicks +4.5"];\n'.repeat(200);
      fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js'), js);
      fs.mkdirSync(path.join(dir, 'nested'));
      fs.writeFileSync(path.join(dir, 'nested', 'remoteEntry.js'), js);
      fs.writeFileSync(path.join(dir, 'tiny.js'), 'x'.repeat(MIN_BYTES - 1));
      fs.writeFileSync(path.join(dir, 'bear.png'), Buffer.alloc(4096, 7));

      expect(precompressDir(dir)).toBe(2);
      for (const f of ['main.1a2b3c4d.js', 'nested/remoteEntry.js']) {
        const br = fs.readFileSync(path.join(dir, `${f}.br`));
        const gz = fs.readFileSync(path.join(dir, `${f}.gz`));
        expect(zlib.brotliDecompressSync(br).toString()).toBe(js);
        expect(zlib.gunzipSync(gz).toString()).toBe(js);
        expect(br.length).toBeLessThan(js.length / 10);
      }
      expect(fs.existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
      expect(fs.existsSync(path.join(dir, 'bear.png.gz'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
