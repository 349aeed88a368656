import { useTranslation } from 'react-i18next';
import { useNames } from '../common/use-names';

export function SandboxPanel() {
  const { t } = useTranslation();
  const names = useNames();
  return (
    <section className="panel sandbox-panel" aria-label={t('common:sandbox.region')}>
      <h2 className="lesson-title">{t('common:sandbox.title')}</h2>
      <p>
        {t('common:sandbox.intro', {
          wrath: names.card('wrath-of-god'),
          artist: names.card('blood-artist'),
          highborn: names.card('kalastria-highborn'),
        })}
      </p>
      <p>{t('common:sandbox.copies', { howl: names.card('howl-of-the-horde'), bolt: names.card('lightning-bolt') })}</p>
      <p className="muted">{t('common:sandbox.freeMana')}</p>
    </section>
  );
}
