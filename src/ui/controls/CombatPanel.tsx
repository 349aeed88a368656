// Declaring attackers and blockers: the player ticks creatures (or picks what each blocks) and declares.
// With several opponents, each attacker attacks the player chosen for it (CR 506.2, 508.1b).
// What may attack or block comes from legalActions (its declarations, read a render after the rest of the table);
// the engine checks the declaration itself.
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, ObjectId, PlayerId } from '../../engine';
import { useStacklab } from '../../store/game-store';
import { selectLesson, useCombatActions, useLiveView, useViewPart } from '../../store/selectors';
import { useCardNames } from '../common/use-card-names';
import { useStableNames } from '../common/use-names';
import { combatFormShown } from './combat-visible';
import { useClearOfDock } from './use-clear-of-dock';

type Attack = Extract<Action, { type: 'attack' }>;
type Block = Extract<Action, { type: 'block' }>;

/**
 * `first` is the form's place above the stack and the waiting triggers, taken while both are empty (as they are
 * between steps); `after` is its place below them while they hold something (a declaration then resolves the stack
 * first, and the stack is what the player reads).
 */
export function CombatPanel({ place }: { place: 'first' | 'after' }) {
  const actions = useCombatActions();
  // The parts of the view it needs, so that it renders again only when they change.
  const step = useViewPart((v) => v.step);
  const waiting = useViewPart((v) => v.pending !== null);
  const zonesEmpty = useViewPart((v) => v.stack.length === 0 && v.pendingTriggers.length === 0);
  // Remount when the situation changes, so stale ticks never carry over.
  const key = useViewPart((v) => `${v.turn}-${v.step}-${v.battlefield.length}`);
  // A lesson shows the form only if it is about combat (Lesson.combat); the sandbox always does.
  const lessonWithout = useStacklab((s) => s.mode === 'lessons' && selectLesson(s)?.combat !== true);
  if (lessonWithout || (place === 'first') !== zonesEmpty) return null;
  const attacks = combatFormShown(step, 'attack') ? actions.filter((a): a is Attack => a.type === 'attack') : [];
  const blocks = combatFormShown(step, 'block') ? actions.filter((a): a is Block => a.type === 'block') : [];
  if (waiting || (attacks.length === 0 && blocks.length === 0)) return null;
  return attacks.length > 0 ? <AttackForm key={key} attacks={attacks} /> : <BlockForm key={key} blocks={blocks} />;
}

function AttackForm({ attacks }: { attacks: Attack[] }) {
  const { t } = useTranslation();
  // The form acts on the live game: its names and its view are the live game's, whatever moment the table shows.
  const names = useStableNames();
  const view = useLiveView();
  const dispatch = useStacklab((s) => s.dispatch);
  const candidates = [...new Set(attacks.flatMap((a) => a.attackers.map((x) => x.card)))];
  // The attacks legalActions offers always name the player attacked.
  const first = attacks[0]!.attackers[0]!.target!;
  const [chosen, setChosen] = useState<ObjectId[]>([]);
  const [targets, setTargets] = useState<Record<ObjectId, PlayerId>>({});
  const toggle = useCallback((id: ObjectId) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id])), []);
  const choose = useCallback((id: ObjectId, player: PlayerId) => setTargets((all) => ({ ...all, [id]: player })), []);
  // With several opponents still in the game (in turn order from the active player), each row picks the one it
  // attacks. The list is made again only when the players change (views keep their unchanged parts), so that the
  // memo rows are not rendered again by every action.
  const playerNames = useCardNames();
  const { order, active, players } = view;
  const options = useMemo(() => {
    const opponents = order.filter((p) => p !== active && !players[p]?.lost);
    return opponents.length > 1 ? opponents.map((p): [PlayerId, string] => [p, t('common:combat.attacks', { player: playerNames.player(p) })]) : null;
  }, [order, active, players, t, playerNames]);
  const many = options !== null;
  const form = useRef<HTMLElement>(null);
  useClearOfDock(form);
  return (
    <section ref={form} className="panel combat-panel" aria-label={t('common:combat.title')}>
      <h2 className="panel-title">{t('common:combat.title')}</h2>
      <p className="combat-help">{many ? t('common:combat.attackHelpMany') : t('common:combat.attackHelp', { player: names.player(first) })}</p>
      <ul className="combat-list">
        {candidates.map((id) => {
          const name = names.distinct(id);
          return (
            <AttackerRow
              key={id}
              id={id}
              name={name}
              checked={chosen.includes(id)}
              onToggle={toggle}
              options={options}
              defender={targets[id] ?? first}
              defenderLabel={options ? t('common:combat.defender', { card: name }) : ''}
              onDefender={choose}
            />
          );
        })}
      </ul>
      <div className="combat-declare">
        <button
          type="button"
          className="primary"
          disabled={chosen.length === 0}
          onClick={() => dispatch({ type: 'attack', attackers: chosen.map((card) => ({ card, target: targets[card] ?? first })) })}
        >
          {t('common:combat.declareAttackers')}
        </button>
      </div>
    </section>
  );
}

