import { useTranslation } from 'react-i18next';
import { lessons } from '../../lessons';
import { useStacklab } from '../../store/game-store';
import { LanguageSwitch } from './LanguageSwitch';

export function Header() {
  const { t } = useTranslation();
  const mode = useStacklab((s) => s.mode);
  const lessonId = useStacklab((s) => s.lessonId);
  const openLesson = useStacklab((s) => s.openLesson);
  const openSandbox = useStacklab((s) => s.openSandbox);
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
        <button type="button" aria-pressed={mode === 'lessons'} onClick={() => {
            if (mode !== 'lessons') openLesson(lessonId ?? lessons[0]?.id ?? '');
          }}>
          {t('common:mode.lessons')}
        </button>
        <button type="button" aria-pressed={mode === 'sandbox'} onClick={() => openSandbox()}>
          {t('common:mode.sandbox')}
        </button>
      </nav>
      <LanguageSwitch />
    </header>
  );
}
