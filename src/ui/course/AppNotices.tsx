// Notices that belong to no lesson step: saved progress dropped, an address naming nothing we have.
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../store/notice-store';

export function AppNotices() {
  const { t } = useTranslation();
  const notices = useNotices((s) => s.notices);
  const dismiss = useNotices((s) => s.dismiss);
  return (
    <div className="app-notices" role="status">
      {notices.map((n) => (
        <div key={n} className="app-notice" data-notice={n}>
          <p>{t(`common:notice.${n}`)}</p>
          <button type="button" onClick={() => dismiss(n)}>
            {t('common:notice.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
