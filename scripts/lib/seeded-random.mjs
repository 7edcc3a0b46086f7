// Deterministic randomness for the demo media: every choice comes from a seed derived from an id,
// so the same content and tool versions give the same bytes.

/** FNV-1a, 32 bit. */
export function hash(text) {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: small, seedable, good enough for layout. */
export function rng(seedText) {
  let a = hash(seedText);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (r, lo, hi) => lo + r() * (hi - lo);
