// A graveyard or exile: the cards' names, newest at the top; each name opens the teacher's menu for that card
// (exile it, return it to its owner's hand, put it onto the battlefield or on top of the library, select it).
import { useTranslation } from 'react-i18next';
import type { CardView, PlayerId } from '../../engine';
import { useSelected } from '../../store/selection';
import { useRovingZone } from '../a11y/use-roving-zone';
import { useNames } from '../common/use-names';
import { ActionMenu } from './ActionMenu';
import { useCardMoves, useSelectItem } from './card-menu-items';

interface ZonePileProps {
  player: PlayerId;
  zone: 'graveyard' | 'exile';
  cards: CardView[];
}

export function ZonePile({ player, zone, cards }: ZonePileProps) {
  const { t } = useTranslation();
  const names = useNames();
  const selected = useSelected();
  const selectItem = useSelectItem();
  const cardMoves = useCardMoves();
  const zoneRef = useRovingZone<HTMLElement>();
  return (
    <section ref={zoneRef} className={`zone zone-pile zone-${zone}`} aria-label={t(`common:zoneOf.${zone}`, names.withOf({ player: names.player(player) }))}>
      <h3 className="zone-title">
        {t(`common:zones.${zone}`)} <span className="count">{cards.length}</span>
      </h3>
      {cards.length === 0 ? (
        <p className="zone-empty">{t('common:player.emptyZone')}</p>
      ) : (
        <ol className="pile-list" reversed>
          {[...cards].reverse().map((c) => (
            <li key={c.id} className={`pile-card${selected.includes(c.id) ? ' is-selected' : ''}`} data-object={c.id}>
              <article aria-label={names.card(c.card)}>
                <ActionMenu
                  className="pile-menu"
                  marked={selected.includes(c.id)}
                  label={t('common:card.actionsFor', { card: names.card(c.card) })}
                  summary={
                    <>
                      <span className="pile-name">
                        {names.card(c.card)}
                        {c.faceDown && <span className="pile-note"> ({t('common:card.faceDown')})</span>}
                        {c.exiledWith && <span className="pile-note"> — {t('common:card.exiledWith', { card: names.ref(c.exiledWith) })}</span>}
                      </span>
                      <span className="pile-more" aria-hidden="true">
                        {selected.includes(c.id) ? '✓' : '⋯'}
                      </span>
                    </>
                  }
                  sections={[
                    { key: 'teacher', caption: t('common:card.teacher'), items: [...cardMoves(c, player, zone), selectItem(c.id, selected.includes(c.id))] },
                  ]}
                />
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
