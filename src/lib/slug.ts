/*
 * A new museum's or tour's document id is its address (/recorridos/{id}, /muestra/{id}), printed
 * on QR codes and shared: made once from its title, readable, and never changed after.
 */

/** The longest address made from a title (a suffix such as "-2" fits within it). */
export const SLUG_MAX = 60;

/** What firestore.rules accept as a new museum's or tour's id. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const trimDashes = (text: string) => text.replace(/^-+|-+$/g, '');

/**
 * The title as an address: lowercase, accents dropped ("Pampa y frontera: Ñandú" →
 * "pampa-y-frontera-nandu"), anything but letters and digits one "-", at most SLUG_MAX
 * characters, cut at a word where it can be. Empty when the title has no letter or digit it can keep.
 */
export function slugOf(title: string): string {
  const plain = trimDashes(
    title
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-'),
  );
  if (plain.length <= SLUG_MAX) return plain;
  const cut = plain.slice(0, SLUG_MAX + 1);
  const lastDash = cut.lastIndexOf('-');
  return trimDashes(lastDash > SLUG_MAX / 2 ? cut.slice(0, lastDash) : cut.slice(0, SLUG_MAX));
}

/** The `n`th candidate for an address: the slug itself, then "-2", "-3"… within SLUG_MAX. */
export function slugCandidate(slug: string, n: number): string {
  if (n <= 1) return slug;
  const suffix = `-${String(n)}`;
  return `${trimDashes(slug.slice(0, SLUG_MAX - suffix.length))}${suffix}`;
}
