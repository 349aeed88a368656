import { describe, expect, it } from 'vitest';
import { Game, engine } from '../../test/harness';

const stormBoard = () =>
  new Game({
    cards: [
      { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'b1' },
      { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'b2' },
      { card: 'grapeshot', zone: 'hand', owner: 'alice', label: 'gs' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb2' },
    ],
  });

/** Grapeshot cast after `before` Lightning Bolts, its storm trigger resolved: the copies wait for their targets. */
const stormWith = (before: number): Game => {
  const game = stormBoard();
  for (const bolt of ['b1', 'b2'].slice(0, before)) game.do({ type: 'cast', player: 'alice', card: bolt, targets: ['bob'] }, { type: 'resolve' });
  return game.do({ type: 'cast', player: 'alice', card: 'gs', targets: ['bob'] }, { type: 'resolve' });
};

describe('707.10c — new targets for copies of a spell (storm, 702.40a)', () => {
  it('each storm copy asks its controller for new targets; the chosen one is what the copy damages', () => {
    const game = stormWith(1);
    const copy = game.events('spellCopied')[0]!.object!;
    expect(game.state.pending).toMatchObject({ kind: 'newTargets', player: 'alice', item: copy, reason: 'copy', current: ['bob'] });
    const pending = game.state.pending as Extract<typeof game.state.pending, { kind: 'newTargets' }>;
    // Every legal target of the slot is offered: both players and both creatures.
    expect(pending.options[0]).toHaveLength(4);
    game.do({ type: 'choose', player: 'alice', answer: ['gb'] });
    expect(game.events('targetsChosen')).toMatchObject([{ card: 'grapeshot', targets: [game.view.battlefield.find((p) => p.label === 'gb')!.id], rule: '707.10c' }]);
    expect(game.view.stack[0]).toMatchObject({ id: copy, targets: ['gb'] });
    game.do({ type: 'resolve' });
    expect(game.view.battlefield.find((p) => p.label === 'gb')).toMatchObject({ damage: 1 });
    game.do({ type: 'resolve' });
    expect(game.life('bob')).toBe(20 - 3 - 1); // the original Grapeshot keeps its own target
  });

  it('two copies: asked one after the other, in the order they were created; false keeps the targets', () => {
    const game = stormWith(2);
    const [first, second] = game.events('spellCopied').map((e) => e.object!);
    expect(game.state.pending).toMatchObject({ kind: 'newTargets', item: first, next: [second] });
    game.do({ type: 'choose', player: 'alice', answer: ['gb2'] });
    expect(game.state.pending).toMatchObject({ kind: 'newTargets', item: second });
    game.do({ type: 'choose', player: 'alice', answer: false });
    expect(game.events('targetsKept')).toMatchObject([{ object: second, targets: ['bob'], rule: '707.10c' }]);
    expect(game.state.pending).toBeNull();
    game.do({ type: 'resolve' }, { type: 'resolve' }, { type: 'resolve' });
    expect(game.life('bob')).toBe(20 - 6 - 1 - 1);
    expect(game.view.battlefield.find((p) => p.label === 'gb2')).toMatchObject({ damage: 1 });
  });

  it('answering with the same targets keeps them; auto keeps them all', () => {
    const game = stormWith(2).do({ type: 'choose', player: 'alice', answer: ['bob'] });
    expect(game.events('targetsKept')).toHaveLength(1);
    game.do({ type: 'auto' });
    expect(game.state.pending).toBeNull();
    expect(game.view.stack.map((s) => s.targets)).toEqual([['bob'], ['bob'], ['bob']]);
  });

  it('refuses a target that is not legal, or the wrong number of targets', () => {
    const game = stormWith(1);
    expect(game.reject({ type: 'choose', player: 'alice', answer: ['nobody'] })).toBe('errors.illegalTarget');
    expect(game.reject({ type: 'choose', player: 'alice', answer: ['bob', 'alice'] })).toBe('errors.wrongTargetCount');
    expect(game.reject({ type: 'choose', player: 'bob', answer: false })).toBe('errors.notYourChoice');
  });

  it('legalActions offers keeping the targets and each other legal target, and all are accepted', () => {
    const game = stormWith(1);
    const offered = engine.legalActions(game.state);
    expect(offered).toContainEqual({ type: 'choose', player: 'alice', answer: false });
    expect(offered).toContainEqual({ type: 'choose', player: 'alice', answer: ['gb'] });
    for (const action of offered) expect(engine.apply(game.state, action).ok).toBe(true);
  });
});

describe('601.2c — a spell cast by cascade (702.85a) has its targets chosen as it is cast', () => {
  const elf = () =>
    new Game({
      cards: [
        { card: 'bloodbraid-elf', zone: 'hand', owner: 'alice', label: 'be' },
        { card: 'forest', zone: 'library', owner: 'alice', label: 'l1' },
        { card: 'lightning-bolt', zone: 'library', owner: 'alice', label: 'lb' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'be' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'lb' });

  it('alice chooses the free Lightning Bolt\'s target before it becomes cast', () => {
    const game = elf();
    expect(game.state.pending).toMatchObject({ kind: 'newTargets', player: 'alice', reason: 'cast' });
    // Not cast yet: the spell is on the stack while its targets are chosen (601.2c), then becomes cast (601.2i).
    expect(game.events('spellCast').map((e) => e.card)).toEqual(['bloodbraid-elf']);
    game.do({ type: 'choose', player: 'alice', answer: ['gb'] });
    expect(game.events('targetsChosen')).toMatchObject([{ card: 'lightning-bolt', rule: '601.2c' }]);
    expect(game.events('spellCast').at(-1)).toMatchObject({ card: 'lightning-bolt', reason: 'free' });
    expect(game.state.spellsCastThisTurn).toBe(2);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('gb')).toBe('graveyard');
  });

  it('702.85a: the other exiled cards wait in exile until the free spell is cast, then go to the bottom', () => {
    const game = elf();
    // The Forest cascade exiled first stays in exile while the Bolt's target is chosen.
    expect(game.zoneOf('l1')).toBe('exile');
    game.do({ type: 'choose', player: 'alice', answer: ['gb'] });
    expect(game.zoneOf('l1')).toBe('library');
    // "Then": the Forest is moved after the spell became cast, not before.
    const kinds = game.log.map((e) => e.event);
    const cast = kinds.lastIndexOf('spellCast');
    const bottomed = game.log.findIndex((e, i) => i > cast && e.event === 'movedZone' && e.card === 'forest');
    expect(bottomed).toBeGreaterThan(cast);
  });

  it('auto takes its first legal target, as before', () => {
    const game = elf().do({ type: 'auto' });
    expect(game.view.stack[0]).toMatchObject({ source: 'lightning-bolt', targets: ['alice'] });
  });

  it('CR 601.2c: when auto also answers the card choice, the targets it takes on the spot are logged as an answered choice logs them', () => {
    const cascading = () =>
      new Game({
        cards: [
          { card: 'bloodbraid-elf', zone: 'hand', owner: 'alice', label: 'be' },
          { card: 'lightning-bolt', zone: 'library', owner: 'alice', label: 'lb' },
          { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
        ],
      }).do({ type: 'cast', player: 'alice', card: 'be' }, { type: 'resolve' });
    const oneByOne = cascading().do({ type: 'choose', player: 'alice', answer: 'lb' }, { type: 'choose', player: 'alice', answer: false });
    const atOnce = cascading().do({ type: 'auto' });
    expect(atOnce.events('targetsChosen')).toMatchObject([{ card: 'lightning-bolt', targets: ['alice'], rule: '601.2c' }]);
    expect(atOnce.log).toEqual(oneByOne.log);
  });
});

describe('707.10c — auto answers every copy as answering each would', () => {
  it('CR 707.10c: the second storm copy, whose choice comes up while auto answers the first, is logged as kept too', () => {
    const oneByOne = stormWith(2).do({ type: 'choose', player: 'alice', answer: false }, { type: 'choose', player: 'alice', answer: false });
    const atOnce = stormWith(2).do({ type: 'auto' });
    expect(atOnce.events('targetsKept').map((e) => e.object)).toEqual(atOnce.events('spellCopied').map((e) => e.object));
    expect(atOnce.log).toEqual(oneByOne.log);
  });
});
