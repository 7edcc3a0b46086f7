import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inSpanish } from '@/test/i18n';
import { PwaShell } from './pwa-shell';

const registered = vi.fn<(script: string) => void>();
/** What the registration answers: a script that cannot be fetched rejects it. */
let registration: () => Promise<void> = () => Promise.resolve();

vi.mock('@/lib/moments', () => ({
  afterFirstScreen: () => Promise.resolve(),
  afterIdle: () => Promise.resolve(),
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(private readonly script: string) {}
    addEventListener() {}
    register() {
      registered(this.script);
      return registration();
    }
  },
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function onLine(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
}

beforeEach(async () => {
  await inSpanish();
  registered.mockClear();
  registration = () => Promise.resolve();
  document.querySelector('link[rel="manifest"]')?.remove();
  if (!('serviceWorker' in navigator)) {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  }
});
afterEach(() => vi.restoreAllMocks());

describe('the service worker', () => {
  it('registers once the first screen is complete, online', async () => {
    onLine(true);
    render(<PwaShell register />);
    await settle();
    expect(registered).toHaveBeenCalledWith('/sw.js');
  });

  it('waits for the signal when it is gone, instead of a registration that would fail', async () => {
    onLine(false);
    render(<PwaShell register />);
    await settle();
    expect(registered).not.toHaveBeenCalled();
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();

    onLine(true);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(registered).toHaveBeenCalledWith('/sw.js');
    expect(document.querySelector('link[rel="manifest"]')).not.toBeNull();
  });

  it('fails quietly when its script cannot be fetched, to try again on the next load', async () => {
    onLine(true);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    registration = () => Promise.reject(new TypeError('Script /sw.js load failed'));
    try {
      render(<PwaShell register />);
      await settle();
      expect(registered).toHaveBeenCalledWith('/sw.js');
      await settle();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
