import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceLanguage, startLanguage } from './device-language';
import { LANGUAGE_STORAGE_KEY, rememberedLanguage } from './remembered-language';

describe('the language a visit opens in', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.lang = '';
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

  it('the boot reads the device on a first visit', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'es']);
    expect(startLanguage()).toBe('en');
  });

  it('the boot keeps the language the visitor chose over the device’s', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(startLanguage()).toBe('es');
  });

  it('a stored value that is not one of our languages counts as no choice', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(startLanguage()).toBe('en');
  });

  it('the app opens in the choice, else in what the boot put on <html lang>, else Spanish', () => {
    expect(rememberedLanguage()).toBe('es');
    document.documentElement.lang = 'en';
    expect(rememberedLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(rememberedLanguage()).toBe('es');
  });
});
