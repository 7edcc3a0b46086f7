import type { ResourceKey } from 'i18next';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/lib/model/language';
import { NAMESPACE } from './i18n';
import { isLanguage } from './remembered-language';

/**
 * A page's own texts, kept out of the texts every page loads first (locales/<language>/global.json):
 * a long page read by few (the privacy notice, the account page) would otherwise add kilobytes to
 * every visitor's first paint. Its file holds its part of the same tree (`{ "privacy": { … } }`),
 * merged into it once loaded, so its keys read as any other.
 */
export interface PageTexts {
  /** A key only the page's file holds: present once it is loaded. */
  probe: string;
  load: Record<Language, () => Promise<{ default: ResourceKey }>>;
}

export type PageTextsState = 'loading' | 'ready' | 'failed';

/** Loads the page's texts in the language shown (again after a switch); `retry` after a failure. */
export function usePageTexts({ probe, load }: PageTexts): {
  state: PageTextsState;
  retry: () => void;
} {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'es';
  const ready = i18n.exists(probe, { lng: language });
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    load[language]().then(
      (module) => {
        i18n.addResourceBundle(language, NAMESPACE, module.default, true, false);
        if (live) loaded();
      },
      () => {
        if (live) setFailed(`${language}#${String(attempt)}`);
      },
    );
    return () => {
      live = false;
    };
  }, [ready, language, attempt, load, i18n]);
  const state = ready
    ? 'ready'
    : failed === `${language}#${String(attempt)}`
      ? 'failed'
      : 'loading';
  return { state, retry };
}
