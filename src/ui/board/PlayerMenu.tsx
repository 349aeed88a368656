// A player's teacher menu, in their header: set their life total, make them draw a card or lose the game, gain or
// lose 1 life, discard a card.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerId } from '../../engine';
import { useStacklab } from '../../store/game-store';
import { useView } from '../../store/selectors';
import { playerEvents } from '../../store/teacher-events';
import { useNames } from '../common/use-names';
import { ActionMenu, useActionItem } from './ActionMenu';

interface PlayerMenuProps {
  player: PlayerId;
  name: string;
  life: number;
  lost: boolean;
}

export function PlayerMenu({ player, name, life, lost }: PlayerMenuProps) {
  const { t } = useTranslation();
  const item = useActionItem();
  const names = useNames();
  const events = playerEvents(useView(), player).map((e) =>
    item(e.key, t(`builder:teacherEvents.${e.text}`, e.params.card ? names.withOf({ card: names.card(e.params.card) }) : e.params), e.action),
  );
  return (
    <ActionMenu
      className="player-menu"
      label={t('common:player.actionsFor', { player: name })}
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
      extra={(close) => !lost && <LifeForm key={life} player={player} name={name} life={life} onDone={close} />}
    />
  );
}

/** A number field for the life total; the store turns the new total into a gain or a loss (CR 119.5). */
function LifeForm({ player, name, life, onDone }: { player: PlayerId; name: string; life: number; onDone: () => void }) {
  const { t } = useTranslation();
  const names = useNames();
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
