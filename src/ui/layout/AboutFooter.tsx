// The page's footer: which edition of the Comprehensive Rules every rule number on the page refers to.
import { useTranslation } from 'react-i18next';
import { CR_EDITION } from '../../rules/edition';

export function AboutFooter() {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${CR_EDITION.effective}T00:00:00Z`),
  );
  return (
    <footer className="app-footer" aria-label={t('common:about.label')}>
      <p>
        <span data-testid="cr-edition">{t('common:about.edition', { date })}</span> {t('common:about.unofficial')}
      </p>
    </footer>
  );
}
