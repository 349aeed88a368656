// A card in a hand: a button. Legal to cast or play now → highlighted, and clicking does it; otherwise
// clicking still asks the engine, whose refusal explains why (a rules lesson in itself).
import { memo, useState } from 'react';
import { useTexts } from '../../i18n/use-t';
import { costHasX, type Action, type CardView, type PlayerId } from '../../engine';
import { cardDefinition } from '../../store/engine';
import { useLeavingDispatch } from '../common/use-leaving-dispatch';
import { useIsSelected } from '../../store/selection';
import { CardDetailButton } from '../card-detail/CardDetailButton';
import { useCardDetail } from '../card-detail/detail-store';
import { useLongPress } from '../card-detail/use-long-press';
import { useStableNames } from '../common/use-names';
import { ActionMenu } from './ActionMenu';
import { CardFace } from './CardFace';
import { CardMenuItems } from './CardMenuItems';
import { CardText } from './CardText';

interface HandCardProps {
  card: CardView;
  owner: PlayerId;
  /** The legal ways to cast or play it now (several when it has targets). */
  actions: Action[];
  mini?: boolean;
}

export const HandCard = memo(function HandCard({ card, owner, actions, mini = false }: HandCardProps) {
  const { t, i18n } = useTexts();
  const names = useStableNames();
  const dispatch = useLeavingDispatch();
  const [choosing, setChoosing] = useState(false);
  const [x, setX] = useState(1);
  const name = names.card(card.card);
  const isLand = cardDefinition(card.card)?.types.includes('land') ?? false;
  // CR 107.3, 601.2b: a cost with {X} asks for X as the spell is cast.
  const hasX = costHasX(cardDefinition(card.card)?.cost);
  const playable = actions.length > 0;
  const selected = useIsSelected(card.id);
  const openDetail = useCardDetail((s) => s.open);
  // A long press reads the card instead of casting it.
  const press = useLongPress((target) => openDetail(card.id, target));
  // Assistive tech reads the card's type line and rules text (and whether it can be played now) as the
  // button's description: its name alone is its accessible name.
  const describedBy = `card-text-${card.id}`;
  const textKey = `cards:${card.card}.text`;

  const onClick = () => {
    if (actions.length > 1 || (hasX && playable)) setChoosing((c) => !c);
    else if (actions[0]) dispatch(actions[0]);
    else dispatch(isLand ? { type: 'play', player: owner, card: card.id } : { type: 'cast', player: owner, card: card.id });
  };

  return (
    <li className={`hand-slot${selected ? ' is-selected' : ''}`}>
      <button
        type="button"
        className={`card-button${playable ? ' playable' : ''}${mini ? ' mini' : ''}`}
        aria-label={name}
        aria-describedby={describedBy}
        data-object={card.id}
        aria-expanded={actions.length > 1 ? choosing : undefined}
        title={playable ? t(isLand ? 'common:card.play' : 'common:card.cast', { card: name }) : t('common:card.cannot', { card: name })}
        {...press.handlers}
        onClick={() => {
          if (!press.wasLongPress()) onClick();
        }}
      >
        <CardFace card={card.card} mini={mini} />
      </button>
      <CardDetailButton id={card.id} name={name} />
      {playable && (
        <span className="playable-mark" aria-hidden="true">
          ▶
        </span>
      )}
      <div id={describedBy} className="visually-hidden">
        {playable && <p>{t('table:a11y.playable')}.</p>}
        <p>{t(`cards:${card.card}.type`, { defaultValue: '' })}.</p>
        {i18n.exists(textKey) && <CardText text={t(textKey)} className="card-description" />}
      </div>
      <ActionMenu
        className="card-menu"
        marked={selected}
        label={t('common:card.actionsFor', { card: name })}
        lazy={<CardMenuItems card={card} owner={owner} zone="hand" selected={selected} />}
      />
      {choosing && hasX && (
        <div className="popover" role="group" aria-label={t('common:card.cast', { card: name })}>
          <label className="x-value">
            {t('common:card.xValue')}{' '}
            <input type="number" min={0} max={20} value={x} onChange={(e) => setX(Math.max(0, Math.floor(Number(e.target.value) || 0)))} />
          </label>
          <button
            type="button"
            onClick={() => {
              setChoosing(false);
              dispatch({ type: 'cast', player: owner, card: card.id, x });
            }}
          >
            {t('common:card.castX', { card: name, x })}
          </button>
        </div>
      )}
      {choosing && !hasX && (
        <div className="popover" role="group" aria-label={t('common:card.cast', { card: name })}>
          {actions.map((action, i) => (
            <button
              key={i}
              type="button"
              onClick={() => {
                setChoosing(false);
                dispatch(action);
              }}
            >
              {action.type === 'cast' && action.targets?.length
                ? `${t('common:card.cast', { card: name })} → ${names.list(action.targets.map(names.ref))}`
                : t('common:card.cast', { card: name })}
            </button>
          ))}
        </div>
      )}
    </li>
  );
});
