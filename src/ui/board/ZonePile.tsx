// A graveyard or exile: the cards' names, newest at the top; each name opens the teacher's menu for that card
// (exile it, return it to its owner's hand, put it onto the battlefield or on top of the library, select it).
import { memo } from 'react';
import { useTexts } from '../../i18n/use-t';
import type { CardView, PlayerId } from '../../engine';
import { useIsSelected } from '../../store/selection';
import { useRovingZone } from '../a11y/use-roving-zone';
import { CardDetailButton } from '../card-detail/CardDetailButton';
import { useCardNames } from '../common/use-card-names';
import { useStableNames } from '../common/use-names';
import { ShowMore, useShownCount } from '../common/ShowMore';
import { ActionMenu } from './ActionMenu';
import { CardMenuItems } from './CardMenuItems';

interface ZonePileProps {
  player: PlayerId;
  zone: 'graveyard' | 'exile';
  cards: readonly CardView[];
}

export const ZonePile = memo(function ZonePile({ player, zone, cards }: ZonePileProps) {
  const { t } = useTexts();
  const names = useCardNames();
  // Newest first; a pile of a hundred dead creatures shows its newest and a button for more.
  const [shown, more] = useShownCount(cards.length);
  const zoneRef = useRovingZone<HTMLElement>();
  return (
    <section ref={zoneRef} className={`zone zone-pile zone-${zone}`} aria-label={t(`common:zoneOf.${zone}`, names.withOf({ player: names.player(player) }))}>
      <h3 className="zone-title">
        {t(`common:zones.${zone}`)} <span className="count">{cards.length}</span>
      </h3>
      {cards.length === 0 ? (
        <p className="zone-empty">{t('common:player.emptyZone')}</p>
      ) : (
        <>
          <ol className="pile-list" reversed start={cards.length}>
            {cards.slice(cards.length - shown).reverse().map((c) => (
              <PileCard key={c.id} card={c} player={player} zone={zone} />
            ))}
          </ol>
          <ShowMore hidden={cards.length - shown} onMore={more} />
        </>
      )}
    </section>
  );
});

/** One card of the pile: its name opens its menu. */
const PileCard = memo(function PileCard({ card: c, player, zone }: { card: CardView; player: PlayerId; zone: 'graveyard' | 'exile' }) {
  const { t } = useTexts();
  const names = useStableNames();
  const selected = useIsSelected(c.id);
  return (
    <li className={`pile-card${selected ? ' is-selected' : ''}`} data-object={c.id}>
      <article aria-label={names.card(c.card)}>
        <CardDetailButton id={c.id} name={names.card(c.card)} />
        <ActionMenu
          className="pile-menu"
          marked={selected}
          label={t('common:card.actionsFor', { card: names.card(c.card) })}
          summary={
            <>
              <span className="pile-name">
                {names.card(c.card)}
                {c.faceDown && <span className="pile-note"> ({t('common:card.faceDown')})</span>}
                {c.exiledWith && <span className="pile-note"> — {t('common:card.exiledWith', { card: names.ref(c.exiledWith) })}</span>}
              </span>
              <span className="pile-more" aria-hidden="true">
                {selected ? '✓' : '⋯'}
              </span>
            </>
          }
          lazy={<CardMenuItems card={c} owner={player} zone={zone} selected={selected} />}
        />
      </article>
    </li>
  );
});
