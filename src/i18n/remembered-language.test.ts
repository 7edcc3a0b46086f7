import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceLanguage, LANGUAGE_STORAGE_KEY, rememberedLanguage } from './remembered-language';

describe('the language the app opens in', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it.each<[string[], 'es' | 'en']>([
    [['en-US', 'es-AR'], 'en'],
    [['en-GB'], 'en'],
    [['es-AR', 'en'], 'es'],
    [['pt-BR', 'en-US'], 'en'],
    [['pt-BR', 'fr'], 'es'],
    [['EN'], 'en'],
    [[], 'es'],
  ])('on a first visit, a device set to %j opens in %s', (languages, expected) => {
    expect(deviceLanguage(languages)).toBe(expected);
  });

  it('reads the device on a first visit', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'es']);
    expect(rememberedLanguage()).toBe('en');
  });

  it('keeps the language the visitor chose over the device’s', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(rememberedLanguage()).toBe('es');
  });

  it('falls back to the device when the stored choice is not a language of ours', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(rememberedLanguage()).toBe('en');
  });
});
