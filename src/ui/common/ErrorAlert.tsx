// The engine's last rejection, translated. The region is always there so screen readers announce it.
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../i18n/error-key';
import { useStacklab } from '../../store/game-store';
import { useStableNames } from './use-names';
import { PLAYER_PARAMS } from './refusal-message';

export function ErrorAlert() {
  const { t, i18n } = useTranslation();
  const error = useStacklab((s) => s.lastError);
  const clearError = useStacklab((s) => s.clearError);
  const names = useStableNames();
  const alert = useRef<HTMLDivElement>(null);
  // While the page's header is in view, the message sits just below it rather than over its navigation and
  // language buttons; as the header scrolls away the message follows it up to the window's top (error-toast.css).
  useLayoutEffect(() => {
    const box = alert.current;
    if (!box || !error) return;
    const place = () => {
      const header = document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0;
      box.style.setProperty('--alert-top', `${Math.max(12, Math.round(header) + 8)}px`);
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    return () => window.removeEventListener('scroll', place);
  }, [error]);
  let message = '';
  if (error) {
    // A `reason` picks the variant of the message that says why (`errors:illegalTarget_shroud`).
    const key = `errors:${errorKey(error.code, error.params, (k) => i18n.exists(`errors:${k}`))}`;
    const params: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(error.params ?? {})) {
      if (typeof value !== 'string') params[name] = value;
      else if (name === 'card' || name === 'source') params[name] = names.card(value);
      else if (PLAYER_PARAMS.has(name)) params[name] = names.player(value);
      else if (name === 'target' || name === 'ref' || name === 'attackerRef') params[name] = names.ref(value);
      else if (name === 'subtype') params[name] = t(`common:subtypes.${value}`, { defaultValue: value });
      // A step as the turn bar names it (« Étape de déclaration des attaquants »), not the scenario format's id.
      else if (name === 'step') params[name] = t(`common:steps.${value}`, { defaultValue: value });
      else params[name] = value;
    }
    // `theCard`, `ofCard` … beside each name, and the agreement with the card (« les Ours runcinés sont déjà engagés »).
    const subject = typeof params.card === 'string' ? params.card : undefined;
    const context = subject ? names.agreements(subject).find((c) => i18n.exists(`${key}_${c}`)) : undefined;
    const options = { ...names.withOf(params), ...(context ? { context } : {}) };
    message = i18n.exists(key) ? t(key, options) : t('common:error.unknown', { code: error.code });
  }
  return (
    <div ref={alert} className={`error-alert${error ? ' visible' : ''}`} role="alert">
      {error && (
        <>
          <strong>{t('common:error.title')}</strong> <span className="error-message">{message}</span>
          <button type="button" className="link-button" onClick={clearError}>
            {t('common:error.dismiss')}
          </button>
        </>
      )}
    </div>
  );
}
