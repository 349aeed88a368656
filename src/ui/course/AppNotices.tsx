// Notices that belong to no lesson step: saved progress dropped, an address naming nothing we have, a share
// link refused (with its reason).
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../store/notice-store';
import { refusalMessage } from '../common/refusal-message';

export function AppNotices() {
  const { t, i18n } = useTranslation();
  const notices = useNotices((s) => s.notices);
  const details = useNotices((s) => s.details);
  const dismiss = useNotices((s) => s.dismiss);
  return (
    <div className="app-notices" role="status">
      {notices.map((n) => {
        const detail = details[n];
        return (
          <div key={n} className="app-notice" data-notice={n}>
            <p>
              {t(`common:notice.${n}`)}
              {detail && <span className="app-notice-detail"> {refusalMessage(t, i18n, detail)}</span>}
            </p>
            <button type="button" onClick={() => dismiss(n)}>
              {t('common:notice.dismiss')}
            </button>
          </div>
        );
      })}
    </div>
  );
}
