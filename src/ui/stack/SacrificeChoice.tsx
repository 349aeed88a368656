// A player chooses which permanents to sacrifice (CR 701.21a; annihilator, 702.86a) or to return to
// their owners' hands (Stormfront Riders), or which cards to discard down to their maximum hand size in the
// cleanup step (514.1).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingChoice } from '../../engine';
import { useLeavingDispatch } from '../common/use-leaving-dispatch';
import { RuleRef } from '../common/RuleRef';
import { useNames } from '../common/use-names';

type SacrificePending = Extract<PendingChoice, { kind: 'sacrifice' | 'return' | 'discard' }>;

export function SacrificeChoice({ pending }: { pending: SacrificePending }) {
  const { t } = useTranslation();
  const names = useNames();
  const dispatch = useLeavingDispatch();
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const player = names.player(pending.player);
  return (
    <>
      <p className="choice-prompt">
        {t(`table:choice.${pending.kind}.prompt`, names.withOf({ player, card: 'source' in pending ? names.card(pending.source) : '', count: pending.count }))}
        {pending.kind !== 'return' && (
          <>
            {' '}
            <RuleRef rule={pending.kind === 'sacrifice' ? '701.21a' : '514.1'} />
          </>
        )}
      </p>
      <ul className="order-list">
        {pending.options.map((id) => (
          <li key={id} className="order-item">
            <label>
              <input type="checkbox" data-ref={id} checked={chosen.includes(id)} onChange={() => toggle(id)} /> {names.distinct(id)}
            </label>
          </li>
        ))}
      </ul>
      <div className="choice-buttons choice-confirm">
        <button
          type="button"
          className="primary"
          disabled={chosen.length !== pending.count}
          onClick={() => dispatch({ type: 'choose', player: pending.player, answer: chosen })}
        >
          {t(`table:choice.${pending.kind}.confirm`, { count: pending.count })}
        </button>
      </div>
    </>
  );
}
