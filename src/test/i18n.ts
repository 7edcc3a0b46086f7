import i18next from 'i18next';
import { initI18n } from '@/i18n/i18n';

/** Tests read the Spanish texts (the default language), whatever a test before switched to. */
export async function inSpanish() {
  await initI18n('es');
  await i18next.changeLanguage('es');
}
