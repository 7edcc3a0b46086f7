import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/lib/model/language';

/** ES / EN toggle; the current page and scroll position stay as they are. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className="lang-switch" role="group" aria-label={t('header.language')}>
      {LANGUAGES.map((language) => {
        const current = i18n.resolvedLanguage === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            className="lang-switch__option"
            aria-pressed={current}
            // The visible code starts the name (WCAG 2.5.3, label in name): "EN, Switch to English".
            aria-label={`${language.toUpperCase()}, ${t('header.switchTo', { language: t(`languages.${language}`) })}`}
            onClick={() => void i18n.changeLanguage(language)}
          >
            {language.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
