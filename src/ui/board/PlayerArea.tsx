// One player's side of the table: life, library, hand, battlefield (lands apart), graveyard and exile. Each part is
// its own component reading its own part of the view shown, so that a step in time or an action renders only the
// parts it changed (a permanent untapped renders that battlefield, not the hand, the header or the piles).
import { memo, useMemo } from 'react';
import type { PlayerId } from '../../engine';
import { useTexts } from '../../i18n/use-t';
import { cardDefinition } from '../../store/engine';
import { handActionsFor, useLegalActions, useViewList, useViewPart } from '../../store/selectors';
import { useRovingZone } from '../a11y/use-roving-zone';
import { useCardNames } from '../common/use-card-names';
import { useRemovalsAfterPaint } from '../common/use-removals-after-paint';
import { HandCard } from './HandCard';
import { Permanent } from './Permanent';
import { PlayerMenu } from './PlayerMenu';
import { ZonePile } from './ZonePile';

interface PlayerAreaProps {
  player: PlayerId;
  /** The player across the table sits at the top, their zones mirrored. */
  position: 'top' | 'bottom';
}

/** A text naming something of this player's ("Alice's hand", « la main d'Alice »), worked out once per name. */
function usePlayerLabel(key: string, player: PlayerId): string {
  const { t } = useTexts();
  const names = useCardNames();
  const name = names.player(player);
  return useMemo(() => t(key, names.withOf({ player: name })), [t, names, key, name]);
}

const isLand = (card: string) => cardDefinition(card)?.types.includes('land') ?? false;

const HandZone = memo(function HandZone({ player, position }: PlayerAreaProps) {
  const { t } = useTexts();
  const actions = useLegalActions();
  const hand = useViewList((v) => v.hand[player] ?? []);
  const handRef = useRovingZone<HTMLElement>();
  return (
    <section ref={handRef} className="zone zone-hand" aria-label={usePlayerLabel('common:zoneOf.hand', player)}>
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
});

const BattlefieldZone = memo(function BattlefieldZone({ player, position }: PlayerAreaProps) {
  const { t } = useTexts();
  // Many permanents leaving at once leave the board a frame after the table shows what that asks for.
  const mine = useRemovalsAfterPaint(useViewList((v) => v.battlefield.filter((p) => p.controller === player)));
  const battlefieldRef = useRovingZone<HTMLElement>();
  const lands = mine.filter((p) => isLand(p.card));
  const others = mine.filter((p) => !isLand(p.card));
  const othersRow = others.length > 0 && (
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
  return (
    <section ref={battlefieldRef} className="zone zone-battlefield" aria-label={usePlayerLabel('common:zoneOf.battlefield', player)}>
      <h3 className="zone-title">{t('common:zones.battlefield')}</h3>
      {mine.length === 0 && <p className="zone-empty">{t('common:player.emptyZone')}</p>}
      {position === 'top' ? (
        <>
          {landsRow}
          {othersRow}
        </>
      ) : (
        <>
          {othersRow}
          {landsRow}
        </>
      )}
    </section>
  );
});

const PlayerPiles = memo(function PlayerPiles({ player }: { player: PlayerId }) {
  const graveyard = useViewList((v) => v.graveyard[player] ?? []);
  const exile = useViewList((v) => v.exile[player] ?? []);
  return (
    <div className="player-side">
      <ZonePile player={player} zone="graveyard" cards={graveyard} />
      {exile.length > 0 && <ZonePile player={player} zone="exile" cards={exile} />}
    </div>
  );
});

interface PlayerFlags {
  active: boolean;
  priority: boolean;
  lost: boolean;
}

const PlayerHeader = memo(function PlayerHeader({ player, active, priority, lost }: { player: PlayerId } & PlayerFlags) {
  const { t } = useTexts();
  const name = useCardNames().player(player);
  const life = useViewPart((v) => v.players[player]?.life ?? 0);
  const libraryCount = useViewPart((v) => v.library[player]?.length ?? 0);
  // While a choice is answered during resolution nobody can act on the stack: the player who decides is
  // shown as deciding instead of having priority.
  const deciding = useViewPart((v) => v.pending?.player === player);
  const libraryTitle = usePlayerLabel('common:zoneOf.library', player);
  return (
    <header className="player-header">
      <h2 className="player-name">{name}</h2>
      {active && <span className="badge badge-active">{t('common:player.active')}</span>}
      {priority && <span className="badge badge-priority">{t('common:player.hasPriority')}</span>}
      {deciding && <span className="badge badge-deciding">{t('common:player.deciding')}</span>}
      {lost && <span className="badge badge-lost">{t('common:player.lost')}</span>}
      <span className="player-life" aria-label={t('common:player.lifeTotal', { player: name, life })} title={t('common:player.life')}>
        <span aria-hidden="true">♥</span>
        <span className="life-value" data-testid={`life-${player}`}>
          {life}
        </span>
      </span>
      <span className="library-count" role="img" aria-label={t('common:player.library', { count: libraryCount })} title={libraryTitle}>
        <span className="library-icon" aria-hidden="true" />
        <span aria-hidden="true">{libraryCount}</span>
      </span>
      <PlayerMenu player={player} name={name} life={life} lost={lost} />
    </header>
  );
});

export function PlayerArea({ player, position }: PlayerAreaProps) {
  const active = useViewPart((v) => v.active === player);
  const priority = useViewPart((v) => !v.pending && v.priority === player);
  const lost = useViewPart((v) => v.players[player]?.lost ?? false);
  const label = usePlayerLabel('common:player.area', player);
  const hand = <HandZone player={player} position={position} />;
  const battlefield = <BattlefieldZone player={player} position={position} />;
  return (
    <section className={`player-area ${position}${active ? ' is-active' : ''}${priority ? ' has-priority' : ''}${lost ? ' has-lost' : ''}`} aria-label={label}>
      <PlayerHeader player={player} active={active} priority={priority} lost={lost} />
      <div className="player-body">
        <div className="player-main">
          {position === 'top' ? (
            <>
              {hand}
              {battlefield}
            </>
          ) : (
            <>
              {battlefield}
              {hand}
            </>
          )}
        </div>
        <PlayerPiles player={player} />
      </div>
    </section>
  );
}
