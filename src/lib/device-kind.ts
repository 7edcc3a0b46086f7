import { useSyncExternalStore } from 'react';

/** What the offline texts call the visitor's device: "this phone" or "this device". */
export type DeviceKind = 'phone' | 'device';

/**
 * A phone: a touch screen as the main pointer, and small (the short side under 600 CSS px,
 * in either orientation). A laptop, even a touch one, has a fine main pointer; a tablet is too
 * wide to be called a phone. Both are "this device".
 */
export const PHONE_QUERY =
  '(pointer: coarse) and (max-width: 599px), (pointer: coarse) and (max-height: 599px)';

function phoneQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY)
    : null;
}

export function deviceKind(): DeviceKind {
  return phoneQuery()?.matches ? 'phone' : 'device';
}

function subscribe(onChange: () => void) {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The device's kind, following changes (a window resized, a tablet's keyboard attached). */
export function useDeviceKind(): DeviceKind {
  return useSyncExternalStore(subscribe, deviceKind, () => 'device');
}