interface AttackerRowProps {
  id: ObjectId;
  name: string;
  checked: boolean;
  onToggle: (id: ObjectId) => void;
  /** With several opponents: each one's id and the option's text. */
  options: [PlayerId, string][] | null;
  defender: PlayerId;
  defenderLabel: string;
  onDefender: (id: ObjectId, player: PlayerId) => void;
}

/** One creature that may attack; a memo row, so that an action elsewhere leaves its inputs alone. */
const AttackerRow = memo(function AttackerRow({ id, name, checked, onToggle, options, defender, defenderLabel, onDefender }: AttackerRowProps) {
  return (
    <li className="combat-attacker">
      <label>
        <input type="checkbox" data-ref={id} checked={checked} onChange={() => onToggle(id)} /> {name}
      </label>
      {options && (
        <select data-defender={id} aria-label={defenderLabel} value={defender} onChange={(e) => onDefender(id, e.target.value)}>
          {options.map(([p, text]) => (
            <option key={p} value={p}>
              {text}
            </option>
          ))}
        </select>
      )}
    </li>
  );
});

function BlockForm({ blocks }: { blocks: Block[] }) {
  const { t } = useTranslation();
  // The form acts on the live game: its names and its view are the live game's, whatever moment the table shows.
  const names = useStableNames();
  const view = useLiveView();
  const dispatch = useStacklab((s) => s.dispatch);
  const blockers = [...new Set(blocks.flatMap((b) => b.blockers.map((x) => x.card)))];
  const attackers = view.battlefield.filter((p) => p.attacking !== undefined);
  const [assigned, setAssigned] = useState<Record<ObjectId, ObjectId>>({});
  const declared = Object.entries(assigned).map(([card, blocksId]) => ({ card, blocks: blocksId }));
  const form = useRef<HTMLElement>(null);
  useClearOfDock(form);
  return (
    <section ref={form} className="panel combat-panel" aria-label={t('common:combat.title')}>
      <h2 className="panel-title">{t('common:combat.title')}</h2>
      <p className="combat-help">{t('common:combat.blockHelp')}</p>
      <ul className="combat-list">
        {blockers.map((id) => (
          <li key={id}>
            <label>
              {names.distinct(id)}{' '}
              <select
                data-ref={id}
                value={assigned[id] ?? ''}
                onChange={(e) =>
                  setAssigned(({ [id]: _old, ...rest }) => (e.target.value ? { ...rest, [id]: e.target.value } : rest))
                }
              >
                <option value="">{t('common:combat.noBlock')}</option>
                {attackers.map((a) => (
                  <option key={a.id} value={a.id}>
                    {t('common:combat.blocks', { card: names.distinct(a.id) })}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
      <div className="combat-declare">
        <button type="button" className="primary" onClick={() => dispatch({ type: 'block', blockers: declared })}>
          {declared.length === 0 ? t('common:combat.noBlockers') : t('common:combat.declareBlockers')}
        </button>
      </div>
    </section>
  );
}
