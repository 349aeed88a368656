import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { lessonCatalogue } from '../../lessons/catalogue';
import { useProgress } from '../../store/progress-store';
import { COURSE_PATH, lessonPath, RULINGS_PATH, sandboxPath, withSearch } from '../routing/paths';
import { LanguageSwitch } from './LanguageSwitch';

export function Header() {
  const { t } = useTranslation();
  const [pathname, navigate] = useLocation();
  const lastLesson = useProgress((s) => s.lastLesson);
  const where = pathname.startsWith('/lessons/') ? 'lessons' : pathname.startsWith('/sandbox') ? 'sandbox' : 'course';
  const onCourse = pathname === COURSE_PATH;
  const go = (path: string) => navigate(withSearch(path));
  return (
    <header className="app-header">
      <div className="brand">
        <span className="brand-mark" aria-hidden="true" />
        <div>
          <h1 className="brand-name">{t('common:app.title')}</h1>
          <p className="brand-tagline">{t('common:app.tagline')}</p>
        </div>
      </div>
      <nav className="mode-switch" aria-label={t('common:mode.label')}>
        <button type="button" aria-pressed={onCourse} onClick={() => go(COURSE_PATH)}>
          {t('common:mode.course')}
        </button>
        <button type="button" aria-pressed={where === 'lessons'} onClick={() => {
            if (where !== 'lessons') go(lessonPath(lastLesson ?? lessonCatalogue[0]?.id ?? ''));
          }}>
          {t('common:mode.lessons')}
        </button>
        <button type="button" aria-pressed={where === 'sandbox'} onClick={() => {
            if (where !== 'sandbox') go(sandboxPath());
          }}>
          {t('common:mode.sandbox')}
        </button>
        <button type="button" aria-pressed={pathname === RULINGS_PATH} onClick={() => go(RULINGS_PATH)}>
          {t('common:mode.rulings')}
        </button>
      </nav>
      <LanguageSwitch />
    </header>
  );
}
