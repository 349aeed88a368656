// Copy-on-write: an action works on a draft that shares everything with the state it came from, and
// copies a container only the first time the action changes it. The state given to `apply` is never
// touched, and an action costs what it changes — not the size of the whole game.
import type { Ctx } from './context';
import { PILE_CHUNK, type Pile } from './pile';
import type { GameObject } from './object-types';
import type { GameState, PlayerState } from './game-types';
import type { ObjectId, PlayerId, Zone } from './basic-types';
import type { PendingTrigger } from '../triggers/trigger-types';
import type { StackItem } from '../stack/stack-types';

/** A shallow copy of the state that an action may change at the top level. */
export function beginDraft(state: GameState): GameState {
  // Written out field by field: cheaper than a spread, and a new field must be added here on purpose.
  return {
    format: state.format,
    players: state.players,
    playerState: state.playerState,
    turn: state.turn,
    active: state.active,
    step: state.step,
    priority: state.priority,
    passes: state.passes,
    objects: state.objects,
    battlefield: state.battlefield,
    phasedOut: state.phasedOut,
    tokensAway: state.tokensAway,
    zones: state.zones,
    stack: state.stack,
    pendingTriggers: state.pendingTriggers,
    delayedTriggers: state.delayedTriggers,
    loopGuard: state.loopGuard,
    spellsCastThisTurn: state.spellsCastThisTurn,
    triggeredThisTurn: state.triggeredThisTurn,
    extraTurns: state.extraTurns,
    normalTurnOf: state.normalTurnOf,
    doneThisTurn: state.doneThisTurn,
    pending: state.pending,
    freeMana: state.freeMana,
    nextId: state.nextId,
    rng: state.rng,
    winner: state.winner,
    combat: state.combat,
    durationEffects: state.durationEffects,
  };
}

function own<T extends object>(ctx: Ctx, value: T, copy: (v: T) => T): T {
  if (ctx.owned.has(value)) return value;
  const mine = copy(value);
  ctx.owned.add(mine);
  return mine;
}

// The copies, made once each per action, by named functions (no closure is made per write). Records
// keyed by id or player are copied key by key: an object spread of a record that has had keys deleted is
// many times slower in V8. A player's state is copied field by field, like the draft itself.
function copyRecord<T extends object>(record: T): T {
  const copy = {} as Record<string, unknown>;
  for (const key in record) copy[key] = record[key];
  return copy as T;
}
const copyList = <T>(list: readonly T[]): T[] => list.slice();
const copyObject = (o: GameObject): GameObject => ({ ...o, counters: { ...o.counters } });
function copyPlayer(p: PlayerState): PlayerState {
  const copy: PlayerState = { life: p.life, lost: p.lost, manaPool: { ...p.manaPool }, landsPlayed: p.landsPlayed, drewFromEmpty: p.drewFromEmpty };
  if (p.upkeeps) copy.upkeeps = p.upkeeps;
  if (p.attackedThisTurn) copy.attackedThisTurn = p.attackedThisTurn;
  if (p.drawnThisTurn !== undefined) copy.drawnThisTurn = p.drawnThisTurn;
  if (p.turnBegan !== undefined) copy.turnBegan = p.turnBegan;
  return copy;
}
const copyPile = (p: Pile<StackItem>): Pile<StackItem> => ({ full: p.full, top: p.top });
const copyTrigger = (t: PendingTrigger): PendingTrigger => ({ ...t, targets: [...t.targets] });

/** The objects record, writable (to add or delete objects). */
export function editObjects(ctx: Ctx): Record<ObjectId, GameObject> {
  ctx.statics = undefined; // objects change: the static abilities in play are worked out again
  ctx.state.objects = own(ctx, ctx.state.objects, copyRecord);
  return ctx.state.objects;
}

/** One object, writable. */
export function editObject(ctx: Ctx, id: ObjectId): GameObject {
  const objects = editObjects(ctx);
  const obj = objects[id];
  if (!obj) throw new Error(`no object ${id}`);
  const mine = own(ctx, obj, copyObject);
  objects[id] = mine;
  return mine;
}

/** One player's state, writable. */
export function editPlayer(ctx: Ctx, player: PlayerId): PlayerState {
  const all = own(ctx, ctx.state.playerState, copyRecord);
  ctx.state.playerState = all;
  const ps = all[player];
  if (!ps) throw new Error(`no player ${player}`);
  const mine = own(ctx, ps, copyPlayer);
  all[player] = mine;
  return mine;
}

/** The list of ids of a zone, writable (null for the stack, which holds no card list). */
export function editZoneList(ctx: Ctx, zone: Zone, owner: PlayerId): ObjectId[] | null {
  const { state } = ctx;
  if (zone === 'battlefield') ctx.statics = undefined;
  if (zone === 'stack') return null;
  if (zone === 'battlefield') {
    state.battlefield = own(ctx, state.battlefield, copyList);
    return state.battlefield;
  }
  state.zones = own(ctx, state.zones, copyRecord);
  const zones = state.zones[owner];
  if (!zones) throw new Error(`no player ${owner}`);
  const mine = own(ctx, zones, copyRecord);
  state.zones[owner] = mine;
  mine[zone] = own(ctx, mine[zone], copyList);
  return mine[zone];
}

/** The stack's pile, writable at the top level (its chunk lists are copied on first change). */
function editStack(ctx: Ctx): { full: (readonly StackItem[])[]; top: StackItem[] } {
  const pile = own(ctx, ctx.state.stack, copyPile) as { full: (readonly StackItem[])[]; top: StackItem[] };
  ctx.state.stack = pile;
  return pile;
}

/** Pushes onto the stack, changing in place what this action has already copied (see pile.ts). */
export function pushOnStack(ctx: Ctx, item: StackItem): void {
  const pile = editStack(ctx);
  if (pile.top.length === PILE_CHUNK) {
    pile.full = own(ctx, pile.full, copyList);
    pile.full.push(pile.top);
    pile.top = [];
    ctx.owned.add(pile.top);
  }
  pile.top = own(ctx, pile.top, copyList);
  pile.top.push(item);
}

/** Pops the top of the stack, in place where this action has already copied it. */
export function popStack(ctx: Ctx): void {
  const pile = editStack(ctx);
  if (pile.top.length > 1) {
    pile.top = own(ctx, pile.top, copyList);
    pile.top.pop();
    return;
  }
  pile.full = own(ctx, pile.full, copyList);
  pile.top = (pile.full.pop() as StackItem[] | undefined) ?? [];
}

/** The pending triggers, writable: the list and each trigger in it. */
export function editPendingTriggers(ctx: Ctx): PendingTrigger[] {
  const list = own(ctx, ctx.state.pendingTriggers, copyList);
  ctx.state.pendingTriggers = list;
  return list;
}

export function editPendingTrigger(ctx: Ctx, id: string): PendingTrigger | undefined {
  const list = editPendingTriggers(ctx);
  // From the end: the trigger asked about while triggers go on the stack is the last one.
  const index = list.findLastIndex((t) => t.id === id);
  if (index < 0) return undefined;
  const mine = own(ctx, list[index]!, copyTrigger);
  list[index] = mine;
  return mine;
}
