// Declaring attackers and blockers: the player ticks creatures (or picks what each blocks) and declares.
// What may attack or block comes from legalActions; the engine checks the declaration itself.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, ObjectId } from '../../engine';
import { useStacklab } from '../../store/game-store';
import { useLegalActions, useView } from '../../store/selectors';
import { useNames } from '../common/use-names';

type Attack = Extract<Action, { type: 'attack' }>;
type Block = Extract<Action, { type: 'block' }>;

export function CombatPanel() {
  const actions = useLegalActions();
  const view = useView();
  const attacks = actions.filter((a): a is Attack => a.type === 'attack');
  const blocks = actions.filter((a): a is Block => a.type === 'block');
  if (view.pending || (attacks.length === 0 && blocks.length === 0)) return null;
  // Remount when the situation changes, so stale ticks never carry over.
  const key = `${view.turn}-${view.step}-${view.battlefield.length}`;
  return attacks.length > 0 ? <AttackForm key={key} attacks={attacks} /> : <BlockForm key={key} blocks={blocks} />;
}

function AttackForm({ attacks }: { attacks: Attack[] }) {
  const { t } = useTranslation();
  const names = useNames();
  const dispatch = useStacklab((s) => s.dispatch);
  const candidates = [...new Set(attacks.flatMap((a) => a.attackers.map((x) => x.card)))];
  const defender = attacks[0]!.attackers[0]!.target;
  const [chosen, setChosen] = useState<ObjectId[]>([]);
  const toggle = (id: ObjectId) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <section className="panel combat-panel" aria-label={t('common:combat.title')}>
      <h2 className="panel-title">{t('common:combat.title')}</h2>
      <p className="combat-help">{t('common:combat.attackHelp', { player: names.player(defender) })}</p>
      <ul className="combat-list">
        {candidates.map((id) => (
          <li key={id}>
            <label>
              <input type="checkbox" checked={chosen.includes(id)} onChange={() => toggle(id)} /> {names.ref(id)}
            </label>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="primary"
        disabled={chosen.length === 0}
        onClick={() => dispatch({ type: 'attack', attackers: chosen.map((card) => ({ card, target: defender })) })}
      >
        {t('common:combat.declareAttackers')}
      </button>
    </section>
  );
}

function BlockForm({ blocks }: { blocks: Block[] }) {
  const { t } = useTranslation();
  const names = useNames();
  const view = useView();
  const dispatch = useStacklab((s) => s.dispatch);
  const blockers = [...new Set(blocks.flatMap((b) => b.blockers.map((x) => x.card)))];
  const attackers = view.battlefield.filter((p) => p.attacking !== undefined);
  const [assigned, setAssigned] = useState<Record<ObjectId, ObjectId>>({});
  const declared = Object.entries(assigned).map(([card, blocksId]) => ({ card, blocks: blocksId }));
  return (
    <section className="panel combat-panel" aria-label={t('common:combat.title')}>
      <h2 className="panel-title">{t('common:combat.title')}</h2>
      <p className="combat-help">{t('common:combat.blockHelp')}</p>
      <ul className="combat-list">
        {blockers.map((id) => (
          <li key={id}>
            <label>
              {names.ref(id)}{' '}
              <select
                value={assigned[id] ?? ''}
                onChange={(e) =>
                  setAssigned(({ [id]: _old, ...rest }) => (e.target.value ? { ...rest, [id]: e.target.value } : rest))
                }
              >
                <option value="">{t('common:combat.noBlock')}</option>
                {attackers.map((a) => (
                  <option key={a.id} value={a.id}>
                    {t('common:combat.blocks', { card: names.ref(a.id) })}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
      <button type="button" className="primary" onClick={() => dispatch({ type: 'block', blockers: declared })}>
        {declared.length === 0 ? t('common:combat.noBlockers') : t('common:combat.declareBlockers')}
      </button>
    </section>
  );
}
