import { describe, expect, it } from 'vitest';
import { Game, type Board } from '../../test/harness';

const sneak = (step: Board['step'] = 'main1'): Game =>
  new Game({
    step,
    cards: [
      { card: 'sneak-attack', zone: 'battlefield', owner: 'alice', label: 'sa' },
      { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'plains', zone: 'library', owner: 'alice' },
      { card: 'forest', zone: 'library', owner: 'bob' },
      { card: 'forest', zone: 'library', owner: 'bob' },
    ],
  });

const activate = { type: 'activate', player: 'alice', card: 'sa', ability: 0 } as const;

describe('603.7 — delayed triggered abilities: Sneak Attack', () => {
  it('puts a creature onto the battlefield with haste, then sacrifices it at the beginning of the next end step', () => {
    const game = sneak().do(activate, { type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'card', player: 'alice', optional: true });
    game.do({ type: 'choose', player: 'alice', answer: 'gb' });
    expect(game.zoneOf('gb')).toBe('battlefield');
    expect(game.state.objects[game.view.battlefield.find((p) => p.label === 'gb')!.id]!.gained).toEqual(['haste']);
    expect(game.events('delayedTriggerCreated')).toMatchObject([{ source: 'sneak-attack', rule: '603.7a' }]);
    game.do({ type: 'advance', to: 'end' });
    expect(game.state.step).toBe('end');
    expect(game.view.stack).toMatchObject([{ kind: 'trigger', source: 'sneak-attack', controller: 'alice' }]);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('gb')).toBe('graveyard');
    expect(game.events('sacrificed')).toMatchObject([{ label: 'gb', rule: '701.21a' }]);
  });

  it('603.5: "you may": choosing no card puts nothing onto the battlefield, is logged as declined, and what refers to "that creature" does nothing without a failure to report', () => {
    const game = sneak().do(activate, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: false });
    expect(game.zoneOf('gb')).toBe('hand');
    expect(game.events('mayDeclined')).toMatchObject([{ source: 'sneak-attack', reason: 'card', rule: '603.5' }]);
    // The delayed ability is created all the same (its sentence isn't part of the "may"), and at the end step it
    // resolves with no creature to sacrifice.
    game.do({ type: 'advance', to: 'end' }, { type: 'resolve' });
    expect(game.events('effectFailed')).toEqual([]);
    expect(game.zoneOf('gb')).toBe('hand');
  });

  it('609.3: with no creature card in the hand, nothing is asked and the log says there was nothing to choose', () => {
    const game = new Game({ cards: [{ card: 'sneak-attack', zone: 'battlefield', owner: 'alice', label: 'sa' }] }).do(activate, { type: 'resolve' });
    expect(game.state.pending).toBeNull();
    expect(game.events('mayDeclined')).toEqual([]);
    expect(game.events('effectFailed')).toMatchObject([{ source: 'sneak-attack', reason: 'nothingToChoose', rule: '609.3' }]);
  });

  it('603.7b: it triggers only once — not again at the following end step', () => {
    const game = sneak().do(activate, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'gb' });
    game.do({ type: 'advance', to: 'end' }, { type: 'resolve' });
    expect(game.state.delayedTriggers).toHaveLength(0);
    game.do({ type: 'move', card: 'gb', to: 'battlefield' }, { type: 'advance', to: 'end' });
    expect(game.state).toMatchObject({ turn: 2, step: 'end' });
    expect(game.view.stack).toHaveLength(0);
    expect(game.zoneOf('gb')).toBe('battlefield');
  });

  it('603.7c: a creature that left and came back is a new object, and is not sacrificed', () => {
    const game = sneak().do(activate, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'gb' });
    game.do({ type: 'bounce', cards: ['gb'] }, { type: 'move', card: 'gb', to: 'battlefield' });
    game.do({ type: 'advance', to: 'end' }, { type: 'resolve' });
    expect(game.zoneOf('gb')).toBe('battlefield');
    expect(game.events('effectFailed')).toMatchObject([{ source: 'sneak-attack', rule: '603.7c' }]);
  });

  it("701.21a, 702.26b: the creature now Bob's is not Alice's to sacrifice; phased out, it is treated as though it didn't exist: the log says which", () => {
    const taken = sneak().do(activate, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'gb' });
    taken.do({ type: 'control', card: 'gb', player: 'bob' }, { type: 'advance', to: 'end' }, { type: 'resolve' });
    expect(taken.zoneOf('gb')).toBe('battlefield');
    expect(taken.events('effectFailed')).toMatchObject([{ source: 'sneak-attack', reason: 'sacrifice', rule: '701.21a' }]);
    const phased = sneak().do(activate, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'gb' });
    phased.do({ type: 'phase', cards: ['gb'] }, { type: 'advance', to: 'end' }, { type: 'resolve' });
    expect(phased.zoneOf('gb')).toBe('battlefield');
    expect(phased.events('effectFailed')).toMatchObject([{ source: 'sneak-attack', reason: 'sacrifice', rule: '702.26b' }]);
  });

  it('603.7a: created during an end step, it waits for the next end step, not the one already begun', () => {
    const game = sneak('end').do(activate, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'gb' });
    game.do({ type: 'advance', to: 'end' });
    expect(game.state).toMatchObject({ turn: 2, active: 'bob', step: 'end' });
    expect(game.view.stack).toMatchObject([{ source: 'sneak-attack' }]);
  });

  it('603.7d–e: its controller is the player who controlled the ability as it resolved, whoever controls the source later', () => {
    const game = sneak().do(activate, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'gb' });
    game.do({ type: 'control', card: 'sa', player: 'bob' }, { type: 'advance', to: 'end' });
    expect(game.view.stack).toMatchObject([{ source: 'sneak-attack', controller: 'alice' }]);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('gb')).toBe('graveyard');
  });
});

