// The derived view of a state: what the UI, the scenario runner and tests read. Computed, never stored.
import { power, toughness, types } from '../characteristics/characteristics';
import { cardOf, type Ctx } from '../state/context';
import { pileToArray } from '../state/pile';
import type { CardView, GameView, PermanentView, StackItemView, TriggerCause } from './view-types';
import type { GameObject } from '../state/object-types';
import type { GameState } from '../state/game-types';
import type { ObjectId, PlayerId } from '../state/basic-types';
import type { TriggerContext } from '../triggers/trigger-types';
import { refOf } from '../events/zones';
import { interchangeKey } from './trigger-groups';
import { summoningSick } from '../characteristics/summoning-sickness';

function cardView(state: GameState, obj: GameObject): CardView {
  const linked = obj.exiledWith ? state.objects[obj.exiledWith] : undefined;
  return {
    id: obj.id,
    card: obj.card,
    label: obj.label,
    ...(obj.faceDown ? { faceDown: true } : {}),
    ...(obj.exiledWith ? { exiledWith: linked ? refOf(linked) : obj.exiledWith } : {}),
    ...(obj.token ? { token: true } : {}),
  };
}

function perPlayer(ctx: Ctx, zone: 'hand' | 'library' | 'graveyard' | 'exile'): Record<PlayerId, CardView[]> {
  const { state } = ctx;
  return Object.fromEntries(
    state.players.map((p) => [p, (state.zones[p]?.[zone] ?? []).map((id) => cardView(state, state.objects[id]!))]),
  );
}

/** Targets as a person names them: player ids, or labels (ids when unlabelled) of the objects. */
function targetNames(ctx: Ctx, targets: readonly string[]): string[] {
  return targets.map((t) => {
    const obj = ctx.state.objects[t];
    return obj ? refOf(obj) : t;
  });
}

/** A creature's part in the combat under way, if any (absent otherwise). */
function combatView(state: GameState, obj: GameObject): Pick<PermanentView, 'attacking' | 'blocked' | 'blocking'> {
  const combat = state.combat;
  const attack = combat?.attackers.find((a) => a.object === obj.id);
  if (combat && attack) return { attacking: attack.defender, blocked: combat.blocked.includes(obj.id) };
  const block = combat?.blockers.find((b) => b.object === obj.id);
  if (block) return { blocking: block.blocking.map((id) => (state.objects[id] ? refOf(state.objects[id]) : id)) };
  return {};
}

function causeOf(context: TriggerContext): TriggerCause | null {
  const object = context.eventObject;
  return object ? { card: object.card, label: object.label, controller: object.controller } : null;
}

export function view(ctx: Ctx): GameView {
  const { state } = ctx;
  const battlefield: PermanentView[] = [...state.battlefield, ...(state.phasedOut ?? [])].map((id) => {
    const obj = state.objects[id]!;
    const p = power(ctx, obj);
    const t = toughness(ctx, obj);
    const host = obj.attachedTo ? state.objects[obj.attachedTo] : undefined;
    return {
      id: obj.id,
      card: cardOf(obj),
      ...(obj.copyOf ? { printed: obj.card } : {}),
      ...(obj.chosenName ? { chosenName: obj.chosenName } : {}),
      label: obj.label,
      owner: obj.owner,
      controller: obj.controller,
      tapped: obj.tapped,
      counters: { ...obj.counters },
      ...(p !== undefined && t !== undefined ? { power: p, toughness: t } : {}),
      damage: obj.damage,
      types: [...types(ctx, obj)],
      attachedTo: host ? refOf(host) : null,
      ...combatView(state, obj),
      ...(obj.token ? { token: true } : {}),
      ...(obj.phasedOut ? { phasedOut: true } : {}),
      ...(summoningSick(ctx, obj) ? { summoningSick: true } : {}),
    };
  });
  const pending = state.pending;
  const resolving = resolvingItem(pending);
  const stack: StackItemView[] = pileToArray(state.stack).reverse().map((item) => ({
    id: item.id,
    kind: item.kind,
    source: item.source.card,
    sourceId: item.source.id,
    label: item.source.label,
    controller: item.controller,
    abilityIndex: item.abilityIndex,
    targets: targetNames(ctx, item.targets),
    awaiting: item.id !== resolving ? null : pending!.kind === 'may' || pending!.kind === 'pay' ? pending!.kind : 'resolving',
    cause: causeOf(item.context),
    ...(item.copy ? { copy: true } : {}),
  }));
  return {
    turn: state.turn,
    active: state.active,
    step: state.step,
    priority: state.priority,
    players: Object.fromEntries(
      state.players.map((p) => [p, { life: state.playerState[p]!.life, lost: state.playerState[p]!.lost }]),
    ),
    order: [...state.players],
    battlefield,
    stack,
    pendingTriggers: state.pendingTriggers.map((t) => ({
      id: t.id,
      source: t.source.card,
      sourceId: t.source.id,
      label: t.source.label,
      controller: t.controller,
      abilityIndex: t.abilityIndex,
      cause: causeOf(t.context),
      group: interchangeKey(ctx, t),
    })),
    hand: perPlayer(ctx, 'hand'),
    library: perPlayer(ctx, 'library'),
    graveyard: perPlayer(ctx, 'graveyard'),
    exile: perPlayer(ctx, 'exile'),
    pending: pending ? (structuredClone(pending) as typeof pending) : null,
    winner: state.winner,
  };
}

/** The stack object whose resolution asks the pending choice, if one does (CR 608.2d: choices made as it resolves). */
function resolvingItem(pending: GameState['pending']): ObjectId | null {
  if (!pending) return null;
  switch (pending.kind) {
    case 'may':
    case 'pay':
    case 'scry':
    case 'card':
    case 'name':
    case 'copy':
      return pending.item;
    case 'sacrifice':
    case 'return':
      return pending.item ?? null;
    // CR 702.85a, 702.88a: the spell cast by a resolving ability is on top; the ability is under it.
    case 'newTargets':
      return pending.reason === 'cast' ? (pending.resolved?.object ?? null) : null;
    default:
      return null;
  }
}
