import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emulateDevice,
  LAPTOP,
  NARROW_LAPTOP_WINDOW,
  PHONE,
  PHONE_LANDSCAPE,
  TABLET,
} from '@/test/device';
import { deviceKind } from './device-kind';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deviceKind', () => {
  it('calls a phone a phone, upright or on its side', () => {
    emulateDevice(PHONE);
    expect(deviceKind()).toBe('phone');
    emulateDevice(PHONE_LANDSCAPE);
    expect(deviceKind()).toBe('phone');
  });

  it('calls a laptop, even in a narrow window, and a tablet "device"', () => {
    emulateDevice(LAPTOP);
    expect(deviceKind()).toBe('device');
    emulateDevice(NARROW_LAPTOP_WINDOW);
    expect(deviceKind()).toBe('device');
    emulateDevice(TABLET);
    expect(deviceKind()).toBe('device');
  });

  it('says "device" where the browser cannot tell', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(deviceKind()).toBe('device');
  });
});
