// The offline writers of picks, props and thoughts (no language model) choose each sentence's
// template from the item itself: a stable 32-bit FNV-1a hash of a text, so a rerun writes the same
// words while two items on one slate read differently.
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
