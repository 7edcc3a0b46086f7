import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startAppCheck } from './app-check';

const mocks = vi.hoisted(() => ({
  initializeAppCheck: vi.fn(),
  siteKey: null as string | null,
}));

vi.mock('firebase/app-check', () => ({
  initializeAppCheck: mocks.initializeAppCheck,
  ReCaptchaEnterpriseProvider: class {
    constructor(readonly siteKey: string) {}
  },
}));
vi.mock('@/config/env', () => ({ getConfig: () => ({ appCheckSiteKey: mocks.siteKey }) }));
vi.mock('./app', () => ({ firebaseApp: () => 'the app' }));

describe('startAppCheck', () => {
  beforeEach(() => mocks.initializeAppCheck.mockReset());

  it('starts App Check with reCAPTCHA Enterprise and the site key, refreshing its token', () => {
    mocks.siteKey = '6Lc-key';
    startAppCheck();
    expect(mocks.initializeAppCheck).toHaveBeenCalledTimes(1);
    expect(mocks.initializeAppCheck).toHaveBeenCalledWith('the app', {
      provider: { siteKey: '6Lc-key' },
      isTokenAutoRefreshEnabled: true,
    });
  });

  it('does nothing without a key (the emulators, or a project without App Check)', () => {
    mocks.siteKey = null;
    startAppCheck();
    expect(mocks.initializeAppCheck).not.toHaveBeenCalled();
  });
});
