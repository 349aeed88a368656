// Lesson goals: declarative data checked against the game view and the entries of the latest action.
import type { CardId, GameView, LogEntry, LogEventName, PendingChoice, PlayerId, StackItemView, Step } from '../engine';

export type Goal =
  /** The top object of the stack is of this kind (and comes from this card). */
  | { stackTop: { kind: StackItemView['kind']; source?: CardId } }
  | { stackEmpty: true }
  /**
   * An object on the stack (of this kind, from this source) has this target: a player id, or the label,
   * object id or card id of the targeted object (CR 115.1a, 603.3d: chosen as it is put on the stack).
   */
  | { target: { source?: CardId; kind?: StackItemView['kind']; targets: string } }
  /** A choice of this kind is waiting for an answer (`null`: no choice is waiting). */
  | { pending: PendingChoice['kind'] | null }
  | { life: { player: PlayerId; equals?: number; atLeast?: number; atMost?: number } }
  /** `card`: a card id (any such card), or the label of one card of the board. */
  | { onBattlefield: { card: CardId; controller?: PlayerId } }
  | { inGraveyard: { card: CardId; owner?: PlayerId } }
  | { step: Step }
  /** The latest action logged this event (optionally about this card or from this source). */
  | { logged: { event: LogEventName; card?: CardId; source?: CardId } }
  | { all: Goal[] };

/** Is the goal met by this view, given the log entries the latest action produced? */
export function goalMet(goal: Goal, view: GameView, recent: readonly LogEntry[]): boolean {
  if ('stackTop' in goal) {
    const top = view.stack[0];
    return !!top && top.kind === goal.stackTop.kind && (goal.stackTop.source === undefined || top.source === goal.stackTop.source);
  }
  if ('stackEmpty' in goal) return view.stack.length === 0;
  if ('target' in goal) {
    const { source, kind, targets } = goal.target;
    return view.stack.some(
      (item) =>
        (source === undefined || item.source === source) &&
        (kind === undefined || item.kind === kind) &&
        item.targets.some((t) => t === targets || cardTargeted(view, t) === targets),
    );
  }
  if ('pending' in goal) return (view.pending?.kind ?? null) === goal.pending;
  if ('life' in goal) {
    const life = view.players[goal.life.player]?.life;
    if (life === undefined) return false;
    const { equals, atLeast, atMost } = goal.life;
    return (equals === undefined || life === equals) && (atLeast === undefined || life >= atLeast) && (atMost === undefined || life <= atMost);
  }
  if ('onBattlefield' in goal) {
    const { card, controller } = goal.onBattlefield;
    return view.battlefield.some((p) => (p.card === card || p.label === card) && (controller === undefined || p.controller === controller));
  }
  if ('inGraveyard' in goal) {
    const { card, owner } = goal.inGraveyard;
    return Object.entries(view.graveyard).some(
      ([player, cards]) => (owner === undefined || owner === player) && cards.some((c) => c.card === card || c.label === card),
    );
  }
  if ('step' in goal) return view.step === goal.step;
  if ('logged' in goal) {
    const { event, card, source } = goal.logged;
    return recent.some((e) => e.event === event && (card === undefined || e.card === card) && (source === undefined || e.source === source));
  }
  return goal.all.every((g) => goalMet(g, view, recent));
}

/** The card a target names (a permanent, or a spell on the stack, by label or object id). */
function cardTargeted(view: GameView, ref: string): CardId | undefined {
  const named = (o: { id: string; label: string | null }) => o.id === ref || o.label === ref;
  return view.battlefield.find(named)?.card ?? view.stack.find(named)?.source;
}
