// CR 707.10c: new targets for a copy of a spell; CR 601.2c: the targets of a spell an effect casts
// (cascade, rebound). One group of options per target; the current target is preselected and marked.
import { useTranslation } from 'react-i18next';
import type { PendingChoice } from '../../engine';
import { useLeavingDispatch } from '../common/use-leaving-dispatch';
import { useView } from '../../store/selectors';
import { RuleRef } from '../common/RuleRef';
import { useDraft } from '../common/use-draft';
import { useNames } from '../common/use-names';

type NewTargetsPending = Extract<PendingChoice, { kind: 'newTargets' }>;

export function NewTargetsChoice({ pending }: { pending: NewTargetsPending }) {
  const { t } = useTranslation();
  const names = useNames();
  const view = useView();
  const dispatch = useLeavingDispatch();
  // Kept across remounts (the layout may move this panel): the same choice keeps what was picked.
  const [chosen, setChosen] = useDraft(`newTargets:${pending.item}:${pending.current.join()}`, pending.current, (picked) =>
    picked.length === pending.options.length && picked.every((t, i) => t === pending.current[i] || pending.options[i]!.includes(t)),
  );
  const item = view.stack.find((s) => s.id === pending.item);
  const params = names.withOf({ player: names.player(pending.player), card: item ? names.card(item.source) : '' });
  const copy = pending.reason === 'copy';
  const pick = (slot: number, target: string) => setChosen((c) => c.map((x, i) => (i === slot ? target : x)));
  const changed = chosen.some((x, i) => x !== pending.current[i]);
  return (
    <>
      <p className="choice-prompt">
        {t(copy ? 'table:choice.newTargets.copyPrompt' : 'table:choice.newTargets.castPrompt', params)}{' '}
        <RuleRef rule={copy ? '707.10c' : '601.2c'} />
      </p>
      {pending.options.map((options, slot) => (
        <fieldset key={slot} className="target-slot">
          <legend>{t('table:choice.newTargets.slot', { n: slot + 1 })}</legend>
          {options.map((option) => (
            <label key={option} className="target-option">
              <input type="radio" data-slot={slot} data-ref={option} name={`target-${slot}`} checked={chosen[slot] === option} onChange={() => pick(slot, option)} />{' '}
              {names.distinct(option)}
              {option === pending.current[slot] && <span className="target-current"> {t('table:choice.newTargets.current')}</span>}
            </label>
          ))}
        </fieldset>
      ))}
      <div className="choice-buttons choice-confirm">
        <button type="button" className="primary" disabled={copy && !changed} onClick={() => dispatch({ type: 'choose', player: pending.player, answer: chosen })}>
          {t(copy ? 'table:choice.newTargets.confirm' : 'table:choice.newTargets.confirmCast')}
        </button>
        {copy && (
          <button type="button" onClick={() => dispatch({ type: 'choose', player: pending.player, answer: false })}>
            {t('table:choice.newTargets.keep')}
          </button>
        )}
      </div>
    </>
  );
}
