// The small menu of a permanent: its activated abilities, then the teacher's events.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, PermanentView } from '../../engine';
import { useStacklab } from '../../store/game-store';

interface PermanentMenuProps {
  permanent: PermanentView;
  name: string;
  activations: Action[];
}

export function PermanentMenu({ permanent, name, activations }: PermanentMenuProps) {
  const { t } = useTranslation();
  const dispatch = useStacklab((s) => s.dispatch);
  const details = useRef<HTMLDetailsElement>(null);
  const ref = permanent.id;
  const run = (action: Action) => {
    if (details.current) details.current.open = false;
    dispatch(action);
  };
  // CR 702.26b: a phased-out permanent can only phase back in.
  const all: { key: string; action: Action }[] = [
    { key: 'destroy', action: { type: 'destroy', cards: [ref] } },
    { key: 'exile', action: { type: 'exile', cards: [ref] } },
    { key: 'bounce', action: { type: 'bounce', cards: [ref] } },
    { key: 'sacrifice', action: { type: 'sacrifice', cards: [ref] } },
    permanent.tapped
      ? { key: 'untap', action: { type: 'untap', cards: [ref] } }
      : { key: 'tap', action: { type: 'tap', cards: [ref] } },
    { key: permanent.phasedOut ? 'phaseIn' : 'phaseOut', action: { type: 'phase', cards: [ref] } },
  ];
  const teacher = permanent.phasedOut ? all.filter((a) => a.key === 'phaseIn') : all;
  return (
    <details className="permanent-menu" ref={details}>
      <summary aria-label={t('common:card.actionsFor', { card: name })} title={t('common:card.actionsFor', { card: name })}>
        <span aria-hidden="true">⋯</span>
        <span className="menu-word" aria-hidden="true">
          {t('common:card.actions')}
        </span>
      </summary>
      <div className="menu-panel" role="group" aria-label={t('common:card.actionsFor', { card: name })}>
        {!permanent.phasedOut && activations.map((action, i) => (
          <button key={`a${i}`} type="button" onClick={() => run(action)}>
            {t('common:card.activate')}
          </button>
        ))}
        <p className="menu-caption">{t('common:card.teacher')}</p>
        {teacher.map(({ key, action }) => (
          <button key={key} type="button" onClick={() => run(action)}>
            {t(`common:card.${key}`)}
          </button>
        ))}
      </div>
    </details>
  );
}
