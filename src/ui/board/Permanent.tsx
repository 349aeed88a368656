// A permanent on the battlefield: an article named by its card, turned sideways when tapped.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, PermanentView } from '../../engine';
import { useNames } from '../common/use-names';
import { CardFace } from './CardFace';
import { PermanentMenu } from './PermanentMenu';

interface PermanentProps {
  permanent: PermanentView;
  activations: Action[];
  mini?: boolean;
}

export const Permanent = memo(function Permanent({ permanent, activations, mini = false }: PermanentProps) {
  const { t } = useTranslation();
  const names = useNames();
  const name = names.card(permanent.card);
  return (
    <li className={`permanent-slot${permanent.tapped ? ' tapped' : ''}${mini ? ' mini' : ''}`}>
      <article className="permanent" aria-label={name} data-object={permanent.id} data-tapped={permanent.tapped}>
        <div className="permanent-card">
          <CardFace
            card={permanent.card}
            power={permanent.power}
            toughness={permanent.toughness}
            damage={permanent.damage}
            counters={permanent.counters}
            mini={mini}
          />
        </div>
        {permanent.tapped && <span className="tapped-badge">{t('common:card.tapped')}</span>}
        {permanent.attachedTo && (
          <span className="attached-note">{t('common:card.attachedTo', { target: names.ref(permanent.attachedTo) })}</span>
        )}
        <PermanentMenu permanent={permanent} name={name} activations={activations} />
      </article>
    </li>
  );
});
