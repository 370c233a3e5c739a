// Byte helpers over plain Uint8Array, so the same code runs in Node (whose own byte type is a
// Uint8Array) and in a browser. Base64 decoding is strict: a proof or key with a stray character is
// an error, not a silently different value.

const enc = new TextEncoder();

export const utf8 = (text: string): Uint8Array => enc.encode(text);

export function concat(...parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export const equalBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

export const toHex = (b: Uint8Array): string => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

const B64 = /^[A-Za-z0-9+/]*={0,2}$/u;

/** Standard base64 with padding; throws on anything else. */
export function fromBase64(text: string): Uint8Array {
  if (!B64.test(text) || text.length % 4 !== 0) throw new Error(`not base64: ${text.slice(0, 20)}`);
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

export function toBase64(b: Uint8Array): string {
  let bin = '';
  // In slices: String.fromCharCode(...b) overflows the call stack on a long input.
  for (let i = 0; i < b.length; i += 0x8000) bin += String.fromCharCode(...b.subarray(i, i + 0x8000));
  return btoa(bin);
}
