// CR 603.6d: a card name chosen as a permanent enters (Meddling Mage): a list of names, sorted as read.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingChoice } from '../../engine';
import { useLeavingDispatch } from '../common/use-leaving-dispatch';
import { RuleRef } from '../common/RuleRef';
import { useNames } from '../common/use-names';

type NamePending = Extract<PendingChoice, { kind: 'name' }>;

export function NameChoice({ pending }: { pending: NamePending }) {
  const { t, i18n } = useTranslation();
  const names = useNames();
  const dispatch = useLeavingDispatch();
  const sorted = useMemo(
    () => [...pending.options].sort((a, b) => names.card(a).localeCompare(names.card(b), i18n.language)),
    [pending.options, names, i18n.language],
  );
  const [chosen, setChosen] = useState(sorted[0] ?? '');
  const player = names.player(pending.player);
  return (
    <>
      <p className="choice-prompt">
        {t('table:choice.name.prompt', names.withOf({ player, card: names.card(pending.card) }))} <RuleRef rule="603.6d" />
      </p>
      <label className="name-choice">
        {t('table:choice.name.label')}{' '}
        <select value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {sorted.map((id) => (
            <option key={id} value={id}>
              {names.card(id)}
            </option>
          ))}
        </select>
      </label>
      <div className="choice-buttons choice-confirm">
        <button type="button" className="primary" disabled={!chosen} onClick={() => dispatch({ type: 'choose', player: pending.player, answer: chosen })}>
          {t('table:choice.name.confirm', { card: chosen ? names.card(chosen) : '' })}
        </button>
      </div>
    </>
  );
}
