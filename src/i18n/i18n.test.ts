import { describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ es: 0, en: 0 }));
vi.mock('./locales/es/global.json', async (original) => {
  loaded.es += 1;
  return original();
});
vi.mock('./locales/en/global.json', async (original) => {
  loaded.en += 1;
  return original();
});

const { initI18n, prefetchTexts } = await import('./i18n');

describe('prefetchTexts', () => {
  it('starts downloading the remembered language only, and the set-up uses that download', async () => {
    localStorage.setItem('lang', 'en');
    prefetchTexts();
    await vi.waitFor(() => expect(loaded.en).toBe(1));
    expect(loaded.es).toBe(0);

    const i18n = await initI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('app.skipToContent')).toBe('Skip to content');
    expect(loaded).toEqual({ es: 0, en: 1 });
  });
});
