// Scry: the player sees the top cards of their library and picks those that go to the bottom.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerId } from '../../engine';
import { useLeavingDispatch } from '../common/use-leaving-dispatch';
import { useNames } from '../common/use-names';

export function ScryChoice({ player, options }: { player: PlayerId; options: string[] }) {
  const { t } = useTranslation();
  const names = useNames();
  const dispatch = useLeavingDispatch();
  const [bottom, setBottom] = useState<string[]>([]);
  const toggle = (id: string) => setBottom((b) => (b.includes(id) ? b.filter((x) => x !== id) : [...b, id]));
  return (
    <>
      <ol className="scry-list">
        {options.map((id) => (
          <li key={id}>
            <label>
              <input type="checkbox" data-ref={id} checked={bottom.includes(id)} onChange={() => toggle(id)} /> {names.ref(id)}{' '}
              <span className="scry-where">{bottom.includes(id) ? t('table:choice.scry.bottom') : t('table:choice.scry.top')}</span>
            </label>
          </li>
        ))}
      </ol>
      <div className="choice-buttons choice-confirm">
        <button type="button" className="primary" onClick={() => dispatch({ type: 'choose', player, answer: bottom })}>
          {t('table:choice.scry.confirm')}
        </button>
      </div>
    </>
  );
}
