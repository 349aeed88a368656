// Names that tell apart two objects sharing a name: "Grizzly Bears (Bob)" when Alice has Grizzly Bears too,
// "Grizzly Bears (Alice, bears-2)" when the same player has two and the lesson labelled them. An object
// with a name nobody else has in view keeps its plain name.
import type { GameView, PlayerId } from '../../engine';

export interface NamedObject {
  id: string;
  card: string;
  label: string | null;
  /** Its controller (on the battlefield or the stack) or owner (in a hand, graveyard or exile). */
  player: PlayerId;
  /** Where it is: a card in a hand and a permanent are told apart by their zone already. */
  zone: 'battlefield' | 'stack' | 'hand' | 'graveyard' | 'exile';
}

/** The objects a player can see named on the table: the battlefield, spells, hands, graveyards, exile. */
export function objectsInView(view: GameView): NamedObject[] {
  const list: NamedObject[] = view.battlefield.map((p) => ({ id: p.id, card: p.card, label: p.label, player: p.controller, zone: 'battlefield' }));
  // Spells only: an ability on the stack bears its source's name and is no second object of that name.
  for (const s of view.stack) if (s.kind === 'spell') list.push({ id: s.id, card: s.source, label: s.label, player: s.controller, zone: 'stack' });
  for (const zone of ['hand', 'graveyard', 'exile'] as const) {
    for (const [player, cards] of Object.entries(view[zone])) {
      for (const c of cards) if (!c.faceDown) list.push({ id: c.id, card: c.card, label: c.label, player, zone });
    }
  }
  return list;
}

/**
 * A function giving the name of `ref` (an object id or label), with what tells it apart from the other objects
 * of the same name in the same zone: its controller when another player has one, its label when its own controller has another
 * one too. Undefined for an object not in view. The objects are indexed once, so a long list stays cheap.
 */
export function distinctNamer(
  objects: readonly NamedObject[],
  cardName: (card: string) => string,
  playerName: (player: PlayerId) => string,
): (ref: string) => string | undefined {
  const byRef = new Map<string, NamedObject>();
  for (const o of objects) if (o.label && !byRef.has(o.label)) byRef.set(o.label, o);
  for (const o of objects) byRef.set(o.id, o);
  const byName = new Map<string, NamedObject[]>();
  for (const o of objects) {
    const name = cardName(o.card);
    const same = byName.get(name);
    if (same) same.push(o);
    else byName.set(name, [o]);
  }
  return (ref) => {
    const self = byRef.get(ref);
    if (!self) return undefined;
    const name = cardName(self.card);
    const twins = (byName.get(name) ?? []).filter((o) => o.id !== self.id && o.zone === self.zone);
    if (twins.length === 0) return name;
    const details: string[] = [];
    if (twins.some((o) => o.player !== self.player)) details.push(playerName(self.player));
    if (self.label && twins.some((o) => o.player === self.player)) details.push(self.label);
    return details.length === 0 ? name : `${name} (${details.join(', ')})`;
  };
}
