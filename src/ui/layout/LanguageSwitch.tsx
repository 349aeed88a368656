// EN / FR, switchable at any time; the i18n module keeps the URL, storage and <html lang> in step. The other
// language's texts are fetched first (load-language.ts): the page changes once they are there.
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/languages';
import { switchLanguage } from '../../i18n/load-language';
import { useNotices } from '../../store/notice-store';

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
          onClick={() => void switchLanguage(i18n, lng).then(
            () => useNotices.getState().dismiss('languageFailed'),
            () => useNotices.getState().show('languageFailed'),
          )}
        >
          {lng.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
