/*
 * A museum's address as a link into the visitor's own map app: nothing of a map is loaded on our
 * page, and the visitor chooses to follow it. Android opens its chosen map app from a geo: link,
 * Apple devices open Apple Maps from maps.apple.com, anything else OpenStreetMap's search.
 */

export type MapPlatform = 'android' | 'apple' | 'other';

/** The platform, from the browser's user agent (iPadOS says "Macintosh"). */
export function mapPlatform(userAgent: string): MapPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod|macintosh/i.test(userAgent)) return 'apple';
  return 'other';
}

/** The link for `address` on `platform`. */
export function mapLink(address: string, platform: MapPlatform): string {
  const query = encodeURIComponent(address);
  if (platform === 'android') return `geo:0,0?q=${query}`;
  if (platform === 'apple') return `https://maps.apple.com/?q=${query}`;
  return `https://www.openstreetmap.org/search?query=${query}`;
}

/** The link for `address` on this browser. */
export const mapLinkHere = (address: string) =>
  mapLink(address, mapPlatform(typeof navigator === 'undefined' ? '' : navigator.userAgent));
