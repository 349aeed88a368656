// legalActions: what may be done now. It feeds the UI's enabled controls, the tests and the fuzzer.
// Every action it lists is accepted by `apply`: candidates are checked by `engine.accepts` (which carries out
// any action but a cast, an activation, a pass, a resolution or an advance, whose checks all come before anything
// moves), attacks and blocks by `judgeDeclarations` (one run to the step where they are declared for all of them).
import { spellTargets } from '../stack/spell-targets';
import { defaultDivision } from '../combat/damage';
import { cardOf, createCtx } from '../state/context';
import { activatedAbilities } from '../state/card-types';
import { combatCandidates } from './combat-legal';
import { judgeDeclarations } from '../actions/combat-actions';
import { beginDraft } from '../state/draft';
import type { Engine, LegalPart } from '../engine-types';
import { newTargetsAnswers } from '../stack/new-targets';
import { pileSize } from '../state/pile';
import { STEPS, type PlayerId } from '../state/basic-types';
import type { Action } from '../actions/action-types';
import type { GameState } from '../state/game-types';

function candidates(engine: Engine, state: GameState): Action[] {
  const pending = state.pending;
  if (pending) {
    const player = pending.player;
    switch (pending.kind) {
      case 'order': {
        const ids = pending.options.map((o) => o.id);
        return [{ type: 'choose', player, answer: ids }, { type: 'choose', player, answer: [...ids].reverse() }, { type: 'auto' }];
      }
      case 'target':
      case 'legend':
        return [...pending.options.map((o): Action => ({ type: 'choose', player, answer: o })), { type: 'auto' }];
      case 'may':
      case 'pay':
        return [{ type: 'choose', player, answer: true }, { type: 'choose', player, answer: false }, { type: 'auto' }];
      case 'name':
        return [...pending.options.slice(0, 3).map((o): Action => ({ type: 'choose', player, answer: o })), { type: 'auto' }];
      case 'copy':
      case 'card':
        return [
          ...pending.options.map((o): Action => ({ type: 'choose', player, answer: o })),
          ...(pending.optional ? [{ type: 'choose', player, answer: false } as Action] : []),
          { type: 'auto' },
        ];
      case 'newTargets':
        return [
          ...newTargetsAnswers(pending, (id) => state.objects[id]?.label ?? id).map((answer): Action => ({ type: 'choose', player, answer })),
          { type: 'auto' },
        ];
      case 'sacrifice':
      case 'return':
      case 'discard':
        return [
          { type: 'choose', player, answer: pending.options.slice(0, pending.count) },
          { type: 'choose', player, answer: pending.options.slice(-pending.count) },
          { type: 'auto' },
        ];
      case 'mode':
        return [...pending.options.map((o): Action => ({ type: 'choose', player, answer: o })), { type: 'auto' }];
      case 'scry':
        // All on top, or the first card to the bottom.
        return [{ type: 'choose', player, answer: [] }, ...pending.options.slice(0, 1).map((o): Action => ({ type: 'choose', player, answer: [o] })), { type: 'auto' }];
      case 'damageAssignment': {
        // The default division, and all of it to the first blocker (refused with trample when that isn't lethal to all).
        const first = pending.options.map((_, i) => (i === 0 ? pending.amount : 0));
        return [{ type: 'choose', player, answer: defaultDivision(pending) }, { type: 'choose', player, answer: first }, { type: 'auto' }];
      }
    }
  }
  const player: PlayerId | null = state.priority;
  if (player === null) return [];
  const list: Action[] = [{ type: 'pass' }];
  if (pileSize(state.stack) > 0) list.push({ type: 'resolve' });
  else {
    const next = STEPS[(STEPS.indexOf(state.step) + 1) % STEPS.length]!;
    list.push({ type: 'advance', to: next === 'untap' ? 'upkeep' : next });
  }
  for (const candidate of combatCandidates(engine, state)) list.push(candidate);
  /** Abilities that work from a hand (cycling) or a graveyard (embalm, CR 702.128a): their owner's to activate. */
  const fromOwnZone = (id: string, from: 'hand' | 'graveyard') =>
    activatedAbilities(engine.cards[state.objects[id]!.card]!.abilities).forEach((a, index) => {
      if (a.kind === 'activated' && a.from === from && !a.targets?.length) list.push({ type: 'activate', player, card: id, ability: index });
    });
  for (const id of state.zones[player]?.hand ?? []) {
    const obj = state.objects[id]!;
    const def = engine.cards[obj.card]!;
    if (def.types.includes('land')) list.push({ type: 'play', player, card: id });
    else {
      const specs = spellTargets(def);
      if (specs.length === 0) list.push({ type: 'cast', player, card: id });
      else
        for (const targets of engine.targetChoices(state, obj.id, specs))
          list.push({ type: 'cast', player, card: id, targets });
    }
    fromOwnZone(id, 'hand');
  }
  for (const id of state.zones[player]?.graveyard ?? []) fromOwnZone(id, 'graveyard');
  for (const id of state.battlefield) {
    const obj = state.objects[id]!;
    if (obj.controller !== player) continue;
    activatedAbilities(engine.cards[cardOf(obj)]!.abilities).forEach((a, index) => {
      if (a.kind === 'mana') list.push({ type: 'activate', player, card: id, ability: index });
      else if (a.from === 'battlefield' && !a.targets?.length) list.push({ type: 'activate', player, card: id, ability: index });
      // CR 602.2b (601.2c): the targets are chosen as the ability is activated, one legal action per choice.
      else if (a.from === 'battlefield')
        for (const targets of engine.targetChoices(state, id, a.targets ?? [])) list.push({ type: 'activate', player, card: id, ability: index, targets });
    });
  }
  return list;
}

const isDeclaration = (a: Action): a is Extract<Action, { type: 'attack' | 'block' }> => a.type === 'attack' || a.type === 'block';

export function legalActions(engine: Engine, state: GameState, part: LegalPart = 'all'): Action[] {
  if (state.winner !== null) return [];
  const all = candidates(engine, state);
  const list = part === 'all' ? all : all.filter((a) => isDeclaration(a) === (part === 'combat'));
  // Attacks (or blocks) are judged together: they share the run to the step where they are declared.
  const accepted = new Set<Action>();
  for (const type of ['attack', 'block'] as const) {
    const some = list.filter((a): a is Extract<Action, { type: 'attack' | 'block' }> => isDeclaration(a) && a.type === type);
    if (some.length === 0) continue;
    const verdicts = judgeDeclarations(createCtx(engine.cards, beginDraft(state)), some);
    some.forEach((a, i) => verdicts[i] && accepted.add(a));
  }
  return list.filter((action) => (isDeclaration(action) ? accepted.has(action) : engine.accepts(state, action)));
}
