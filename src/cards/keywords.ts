// Keyword abilities (CR 702), written once as data for every card that has them: mostly triggered abilities, and
// embalm, an activated one that works from a graveyard.
import type { ActivatedAbility, CardDefinition, TriggeredAbility } from '../engine';

/** CR 702.79a Persist: when it dies, if it had no -1/-1 counter, it returns with one. */
export const persist = (): TriggeredAbility => ({
  kind: 'triggered',
  keyword: 'persist',
  rule: '702.79a',
  trigger: { on: 'zoneChange', from: 'battlefield', to: 'graveyard', object: { self: true } },
  interveningIf: { eventObjectHadNo: '-1/-1' },
  effects: [{ do: 'putOntoBattlefield', object: 'eventObject', under: 'owner', counters: { '-1/-1': 1 } }],
});

/** CR 702.93a Undying: when it dies, if it had no +1/+1 counter, it returns with one. */
export const undying = (): TriggeredAbility => ({
  kind: 'triggered',
  keyword: 'undying',
  rule: '702.93a',
  trigger: { on: 'zoneChange', from: 'battlefield', to: 'graveyard', object: { self: true } },
  interveningIf: { eventObjectHadNo: '+1/+1' },
  effects: [{ do: 'putOntoBattlefield', object: 'eventObject', under: 'owner', counters: { '+1/+1': 1 } }],
});

/** CR 702.108a Prowess: whenever you cast a noncreature spell, +1/+1 until end of turn. */
export const prowess = (): TriggeredAbility => ({
  kind: 'triggered',
  keyword: 'prowess',
  rule: '702.108a',
  trigger: { on: 'spellCast', caster: 'you', spell: { notTypes: ['creature'] } },
  effects: [{ do: 'pump', object: 'self', power: 1, toughness: 1 }],
});

/** CR 702.101a Extort: whenever you cast a spell, you may pay {W/B}; each opponent loses 1 life, you gain as much. */
export const extort = (): TriggeredAbility => ({
  kind: 'triggered',
  keyword: 'extort',
  rule: '702.101a',
  trigger: { on: 'spellCast', caster: 'you' },
  optionalCost: { mana: '{W/B}' },
  effects: [
    { do: 'loseLife', player: 'eachOpponent', amount: 1 },
    { do: 'gainLife', player: 'you', amount: { lifeLostThisWay: true } },
  ],
});

/** CR 702.21a Ward: whenever it becomes the target of an opponent's spell or ability, counter that unless its controller pays. */
export const ward = (cost: string): TriggeredAbility => ({
  kind: 'triggered',
  keyword: 'ward',
  rule: '702.21a',
  trigger: { on: 'becomesTarget', object: { self: true }, by: 'opponent' },
  unless: { mana: cost },
  effects: [{ do: 'counterEventSpell' }],
});

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
  effects: [{ do: 'sacrificePermanents', player: 'defendingPlayer', count: n }],
});

/** CR 702.100a Evolve: a bigger creature entering under your control puts a +1/+1 counter on this one. */
export const evolve = (): TriggeredAbility => ({
  kind: 'triggered',
  keyword: 'evolve',
  rule: '702.100a',
  trigger: { on: 'zoneChange', to: 'battlefield', object: { types: ['creature'], controller: 'you', other: true } },
  interveningIf: { eventObjectIsBigger: true },
  effects: [{ do: 'addCounters', object: 'self', kind: '+1/+1', amount: 1 }],
});

/**
 * CR 702.63a Vanishing N: it enters with N time counters (a static ability, 603.6d); at the beginning of
 * your upkeep, if it has a time counter, remove one; when the last is removed, sacrifice it.
 */
export const vanishing = (): TriggeredAbility[] => [
  {
    kind: 'triggered',
    keyword: 'vanishing',
    rule: '702.63a',
    trigger: { on: 'beginningOfStep', step: 'upkeep', whose: 'yours' },
    interveningIf: { selfHasCounter: 'time' },
    effects: [{ do: 'removeCounters', object: 'self', kind: 'time', amount: 1 }],
  },
  {
    kind: 'triggered',
    keyword: 'vanishing',
    rule: '702.63a',
    trigger: { on: 'lastCounterRemoved', kind: 'time', object: { self: true } },
    effects: [{ do: 'sacrifice', object: 'self' }],
  },
];

/** CR 702.30a Echo: at your first upkeep with it, sacrifice it unless you pay its echo cost. */
export const echo = (cost: string): TriggeredAbility => ({
  kind: 'triggered',
  keyword: 'echo',
  rule: '702.30a',
  trigger: { on: 'beginningOfStep', step: 'upkeep', whose: 'yours' },
  interveningIf: { controlledSinceYourLastUpkeep: true },
  unless: { mana: cost, payer: 'you' },
  effects: [{ do: 'sacrifice', object: 'self' }],
});

/** CR 702.40a Storm: when you cast this spell, copy it for each spell cast before it this turn. */
export const storm = (): TriggeredAbility => ({
  kind: 'triggered',
  keyword: 'storm',
  rule: '702.40a',
  trigger: { on: 'spellCast', caster: 'you', spell: { self: true } },
  effects: [{ do: 'copyEventSpellForEachSpellBefore' }],
});

/**
 * CR 702.85a Cascade: when you cast this spell, exile cards from the top of your library until a nonland
 * card with a lesser mana value; you may cast it without paying its mana cost; the rest go to the bottom.
 */
export const cascade = (): TriggeredAbility => ({
  kind: 'triggered',
  keyword: 'cascade',
  rule: '702.85a',
  trigger: { on: 'spellCast', caster: 'you', spell: { self: true } },
  choose: { from: 'cascade', filter: {}, optional: true },
  effects: [{ do: 'cascade' }],
});

/** The id of the token an embalm ability of `card` creates (see `embalmed`). */
export const embalmedTokenId = (card: string) => `${card}-embalmed`;

/**
 * CR 702.128a Embalm: "[cost], exile this card from your graveyard: create a token that's a copy of it, except it's
 * white, has no mana cost and is a Zombie in addition to its other types; activate only as a sorcery." Works only
 * while the card is in a graveyard; the card leaves as the cost is paid, so the ability resolves even if the
 * card is gone (113.7a).
 */
export const embalm = (card: string, cost: string): ActivatedAbility => ({
  kind: 'activated',
  from: 'graveyard',
  cost: { mana: cost, exileSelf: true },
  sorcerySpeed: true,
  effects: [{ do: 'createToken', token: embalmedTokenId(card) }],
});

/**
 * The token an embalm ability creates: the card's copiable values with embalm's exceptions (CR 707.9b: they are
 * part of what a copy of the token copies). Its name is the card's.
 */
export const embalmed = (card: CardDefinition): CardDefinition => {
  const { cost: _cost, ...copiable } = card;
  return { ...copiable, id: embalmedTokenId(card.id), token: true, colors: ['W'], subtypes: ['Zombie', ...(card.subtypes ?? [])] };
};
