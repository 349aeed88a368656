// A player's teacher menu, in their header: set their life total, make them draw a card or lose the game, gain or
// lose 1 life, discard a card.
import { memo, useState } from 'react';
import { useTexts } from '../../i18n/use-t';
import type { PlayerId } from '../../engine';
import { useStacklab } from '../../store/game-store';
import { useView } from '../../store/selectors';
import { playerEvents } from '../../store/teacher-events';
import { useCardNames } from '../common/use-card-names';
import { ActionMenu, MenuSections, useActionItem } from './ActionMenu';

interface PlayerMenuProps {
  player: PlayerId;
  name: string;
  life: number;
  lost: boolean;
}

export const PlayerMenu = memo(function PlayerMenu({ player, name, life, lost }: PlayerMenuProps) {
  const { t } = useTexts();
  return (
    <ActionMenu
      className="player-menu"
      label={t('common:player.actionsFor', { player: name })}
      lazy={<PlayerMenuItems player={player} lost={lost} />}
      extra={(close) => !lost && <LifeForm key={life} player={player} name={name} life={life} onDone={close} />}
    />
  );
});

/** The menu's items, worked out only while it is open (they follow the game: the cards in the player's hand …). */
function PlayerMenuItems({ player, lost }: { player: PlayerId; lost: boolean }) {
  const { t } = useTexts();
  const item = useActionItem();
  const names = useCardNames();
  const events = playerEvents(useView(), player).map((e) =>
    item(e.key, t(`builder:teacherEvents.${e.text}`, e.params.card ? names.withOf({ card: names.card(e.params.card) }) : e.params), e.action),
  );
  return (
    <MenuSections
      sections={[
        {
          key: 'teacher',
          caption: t('common:card.teacher'),
          items: lost
            ? []
            : [
                item('draw', t('common:player.draw'), { type: 'draw', player, count: 1 }),
                item('lose', t('common:player.loses'), { type: 'lose', player }),
                ...events,
              ],
        },
      ]}
    />
  );
}

/** A number field for the life total; the store turns the new total into a gain or a loss (CR 119.5). */
function LifeForm({ player, name, life, onDone }: { player: PlayerId; name: string; life: number; onDone: () => void }) {
  const { t } = useTexts();
  const names = useCardNames();
  const setLife = useStacklab((s) => s.setLife);
  const [value, setValue] = useState(String(life));
  const total = Number(value);
  const valid = value.trim() !== '' && Number.isSafeInteger(total);
  return (
    <form
      className="life-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        onDone();
        setLife(player, total);
      }}
    >
      <label>
        <span>{t('common:player.lifeField')}</span>
        <input
          type="number"
          inputMode="numeric"
          step={1}
          value={value}
          aria-label={t('common:player.lifeOf', names.withOf({ player: name }))}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <button type="submit" disabled={!valid}>
        {t('common:player.setLife')}
      </button>
    </form>
  );
}
