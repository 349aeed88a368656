// The teacher's events on one permanent or one player that the menus offer beyond moving cards (teacher.ts):
// counters put on or removed from a permanent, and a player's life gained or lost one at a time or a card
// discarded. Each is one engine action, so it is logged, undoable and triggers what the real event would.
import type { Action, GameView, ObjectId, PlayerId } from '../engine';

export interface TeacherEvent {
  /** A stable key, and the locale key's last part (`common:events.<text>`). */
  key: string;
  text: 'addCounter' | 'removeCounter' | 'gainLife' | 'loseLife' | 'discard';
  params: Record<string, string>;
  action: Action;
}

/**
 * CR 122.1: counters on a permanent — one +1/+1 or -1/-1 counter put on it, and one of each kind it has
 * removed (the `counters` action; a negative amount removes them).
 */
export function counterEvents(view: GameView, id: ObjectId): TeacherEvent[] {
  const permanent = view.battlefield.find((p) => p.id === id);
  if (!permanent || permanent.phasedOut) return [];
  const add = ['+1/+1', '-1/-1'].map(
    (kind): TeacherEvent => ({ key: `add${kind}`, text: 'addCounter', params: { kind }, action: { type: 'counters', card: id, kind, amount: 1 } }),
  );
  const remove = Object.entries(permanent.counters)
    .filter(([, n]) => n > 0)
    .map(([kind]): TeacherEvent => ({ key: `remove${kind}`, text: 'removeCounter', params: { kind }, action: { type: 'counters', card: id, kind, amount: -1 } }));
  return [...add, ...remove];
}

/** CR 119.3: a player gains or loses 1 life; CR 701.9a: they discard a card of their hand (each card offered). */
export function playerEvents(view: GameView, player: PlayerId): TeacherEvent[] {
  if (!view.players[player] || view.players[player].lost) return [];
  const life: TeacherEvent[] = [
    { key: 'gain', text: 'gainLife', params: {}, action: { type: 'life', player, amount: 1 } },
    { key: 'lose', text: 'loseLife', params: {}, action: { type: 'life', player, amount: -1 } },
  ];
  const discard = (view.hand[player] ?? []).map(
    (card): TeacherEvent => ({ key: `discard-${card.id}`, text: 'discard', params: { card: card.card }, action: { type: 'discard', player, cards: [card.id] } }),
  );
  return [...life, ...discard];
}
