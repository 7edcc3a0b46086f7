import { describe, expect, it } from 'vitest';
import { mapLink, mapPlatform } from './map-link';

const ADDRESS = 'Av. del Libertador 1473, C1425 CABA';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('mapLink', () => {
  it("opens the visitor's own map app, with the address as its search", () => {
    expect(mapLink(ADDRESS, mapPlatform(PIXEL))).toBe(
      'geo:0,0?q=Av.%20del%20Libertador%201473%2C%20C1425%20CABA',
    );
    expect(mapLink(ADDRESS, mapPlatform(IPHONE))).toBe(
      'https://maps.apple.com/?q=Av.%20del%20Libertador%201473%2C%20C1425%20CABA',
    );
    expect(mapLink(ADDRESS, mapPlatform(IPAD))).toMatch(/^https:\/\/maps\.apple\.com\//);
    for (const agent of [LINUX, WINDOWS]) {
      expect(mapLink(ADDRESS, mapPlatform(agent))).toBe(
        'https://www.openstreetmap.org/search?query=Av.%20del%20Libertador%201473%2C%20C1425%20CABA',
      );
    }
  });

  it('cannot be turned into another query by what the address holds', () => {
    expect(mapLink('Calle 1 & 2#x?y=z', 'other')).toBe(
      'https://www.openstreetmap.org/search?query=Calle%201%20%26%202%23x%3Fy%3Dz',
    );
  });
});
