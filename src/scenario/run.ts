// Runs a scenario with the engine alone, and writes its result in the scenario output format.
import { stackItems, type Engine, type GameState, type LogEntry } from '../engine';
import type { Scenario, ScenarioError } from './schema';

export interface ScenarioRun {
  ok: true;
  state: GameState;
  log: LogEntry[];
}

/** `onAction` is told the index of each action before it is applied (the CLI names it if the engine throws). */
export function runScenario(engine: Engine, scenario: Scenario, onAction?: (index: number) => void): ScenarioRun | ScenarioError {
  const started = engine.start(scenario.setup);
  if (!started.ok) return { ok: false, error: started.error, ...(started.params ? { params: started.params } : {}), action: null };
  let state = started.state;
  const log = [...started.log];
  for (const [index, action] of scenario.actions.entries()) {
    onAction?.(index);
    const result = engine.apply(state, action);
    if (!result.ok) return { ok: false, error: result.error, ...(result.params ? { params: result.params } : {}), action: index };
    state = result.state;
    for (const entry of result.log) log.push(entry);
  }
  return { ok: true, state, log };
}

/** The output format documented in docs/scenarios.md (top of the stack first). */
export function scenarioOutput(engine: Engine, state: GameState, log: readonly LogEntry[]) {
  const view = engine.view(state);
  const named = (id: string) => {
    const obj = state.objects[id];
    return obj ? (obj.label ?? obj.id) : id;
  };
  const zone = (z: 'hand' | 'library' | 'graveyard' | 'exile') =>
    Object.fromEntries(
      Object.entries(view[z]).map(([p, cards]) => [
        p,
        cards.map((c) => ({ card: c.card, label: c.label, ...(c.faceDown ? { faceDown: true } : {}), ...(c.exiledWith ? { exiledWith: c.exiledWith } : {}) })),
      ]),
    );
  const pending = state.pending;
  /** The pending choice, with objects named as a scenario names them (labels, or ids when unlabelled). */
  const pendingOutput = () => {
    if (pending === null) return null;
    switch (pending.kind) {
      case 'order':
      case 'mode':
        return pending;
      case 'target':
        return { kind: pending.kind, player: pending.player, trigger: pending.trigger, options: pending.options.map(named) };
      case 'legend':
        return { kind: pending.kind, player: pending.player, card: pending.card, options: pending.options.map(named) };
      case 'sacrifice':
      case 'return': {
        // The ability it belongs to is on the stack (`source`, `label`); its internal id stays out.
        const { item: _item, ...shown } = pending;
        return { ...shown, options: pending.options.map(named) };
      }
      case 'discard':
        return { ...pending, options: pending.options.map(named) };
      case 'name':
        return { kind: pending.kind, player: pending.player, card: pending.card, options: pending.options };
      case 'copy':
        return { kind: pending.kind, player: pending.player, card: pending.card, optional: pending.optional, options: pending.options.map(named) };
      case 'damageAssignment': {
        const attacker = state.objects[pending.attacker];
        return {
          kind: pending.kind,
          player: pending.player,
          attacker: attacker?.card ?? null,
          label: attacker ? (attacker.label ?? attacker.id) : null,
          amount: pending.amount,
          trample: pending.trample,
          ...(pending.blocking ? { blocking: true } : {}),
          options: pending.options.map(named),
          lethal: pending.lethal,
        };
      }
      case 'card':
      case 'scry': {
        if (pending.kind === 'card' && pending.moving) {
          // CR 303.4f: what an Aura moved onto the battlefield enchants; `source` and `label` are the Aura's.
          const aura = state.objects[pending.item];
          const about = { source: aura?.card ?? null, label: aura?.label ?? null };
          return { kind: pending.kind, player: pending.player, ...about, reason: 'enchant', optional: false, options: pending.options.map(named) };
        }
        const item = stackItems(state.stack).find((i) => i.id === pending.item);
        return {
          kind: pending.kind,
          player: pending.player,
          source: item?.source.card ?? null,
          label: item?.source.label ?? null,
          ...(pending.kind === 'card' ? { optional: pending.optional } : {}),
          options: pending.options.map(named),
        };
      }
      case 'newTargets': {
        const item = stackItems(state.stack).find((i) => i.id === pending.item);
        return {
          kind: pending.kind,
          player: pending.player,
          reason: pending.reason,
          source: item?.source.card ?? null,
          label: item?.source.label ?? null,
          current: pending.current.map(named),
          options: pending.options.map((slot) => slot.map(named)),
        };
      }
      case 'may':
      case 'pay': {
        const item = stackItems(state.stack).find((i) => i.id === pending.item);
        return {
          kind: pending.kind,
          player: pending.player,
          ...(pending.kind === 'pay' ? { cost: pending.cost } : {}),
          // As documented: a payment that stops the ability (CR 603.5) says so.
          ...(pending.kind === 'pay' && pending.unless ? { unless: true } : {}),
          source: item?.source.card ?? null,
          label: item?.source.label ?? null,
          options: [true, false],
        };
      }
      default: {
        // Every kind of choice has its output: a new kind that isn't listed here fails to compile.
        const unlisted: never = pending;
        return unlisted;
      }
    }
  };
  return {
    turn: view.turn,
    active: view.active,
    step: view.step,
    priority: view.priority,
    players: view.players,
    battlefield: view.battlefield.map((p) => ({
      card: p.card,
      label: p.label,
      owner: p.owner,
      controller: p.controller,
      tapped: p.tapped,
      counters: p.counters,
      ...(p.power !== undefined ? { power: p.power, toughness: p.toughness } : {}),
      // CR 120.3e, 704.5g: damage marked on the permanent this turn (removed in the cleanup step, 514.2).
      ...(p.damage > 0 ? { damage: p.damage } : {}),
      attachedTo: p.attachedTo,
      ...(p.attacking !== undefined ? { attacking: p.attacking, blocked: p.blocked } : {}),
      ...(p.blocking !== undefined ? { blocking: p.blocking } : {}),
      ...(p.token ? { token: true } : {}),
      ...(p.printed ? { printed: p.printed } : {}),
      ...(p.chosenName ? { chosenName: p.chosenName } : {}),
      ...(p.phasedOut ? { phasedOut: true } : {}),
    })),
    stack: view.stack.map((s) => ({ kind: s.kind, source: s.source, label: s.label, controller: s.controller, targets: s.targets, ...(s.copy ? { copy: true } : {}) })),
    hand: zone('hand'),
    library: zone('library'),
    graveyard: zone('graveyard'),
    exile: zone('exile'),
    pending: pendingOutput(),
    log,
    winner: view.winner,
  };
}
