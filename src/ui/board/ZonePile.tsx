// A graveyard or exile: the cards' names, newest at the top.
import { useTranslation } from 'react-i18next';
import type { CardView, PlayerId } from '../../engine';
import { useNames } from '../common/use-names';

interface ZonePileProps {
  player: PlayerId;
  zone: 'graveyard' | 'exile';
  cards: CardView[];
}

export function ZonePile({ player, zone, cards }: ZonePileProps) {
  const { t } = useTranslation();
  const names = useNames();
  return (
    <section className={`zone zone-pile zone-${zone}`} aria-label={t(`common:zoneOf.${zone}`, names.withOf({ player: names.player(player) }))}>
      <h3 className="zone-title">
        {t(`common:zones.${zone}`)} <span className="count">{cards.length}</span>
      </h3>
      {cards.length === 0 ? (
        <p className="zone-empty">{t('common:player.emptyZone')}</p>
      ) : (
        <ol className="pile-list" reversed>
          {[...cards].reverse().map((c) => (
            <li key={c.id} className="pile-card">
              <article aria-label={names.card(c.card)}>
                {names.card(c.card)}
                {c.faceDown && <span className="pile-note"> ({t('common:card.faceDown')})</span>}
                {c.exiledWith && <span className="pile-note"> — {t('common:card.exiledWith', { card: names.ref(c.exiledWith) })}</span>}
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
