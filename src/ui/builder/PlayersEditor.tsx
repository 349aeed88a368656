// The builder's players (2 to 4: ids within the schema's rule, life totals) and where the game starts (the
// active player, the step, free mana).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addPlayer, canAddPlayer, canRemovePlayer, playerIdFrom, removePlayer, renamePlayer, setLife } from '../../builder/setup-edit';
import { STEPS, type PlayerId, type Setup } from '../../engine';
import { useCardNames } from '../common/use-card-names';

interface Props {
  setup: Setup;
  onChange: (setup: Setup) => void;
}

export function PlayersEditor({ setup, onChange }: Props) {
  const { t } = useTranslation();
  const names = useCardNames();
  return (
    <fieldset className="builder-players">
      <legend>{t('builder:players')}</legend>
      <ol>
        {setup.players.map((p, i) => (
          <li key={`${i}-${p}`}>
            <PlayerIdField setup={setup} player={p} index={i} onChange={onChange} />
            <label>
              <span>{t('builder:life')}</span>
              <input
                type="number"
                step={1}
                value={setup.life?.[p] ?? 20}
                aria-label={t('builder:lifeOf', names.withOf({ player: names.player(p) }))}
                onChange={(e) => e.target.value.trim() !== '' && onChange(setLife(setup, p, Number(e.target.value)))}
              />
            </label>
            <button type="button" disabled={!canRemovePlayer(setup)} onClick={() => onChange(removePlayer(setup, p))}>
              {t('builder:removePlayer', { player: names.player(p) })}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" disabled={!canAddPlayer(setup)} onClick={() => onChange(addPlayer(setup))}>
        {t('builder:addPlayer')}
      </button>
      <div className="builder-game">
        <label>
          <span>{t('builder:active')}</span>
          <select value={setup.active ?? setup.players[0]} onChange={(e) => onChange({ ...setup, active: e.target.value })}>
            {setup.players.map((p) => (
              <option key={p} value={p}>
                {names.player(p)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('builder:step')}</span>
          <select value={setup.step ?? 'main1'} onChange={(e) => onChange({ ...setup, step: e.target.value as Setup['step'] })}>
            {STEPS.map((s) => (
              <option key={s} value={s}>
                {t(`common:steps.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="builder-check">
          <input type="checkbox" checked={Boolean(setup.freeMana)} onChange={(e) => onChange({ ...setup, freeMana: e.target.checked })} />
          <span>{t('builder:freeMana')}</span>
        </label>
      </div>
    </fieldset>
  );
}

/**
 * A player's id, changed when it is valid (letters first, then letters, digits, - or _). A name typed with accents or
 * spaces becomes the id without them (« Zoé » → `Zoe`), which the field says before it is applied.
 */
function PlayerIdField({ setup, player, index, onChange }: { setup: Setup; player: PlayerId; index: number; onChange: (setup: Setup) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(player);
  const asTyped = value === player ? setup : renamePlayer(setup, player, value);
  const id = asTyped ? value : playerIdFrom(value);
  const renamed = asTyped ?? renamePlayer(setup, player, id);
  const hint = renamed === null ? t('builder:playerIdRule') : asTyped === null ? t('builder:playerIdAs', { id }) : undefined;
  const apply = () => renamed && renamed !== setup && onChange(renamed);
  // The hint follows the field, outside its label: it describes the field and is no part of its name.
  return (
    <>
      <label>
        <span>{t('builder:playerId', { n: index + 1 })}</span>
        <input
          type="text"
          value={value}
          aria-invalid={renamed === null}
          aria-describedby={hint ? `player-id-hint-${index}` : undefined}
          onChange={(e) => setValue(e.target.value)}
          onBlur={() => (renamed ? apply() : setValue(player))}
          onKeyDown={(e) => e.key === 'Enter' && apply()}
        />
      </label>
      {hint && (
        <small id={`player-id-hint-${index}`} className={renamed === null ? 'builder-hint player-id-hint' : 'builder-note player-id-hint'}>
          {hint}
        </small>
      )}
    </>
  );
}
