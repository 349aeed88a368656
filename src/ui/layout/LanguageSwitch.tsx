// EN / FR, switchable at any time; the i18n module keeps the URL, storage and <html lang> in step.
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/resources';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className="language-switch" role="group" aria-label={t('common:language.label')}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={current === lng}
          title={t(`common:language.${lng}`)}
          onClick={() => void i18n.changeLanguage(lng)}
        >
          {lng.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
