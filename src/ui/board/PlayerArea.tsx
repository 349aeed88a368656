// One player's side of the table: life, library, hand, battlefield (lands apart), graveyard and exile.
import { useTranslation } from 'react-i18next';
import type { PlayerId } from '../../engine';
import { cardDefinition } from '../../store/engine';
import { handActionsFor, useLegalActions, useViewList, useViewPart } from '../../store/selectors';
import { useRovingZone } from '../a11y/use-roving-zone';
import { useCardNames } from '../common/use-card-names';
import { HandCard } from './HandCard';
import { Permanent } from './Permanent';
import { PlayerMenu } from './PlayerMenu';
import { ZonePile } from './ZonePile';

interface PlayerAreaProps {
  player: PlayerId;
  /** The player across the table sits at the top, their zones mirrored. */
  position: 'top' | 'bottom';
}

export function PlayerArea({ player, position }: PlayerAreaProps) {
  const { t } = useTranslation();
  // This player's parts of the view shown, each read apart: a step in time or an action on the other side of
  // the table leaves this area alone.
  const actions = useLegalActions();
  const names = useCardNames();
  const name = names.player(player);
  const info = useViewPart((v) => v.players[player]);
  const mine = useViewList((v) => v.battlefield.filter((p) => p.controller === player));
  const isLand = (card: string) => cardDefinition(card)?.types.includes('land') ?? false;
  const lands = mine.filter((p) => isLand(p.card));
  const others = mine.filter((p) => !isLand(p.card));
  const hand = useViewList((v) => v.hand[player] ?? []);
  const libraryCount = useViewPart((v) => v.library[player]?.length ?? 0);
  const active = useViewPart((v) => v.active === player);
  // While a choice is answered during resolution nobody can act on the stack: the player who decides is
  // shown as deciding instead of having priority.
  const deciding = useViewPart((v) => v.pending?.player === player);
  const priority = useViewPart((v) => !v.pending && v.priority === player);
  const graveyard = useViewList((v) => v.graveyard[player] ?? []);
  const exile = useViewList((v) => v.exile[player] ?? []);
  const handRef = useRovingZone<HTMLElement>();
  const battlefieldRef = useRovingZone<HTMLElement>();

  const handZone = (
    <section ref={handRef} className="zone zone-hand" aria-label={t('common:zoneOf.hand', names.withOf({ player: name }))}>
      <h3 className="zone-title">{t('common:zones.hand')}</h3>
      {hand.length === 0 ? (
        <p className="zone-empty">{t('common:player.emptyZone')}</p>
      ) : (
        <ul className="card-row">
          {hand.map((c) => (
            <HandCard key={c.id} card={c} owner={player} actions={handActionsFor(actions, c.id, c.label)} mini={position === 'top'} />
          ))}
        </ul>
      )}
    </section>
  );
  const othersRow = (
    <ul className="card-row permanents" aria-label={t('common:zones.battlefield')}>
      {others.map((p) => (
        <Permanent key={p.id} permanent={p} />
      ))}
    </ul>
  );
  const landsRow = lands.length > 0 && (
    <ul className="card-row lands">
      {lands.map((p) => (
        <Permanent key={p.id} permanent={p} mini />
      ))}
    </ul>
  );
  const battlefield = (
    <section ref={battlefieldRef} className="zone zone-battlefield" aria-label={t('common:zoneOf.battlefield', names.withOf({ player: name }))}>
      <h3 className="zone-title">{t('common:zones.battlefield')}</h3>
      {mine.length === 0 && <p className="zone-empty">{t('common:player.emptyZone')}</p>}
      {position === 'top' ? (
        <>
          {landsRow}
          {others.length > 0 && othersRow}
        </>
      ) : (
        <>
          {others.length > 0 && othersRow}
          {landsRow}
        </>
      )}
    </section>
  );

  return (
    <section
      className={`player-area ${position}${active ? ' is-active' : ''}${priority ? ' has-priority' : ''}${info?.lost ? ' has-lost' : ''}`}
      aria-label={t('common:player.area', names.withOf({ player: name }))}
    >
      <header className="player-header">
        <h2 className="player-name">{name}</h2>
        {active && <span className="badge badge-active">{t('common:player.active')}</span>}
        {priority && <span className="badge badge-priority">{t('common:player.hasPriority')}</span>}
        {deciding && <span className="badge badge-deciding">{t('common:player.deciding')}</span>}
        {info?.lost && <span className="badge badge-lost">{t('common:player.lost')}</span>}
        <span className="player-life" aria-label={t('common:player.lifeTotal', { player: name, life: info?.life ?? 0 })} title={t('common:player.life')}>
          <span aria-hidden="true">♥</span>
          <span className="life-value" data-testid={`life-${player}`}>
            {info?.life ?? 0}
          </span>
        </span>
        <span className="library-count" role="img" aria-label={t('common:player.library', { count: libraryCount })} title={t('common:zoneOf.library', names.withOf({ player: name }))}>
          <span className="library-icon" aria-hidden="true" />
          <span aria-hidden="true">{libraryCount}</span>
        </span>
        <PlayerMenu player={player} name={name} life={info?.life ?? 0} lost={info?.lost ?? false} />
      </header>
      <div className="player-body">
        <div className="player-main">
          {position === 'top' ? (
            <>
              {handZone}
              {battlefield}
            </>
          ) : (
            <>
              {battlefield}
              {handZone}
            </>
          )}
        </div>
        <div className="player-side">
          <ZonePile player={player} zone="graveyard" cards={graveyard} />
          {exile.length > 0 && <ZonePile player={player} zone="exile" cards={exile} />}
        </div>
      </div>
    </section>
  );
}
