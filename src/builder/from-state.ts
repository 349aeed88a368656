// The board as it is now, written as a `Setup`, so that the builder can start from it. Only a quiet board can be
// written this way: nothing on the stack, no choice or trigger waiting, no combat, no effect or delayed trigger
// under way (nor a permanent under another player's control than its owner's other than by one control-changing
// effect), nothing phased out or exiled face down or linked to what exiled it — a setup has no field for
// these. Otherwise (or when the result would not start) the builder starts from the setup the board began with.
import type { Engine, GameObject, GameState, ObjectId, Setup, SetupCard } from '../engine';
import { stackSize } from '../engine';

/** Why the board can't be written as a setup, or null when it can. */
export function whyNotASetup(state: GameState): string | null {
  if (stackSize(state.stack) > 0) return 'stack';
  if (state.pending || state.pendingTriggers.length > 0) return 'pending';
  if (state.winner !== null) return 'over';
  if (state.combat) return 'combat';
  if (state.delayedTriggers.length > 0 || state.durationEffects.length > 0 || (state.extraTurns?.length ?? 0) > 0) return 'effects';
  if ((state.phasedOut?.length ?? 0) > 0) return 'phased';
  // A setup `controller` other than the owner is a control-changing effect (CR 613.1b, 800.4a): a permanent that
  // entered under another player's control, or taken back and forth, can't be written as one.
  const expressible = (o: GameObject) => o.controller === o.owner || (o.controlChanges?.from === o.owner && o.controlChanges.to.length === 1);
  if (!state.battlefield.every((id) => expressible(state.objects[id]!))) return 'effects';
  if (Object.values(state.objects).some((o) => o.faceDown || o.exiledWith)) return 'linked';
  if (state.players.filter((p) => !state.playerState[p]?.lost).length < 2) return 'over';
  return null;
}

/**
 * The setup of this board: the players still in the game, their life totals, the turn, step, active player and
 * seed, and every card where it is with its state (tapped, counters, attachments, controller, damage, the choice
 * made as it entered, summoning sickness). What only lasts the turn (lands played, cards drawn) starts afresh.
 */
export function setupFromState(state: GameState): Setup | null {
  if (whyNotASetup(state)) return null;
  const players = state.players.filter((p) => !state.playerState[p]?.lost);
  if (!players.includes(state.active)) return null;
  const labels = new Map<ObjectId, string>();
  const taken = new Set<string>([...players, ...Object.values(state.objects).map((o) => o.label).filter((l): l is string => l !== null)]);
  const labelOf = (obj: GameObject): string => {
    const known = labels.get(obj.id);
    if (known) return known;
    let label = obj.label ?? obj.card.slice(0, 56);
    for (let n = 2; obj.label === null && taken.has(label); n++) label = `${obj.card.slice(0, 56)}-${n}`;
    taken.add(label);
    labels.set(obj.id, label);
    return label;
  };
  const cards: SetupCard[] = [];
  const add = (id: ObjectId, zone: SetupCard['zone']) => {
    const obj = state.objects[id];
    if (!obj) return;
    const card: SetupCard = { card: obj.card, zone, owner: obj.owner, label: labelOf(obj) };
    if (Object.keys(obj.counters).length > 0) card.counters = { ...obj.counters };
    if (zone === 'battlefield') {
      if (obj.controller !== obj.owner) card.controller = obj.controller;
      if (obj.tapped) card.tapped = true;
      if (obj.attachedTo) {
        const host = state.objects[obj.attachedTo];
        if (host) card.attachedTo = labelOf(host);
      }
      if (obj.damage > 0) card.damage = obj.damage;
      if (obj.copyOf) card.copyOf = obj.copyOf;
      if (obj.chosenName) card.chosenName = obj.chosenName;
      if (obj.controlledSince !== undefined && obj.controlledSince >= mostRecentTurn(state, obj.controller)) card.sick = true;
    }
    cards.push(card);
  };
  for (const id of state.battlefield) add(id, 'battlefield');
  for (const p of players) {
    const zones = state.zones[p];
    if (!zones) continue;
    for (const zone of ['hand', 'library', 'graveyard', 'exile'] as const) for (const id of zones[zone]) add(id, zone);
  }
  return {
    players,
    life: Object.fromEntries(players.map((p) => [p, state.playerState[p]!.life])),
    active: state.active,
    step: state.step,
    turn: state.turn,
    freeMana: state.freeMana,
    seed: state.rng,
    cards,
  };
}

/** CR 302.6: the number of a player's most recent turn (the engine's own reading, summoning-sickness.ts). */
function mostRecentTurn(state: GameState, player: string): number {
  return state.playerState[player]?.turnBegan ?? (state.active === player ? state.turn : state.turn - 1);
}

/**
 * Where the builder starts from the current board: the board as it is now when it can be written as a setup
 * that starts, else the setup the board began with. `now` says which.
 */
export function builderStart(engine: Engine, state: GameState, started: Setup): { setup: Setup; now: boolean } {
  const derived = setupFromState(state);
  if (derived && engine.start(derived).ok) return { setup: derived, now: true };
  return { setup: started, now: false };
}