describe('603.6e — Aura triggers find the new objects', () => {
  it('Gift of Immortality: the creature returns at once, and the Aura returns attached to it at the next end step', () => {
    const game = new Game({
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
        { card: 'gift-of-immortality', zone: 'battlefield', owner: 'alice', label: 'gift', attachedTo: 'gb' },
        { card: 'plains', zone: 'library', owner: 'bob' },
      ],
    }).do({ type: 'destroy', cards: ['gb'] });
    // The Aura saw its creature die (look-back), then went to the graveyard itself (704.5m).
    expect(game.zoneOf('gift')).toBe('graveyard');
    expect(game.view.stack).toMatchObject([{ source: 'gift-of-immortality' }]);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('gb')).toBe('battlefield');
    game.do({ type: 'advance', to: 'end' }, { type: 'resolve' });
    const bears = game.view.battlefield.find((p) => p.label === 'gb')!;
    expect(game.view.battlefield.find((p) => p.label === 'gift')).toMatchObject({ attachedTo: 'gb' });
    expect(bears).toBeDefined();
  });

  it('Gift of Immortality stays in the graveyard if the creature is gone by the end step', () => {
    const game = new Game({
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
        { card: 'gift-of-immortality', zone: 'battlefield', owner: 'alice', label: 'gift', attachedTo: 'gb' },
      ],
    }).do({ type: 'destroy', cards: ['gb'] }, { type: 'resolve' }, { type: 'exile', cards: ['gb'] }, { type: 'advance', to: 'end' }, { type: 'resolve' });
    expect(game.zoneOf('gift')).toBe('graveyard');
  });

  it('603.7d: Gift of Immortality that Alice controls but Bob owns comes back under Alice, who controls its delayed ability', () => {
    const game = new Game({
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
        { card: 'gift-of-immortality', zone: 'battlefield', owner: 'bob', label: 'gift', attachedTo: 'gb' },
        { card: 'plains', zone: 'library', owner: 'bob' },
      ],
    }).do({ type: 'control', card: 'gift', player: 'alice' }, { type: 'destroy', cards: ['gb'] }, { type: 'resolve' }, { type: 'advance', to: 'end' }, { type: 'resolve' });
    const gift = game.view.battlefield.find((p) => p.label === 'gift');
    expect(gift).toMatchObject({ controller: 'alice', attachedTo: 'gb' });
  });

  it('400.7: Gift of Immortality that left its graveyard and came back is a new object: the delayed ability leaves it there', () => {
    const game = new Game({
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
        { card: 'gift-of-immortality', zone: 'battlefield', owner: 'alice', label: 'gift', attachedTo: 'gb' },
        { card: 'plains', zone: 'library', owner: 'bob' },
      ],
    }).do({ type: 'destroy', cards: ['gb'] }, { type: 'resolve' }, { type: 'exile', cards: ['gift'] }, { type: 'move', cards: ['gift'], to: 'graveyard' });
    expect(game.zoneOf('gift')).toBe('graveyard');
    game.do({ type: 'advance', to: 'end' }, { type: 'resolve' });
    expect(game.zoneOf('gift')).toBe('graveyard');
    expect(game.zoneOf('gb')).toBe('battlefield');
  });

  it('303.4g: Gift of Immortality stays in the graveyard if what it would return attached to is no longer something it may enchant', () => {
    // Its Forest is a creature only while Living Lands is there: destroyed before the end step, the Forest can't be enchanted.
    const game = new Game({
      cards: [
        { card: 'living-lands', zone: 'battlefield', owner: 'bob', label: 'll' },
        { card: 'forest', zone: 'battlefield', owner: 'bob', label: 'f' },
        { card: 'gift-of-immortality', zone: 'battlefield', owner: 'alice', label: 'gift', attachedTo: 'f' },
        { card: 'plains', zone: 'library', owner: 'bob' },
      ],
    }).do({ type: 'destroy', cards: ['f'] }, { type: 'auto' }, { type: 'resolve' }, { type: 'auto' });
    expect(game.zoneOf('f')).toBe('battlefield');
    game.do({ type: 'destroy', cards: ['ll'] }, { type: 'advance', to: 'end' }, { type: 'auto' }, { type: 'resolve' }, { type: 'auto' });
    expect(game.zoneOf('gift')).toBe('graveyard');
    expect(game.events('entered').filter((e) => e.card === 'gift-of-immortality')).toEqual([]);
  });

  it("Fool's Demise: the Aura returns to its owner's hand, and the creature returns under the Aura's controller", () => {
    const game = new Game({
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
        { card: 'fools-demise', zone: 'battlefield', owner: 'alice', label: 'fd', attachedTo: 'gb' },
      ],
    }).do({ type: 'destroy', cards: ['gb'] });
    // State-based actions put the Aura in the graveyard before anything goes on the stack, so both of its
    // abilities wait together and alice orders them (603.3b). Default order: the creature's goes first.
    expect(game.state.pending).toMatchObject({ kind: 'order', player: 'alice' });
    game.do({ type: 'auto' });
    expect(game.view.stack.map((s) => s.source)).toEqual(['fools-demise', 'fools-demise']);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('fd')).toBe('hand');
    game.do({ type: 'resolve' });
    expect(game.view.battlefield).toMatchObject([{ label: 'gb', owner: 'bob', controller: 'alice' }]);
  });
});
