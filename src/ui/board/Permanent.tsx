// A permanent on the battlefield: an article named by its card, turned sideways when tapped.
import { memo } from 'react';
import { useTexts } from '../../i18n/use-t';
import type { PermanentView } from '../../engine';
import { useIsSelected } from '../../store/selection';
import { useCardDetail } from '../card-detail/detail-store';
import { useStableNames } from '../common/use-names';
import { CardFace } from './CardFace';
import { PermanentMenu } from './PermanentMenu';

interface PermanentProps {
  permanent: PermanentView;
  mini?: boolean;
}

export const Permanent = memo(function Permanent({ permanent, mini = false }: PermanentProps) {
  const { t } = useTexts();
  const names = useStableNames();
  const name = names.card(permanent.card);
  const selected = useIsSelected(permanent.id);
  const notes = [
    permanent.phasedOut ? t('common:card.phasedOut') : null,
    permanent.attachedTo ? t('common:card.attachedTo', { target: names.ref(permanent.attachedTo) }) : null,
    permanent.printed ? t('common:card.printed', { card: names.card(permanent.printed) }) : null,
    permanent.chosenName ? t('common:card.chosenName', { card: names.card(permanent.chosenName) }) : null,
  ].filter((n): n is string => n !== null);
  return (
    <li className={`permanent-slot${permanent.tapped ? ' tapped' : ''}${permanent.phasedOut ? ' phased-out' : ''}${mini ? ' mini' : ''}${selected ? ' is-selected' : ''}`}>
      <article className="permanent" aria-label={name} data-object={permanent.id} data-tapped={permanent.tapped}>
        <button
          type="button"
          className="permanent-card"
          aria-label={t('table:cardDetail.open', { card: name })}
          onClick={(e) => useCardDetail.getState().open(permanent.id, e.currentTarget)}
        >
          <CardFace
            card={permanent.card}
            power={permanent.power}
            toughness={permanent.toughness}
            damage={permanent.damage}
            counters={permanent.counters}
            mini={mini}
          />
        </button>
        {permanent.tapped && <span className="tapped-badge">{t('common:card.tapped')}</span>}
        {permanent.token && <span className="token-badge">{t('common:card.token')}</span>}
        {notes.length > 0 && (
          <div className="permanent-notes">
            {notes.map((note) => (
              <span key={note} className="attached-note">
                {note}
              </span>
            ))}
          </div>
        )}
        <PermanentMenu permanent={permanent} name={name} selected={selected} />
      </article>
    </li>
  );
});
