import { consistencyProof, inclusionProof, leafHash, rootFromInclusion, rootHash, verifyConsistency } from './node';

// The RFC 6962 test leaves and roots used by the Certificate Transparency implementations.
const LEAVES = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f'].map((h) => Buffer.from(h, 'hex'));
const ROOTS = [
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];

test('"leaf hash = SHA-256(0x00 || leaf), node hash = SHA-256(0x01 || left || right), split at the largest power of two below the size": the RFC 6962 roots', () => {
  const hashes = LEAVES.map(leafHash);
  expect(rootHash([]).toString('hex')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  ROOTS.forEach((root, i) => expect(rootHash(hashes.slice(0, i + 1)).toString('hex')).toBe(root));
});

test('"each pick\'s inclusion": every leaf of every tree up to 40 leaves proves into its root, and a wrong leaf or index does not', () => {
  const hashes = Array.from({ length: 40 }, (_, i) => leafHash(Buffer.from(`leaf ${i}`)));
  for (let n = 1; n <= hashes.length; n++) {
    const tree = hashes.slice(0, n);
    const root = rootHash(tree);
    for (let m = 0; m < n; m++) {
      const proof = inclusionProof(m, tree);
      expect(rootFromInclusion(m, n, tree[m]!, proof)?.equals(root)).toBe(true);
      expect(rootFromInclusion(m, n, leafHash(Buffer.from('other')), proof)?.equals(root) ?? false).toBe(false);
      if (n > 1) expect(rootFromInclusion((m + 1) % n, n, tree[m]!, proof)?.equals(root) ?? false).toBe(false);
    }
  }
});

test('"a consistency proof between the checkpoints": every prefix of every tree up to 40 leaves, and a changed earlier leaf breaks it', () => {
  const hashes = Array.from({ length: 40 }, (_, i) => leafHash(Buffer.from(`leaf ${i}`)));
  for (let n = 1; n <= hashes.length; n++) {
    for (let m = 1; m <= n; m++) {
      const proof = consistencyProof(m, hashes.slice(0, n));
      expect(verifyConsistency(m, n, rootHash(hashes.slice(0, m)), rootHash(hashes.slice(0, n)), proof)).toBe(true);
      if (m < n) {
        const rewritten = [...hashes.slice(0, n)];
        rewritten[0] = leafHash(Buffer.from('edited'));
        expect(verifyConsistency(m, n, rootHash(hashes.slice(0, m)), rootHash(rewritten), proof)).toBe(false);
      }
    }
  }
});
