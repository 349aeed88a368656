// CR 510.1c, 702.19b: the attacking player divides a blocked creature's combat damage among its blockers
// (and, with trample, the player it attacks); CR 510.1d: the defending player divides the damage of a creature
// blocking several attackers among them. One number per creature; the engine checks the division.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingChoice } from '../../engine';
import { useLeavingDispatch } from '../common/use-leaving-dispatch';
import { RuleRef } from '../common/RuleRef';
import { useNames } from '../common/use-names';

type DamagePending = Extract<PendingChoice, { kind: 'damageAssignment' }>;

/** Lethal damage to each blocker in the order they were declared, the rest to the last option. */
function defaultShares(pending: DamagePending): number[] {
  let left = pending.amount;
  return pending.options.map((_, i) => {
    const share = i === pending.options.length - 1 ? left : Math.min(left, pending.lethal[i] ?? 0);
    left -= share;
    return share;
  });
}

export function DamageAssignmentChoice({ pending }: { pending: DamagePending }) {
  const { t } = useTranslation();
  const names = useNames();
  const dispatch = useLeavingDispatch();
  const [shares, setShares] = useState<number[]>(() => defaultShares(pending));
  const player = names.player(pending.player);
  const total = shares.reduce((sum, n) => sum + n, 0);
  const blockers = pending.trample ? pending.options.length - 1 : pending.options.length;
  // With trample, damage may go to the player only once each blocker has lethal damage (702.19b).
  const trampleOk = !pending.trample || (shares[blockers] ?? 0) === 0 || shares.slice(0, blockers).every((n, i) => n >= (pending.lethal[i] ?? 0));
  const valid = total === pending.amount && trampleOk;
  const set = (i: number, value: string) => {
    const n = Math.max(0, Math.floor(Number(value) || 0));
    setShares((s) => s.map((x, j) => (j === i ? n : x)));
  };
  return (
    <>
      <p className="choice-prompt">
        {t(pending.trample ? 'table:choice.damage.promptTrample' : pending.blocking ? 'table:choice.damage.promptBlocking' : 'table:choice.damage.prompt', names.withOf({ player, card: names.ref(pending.attacker), count: pending.amount }))}{' '}
        <RuleRef rule={pending.blocking ? '510.1d' : '510.1c'} />
        {pending.trample && (
          <>
            {' '}
            <RuleRef rule="702.19b" />
          </>
        )}
      </p>
      <ul className="damage-list">
        {pending.options.map((option, i) => {
          const isPlayer = pending.trample && i === pending.options.length - 1;
          // Blockers (or the attackers a blocker blocks) are numbered in the order they were declared, which tells twins apart.
          const target = names.ref(option);
          const label = isPlayer ? target : t(pending.blocking ? 'table:choice.damage.attacker' : 'table:choice.damage.blocker', { card: target, n: i + 1 });
          return (
            <li key={option} className="damage-item">
              <label>
                <span className="damage-target">{label}</span>
                <input
                  type="number"
                  min={0}
                  max={pending.amount}
                  step={1}
                  value={shares[i] ?? 0}
                  aria-label={t('table:choice.damage.input', { target: label })}
                  onChange={(e) => set(i, e.target.value)}
                />
              </label>
              {!isPlayer && <span className="damage-lethal">{t('table:choice.damage.lethal', { count: pending.lethal[i] ?? 0 })}</span>}
            </li>
          );
        })}
      </ul>
      <p className={`damage-total${valid ? '' : ' invalid'}`} role="status">
        {t('table:choice.damage.total', { total, count: pending.amount })}
        {!trampleOk && <> — {t('table:choice.damage.lethalFirst')}</>}
      </p>
      <div className="choice-buttons choice-confirm">
        <button type="button" className="primary" disabled={!valid} onClick={() => dispatch({ type: 'choose', player: pending.player, answer: shares })}>
          {t('table:choice.damage.confirm')}
        </button>
        <button type="button" onClick={() => setShares(defaultShares(pending))}>
          {t('table:choice.damage.reset')}
        </button>
      </div>
    </>
  );
}
