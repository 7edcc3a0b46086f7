import i18next from 'i18next';
import { initI18n, NAMESPACE } from '@/i18n/i18n';
import type { PageTexts } from '@/i18n/page-texts';

/** Tests read the Spanish texts (the default language), whatever a test before switched to. */
export async function inSpanish() {
  await initI18n('es');
  await i18next.changeLanguage('es');
}

/** A page's own texts (src/i18n/page-texts.ts) in both languages, so that it renders at once. */
export async function withPageTexts({ load }: PageTexts) {
  for (const [language, loader] of Object.entries(load)) {
    i18next.addResourceBundle(language, NAMESPACE, (await loader()).default, true, false);
  }
}
