import { vi } from 'vitest';

/** The media features jsdom does not have: the main pointer and the viewport. */
export interface FakeDevice {
  pointer: 'coarse' | 'fine';
  width: number;
  height: number;
}

export const PHONE: FakeDevice = { pointer: 'coarse', width: 390, height: 844 };
export const PHONE_LANDSCAPE: FakeDevice = { pointer: 'coarse', width: 844, height: 390 };
export const TABLET: FakeDevice = { pointer: 'coarse', width: 820, height: 1180 };
export const LAPTOP: FakeDevice = { pointer: 'fine', width: 1280, height: 800 };
export const NARROW_LAPTOP_WINDOW: FakeDevice = { pointer: 'fine', width: 390, height: 800 };

/** Does one `(feature: value)` hold on the device? Only the features our queries use. */
function holds(condition: string, device: FakeDevice): boolean {
  const match = /^\((pointer|max-width|max-height):\s*(\w+?)(px)?\)$/.exec(condition.trim());
  if (!match) throw new Error(`The fake matchMedia does not know "${condition}"`);
  const [, feature, value] = match;
  if (feature === 'pointer') return device.pointer === value;
  const limit = Number(value);
  return feature === 'max-width' ? device.width <= limit : device.height <= limit;
}

/** Evaluates a media query list ("a and b, c") the way a browser on `device` would. */
export function evaluateMedia(query: string, device: FakeDevice): boolean {
  return query
    .split(',')
    .some((alternative) => alternative.split(' and ').every((part) => holds(part, device)));
}

/** window.matchMedia as on `device`; undone by vi.unstubAllGlobals(). */
export function emulateDevice(device: FakeDevice) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: evaluateMedia(query, device),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
