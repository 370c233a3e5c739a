// Brotli and gzip copies of a build's text files, written beside them (main.1a2b3c4d.js.br,
// .gz) once at build time: the gateway (embedded mode) and nginx (Kubernetes) send the copy the
// browser accepts instead of compressing on every request or not at all.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than the headers it adds. */
const MIN_BYTES = 1024;

/** Writes <file>.br and <file>.gz for each compressible file of dir (recursively); returns how many files. */
function precompressDir(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompressDir(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
      }),
    );
    count++;
  }
  return count;
}

module.exports = { precompressDir, MIN_BYTES };
