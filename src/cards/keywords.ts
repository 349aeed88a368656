// Keyword abilities of CR 702 that are triggered abilities, as data: each helper returns the triggered
// ability the keyword stands for, citing its rule. A card lists the keyword in `keywords` only when
// other rules need to see it (flanking: "a creature without flanking").
import type { TriggeredAbility } from '../engine';

/** CR 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn." */
export const exalted = (): TriggeredAbility => ({
  kind: 'triggered',
  rule: '702.83a',
  trigger: { on: 'attacks', object: { types: ['creature'], controller: 'you' }, alone: true },
  effects: [{ do: 'pump', object: 'eventObject', power: 1, toughness: 1 }],
});

/** CR 702.25a: "Whenever this creature becomes blocked by a creature without flanking, the blocking creature gets -1/-1 until end of turn." */
export const flanking = (): TriggeredAbility => ({
  kind: 'triggered',
  rule: '702.25a',
  trigger: { on: 'blockedBy', object: { self: true }, blocker: { lacksKeyword: 'flanking' } },
  effects: [{ do: 'pump', object: 'eventObject', power: -1, toughness: -1 }],
});

/** CR 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn" (two trigger events, one ability). */
export const bushido = (n: number): TriggeredAbility[] =>
  [{ on: 'blocks', object: { self: true } } as const, { on: 'becomesBlocked', object: { self: true } } as const].map((trigger) => ({
    kind: 'triggered',
    rule: '702.45a',
    trigger,
    effects: [{ do: 'pump', object: 'self', power: n, toughness: n }],
  }));

/** CR 702.23a: "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature blocking it beyond the first." */
export const rampage = (n: number): TriggeredAbility => ({
  kind: 'triggered',
  rule: '702.23a',
  trigger: { on: 'becomesBlocked', object: { self: true } },
  effects: [{ do: 'pump', object: 'self', power: n, toughness: n, forEach: { count: 'blockingIt', beyond: 1 } }],
});

/** CR 702.86a: "Whenever this creature attacks, defending player sacrifices N permanents." */
export const annihilator = (n: number): TriggeredAbility => ({
  kind: 'triggered',
  rule: '702.86a',
  trigger: { on: 'attacks', object: { self: true } },
  effects: [{ do: 'sacrifice', player: 'defendingPlayer', count: n }],
});
