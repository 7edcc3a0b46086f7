import { afterEach, describe, expect, it, vi } from 'vitest';
import { runEngineLayer } from './engine-layer.mjs';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('runEngineLayer', () => {
  it.each([
    ['firefox', { FIREFOX_PATH: '/nonexistent/firefox-esr' }, 'firefox-esr is not installed'],
    ['firefox', { PULSEAUDIO_PATH: '/nonexistent/pulseaudio' }, 'PulseAudio is not installed'],
    ['webkit', { WEBKIT_DRIVER_PATH: '/nonexistent/WebKitWebDriver' }, 'WebKitWebDriver is not'],
    ['webkit', { MINIBROWSER_PATH: '/nonexistent/MiniBrowser' }, 'MiniBrowser is not installed'],
    ['webkit', { XVFB_PATH: '/nonexistent/Xvfb' }, 'Xvfb is not installed'],
    ['chromium', { CHROMIUM_PATH: '/nonexistent/chromium' }, 'chromium is not installed'],
  ])(
    'fails %s with one sentence naming what to install when %o is missing',
    async (engine, env, says) => {
      const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const layer = await runEngineLayer(engine, { appUrl: 'http://127.0.0.1:1', env });
      expect(layer).toMatchObject({ project: engine, ok: false, counts: { passed: 0, failed: 1 } });
      expect(layer.reason).toContain(says);
      expect(layer.reason).toMatch(/apt-get install -y --no-install-recommends [\w -]+\)\.$/);
      expect(printed).toHaveBeenCalledWith(expect.stringContaining(says));
    },
  );

  it('fails an engine it does not know', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const layer = await runEngineLayer('blink', { appUrl: 'http://127.0.0.1:1' });
    expect(layer.ok).toBe(false);
    expect(layer.reason).toBe('There is no engine named blink: use chromium, firefox or webkit.');
  });
});
