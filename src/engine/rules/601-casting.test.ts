import { stackItems } from '..';
import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

describe('601.2 — casting a spell', () => {
  it('pays the mana cost by tapping the caster\'s lands automatically', () => {
    const game = new Game({
      freeMana: false,
      cards: [
        { card: 'forest', zone: 'battlefield', owner: 'alice' },
        { card: 'plains', zone: 'battlefield', owner: 'alice' },
        { card: 'island', zone: 'battlefield', owner: 'alice' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'gb' });
    const tapped = game.view.battlefield.filter((p) => p.tapped).map((p) => p.card).sort();
    expect(tapped).toHaveLength(2);
    expect(tapped).toContain('forest');
    expect(game.view.stack).toMatchObject([{ kind: 'spell', source: 'grizzly-bears', label: 'gb' }]);
  });

  it('is refused when the cost cannot be paid, and nothing changes', () => {
    const game = new Game({
      freeMana: false,
      cards: [
        { card: 'plains', zone: 'battlefield', owner: 'alice' },
        { card: 'plains', zone: 'battlefield', owner: 'alice' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
      ],
    });
    expect(game.reject({ type: 'cast', player: 'alice', card: 'gb' })).toBe('errors.cannotPay');
    expect(game.zoneOf('gb')).toBe('hand');
  });

  it("601.2g, 106.1: a land with two mana abilities pays either colour (Boros Guildgate: {R} or {W})", () => {
    const knight = (lands: string[]) =>
      new Game({
        freeMana: false,
        cards: [...lands.map((card) => ({ card, zone: 'battlefield' as const, owner: 'alice' })), { card: 'youthful-knight', zone: 'hand', owner: 'alice', label: 'yk' }],
      }).do({ type: 'cast', player: 'alice', card: 'yk' });
    // {1}{W}: the Guildgate makes the {W}, the Mountain the {1}; or two Guildgates, one for each.
    for (const lands of [['boros-guildgate', 'mountain'], ['boros-guildgate', 'boros-guildgate']]) {
      const game = knight(lands);
      expect(game.view.stack).toMatchObject([{ kind: 'spell', source: 'youthful-knight' }]);
      expect(game.view.battlefield.every((p) => p.tapped)).toBe(true);
    }
    // A Guildgate alone pays a {W} spell too (Akrasan Squire).
    const squire = new Game({
      freeMana: false,
      cards: [
        { card: 'boros-guildgate', zone: 'battlefield', owner: 'alice' },
        { card: 'akrasan-squire', zone: 'hand', owner: 'alice', label: 'sq' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'sq' });
    expect(squire.view.stack).toMatchObject([{ source: 'akrasan-squire' }]);
  });

  it('601.2g–h: the automatic payment keeps a land that makes more colours for later, and avoids a land with an opponent\'s Aura', () => {
    // {W} then {R}: the Plains pays the Soul's Attendant, the Guildgate is left for the Lightning Bolt.
    const game = new Game({
      freeMana: false,
      cards: [
        { card: 'boros-guildgate', zone: 'battlefield', owner: 'alice', label: 'bg' },
        { card: 'plains', zone: 'battlefield', owner: 'alice', label: 'p' },
        { card: 'souls-attendant', zone: 'hand', owner: 'alice', label: 'sa' },
        { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'b1' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'sa' });
    expect(game.view.battlefield.find((p) => p.label === 'p')?.tapped).toBe(true);
    game.do({ type: 'resolve' }, { type: 'cast', player: 'alice', card: 'b1', targets: ['bob'] });
    expect(game.view.stack).toMatchObject([{ source: 'lightning-bolt' }]);
    // Two Mountains, one enchanted by Bob's Pooling Venom: the other one pays, and Alice loses no life.
    const venom = new Game({
      freeMana: false,
      cards: [
        { card: 'mountain', zone: 'battlefield', owner: 'alice', label: 'm1' },
        { card: 'pooling-venom', zone: 'battlefield', owner: 'bob', label: 'pv', attachedTo: 'm1' },
        { card: 'mountain', zone: 'battlefield', owner: 'alice', label: 'm2' },
        { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'b1' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'b1', targets: ['bob'] });
    expect(venom.view.battlefield.filter((p) => p.tapped).map((p) => p.label)).toEqual(['m2']);
    expect(venom.state.pendingTriggers).toEqual([]);
    expect(venom.life('alice')).toBe(20);
  });

  it('with freeMana, costs nothing', () => {
    const game = new Game({ cards: [{ card: 'akromas-vengeance', zone: 'hand', owner: 'alice', label: 'av' }] });
    game.do({ type: 'cast', player: 'alice', card: 'av' });
    expect(game.view.stack).toHaveLength(1);
  });

  it('a sorcery waits for its controller\'s main phase with an empty stack (307.1)', () => {
    const game = new Game({ step: 'upkeep', cards: [{ card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'w' }] });
    expect(game.reject({ type: 'cast', player: 'alice', card: 'w' })).toBe('errors.sorcerySpeed');
  });

  it('a land is played, not cast, and only in its owner\'s main phase with an empty stack (305.1)', () => {
    const game = new Game({ step: 'upkeep', cards: [{ card: 'forest', zone: 'hand', owner: 'alice', label: 'f' }] });
    expect(game.reject({ type: 'play', player: 'alice', card: 'f' })).toBe('errors.landTiming');
    expect(game.reject({ type: 'cast', player: 'alice', card: 'f' })).toBe('errors.landTiming');
  });

  it('an instant or sorcery goes to its owner\'s graveyard as it finishes resolving (608.2n)', () => {
    const game = new Game({ cards: [{ card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'w' }] });
    game.do({ type: 'cast', player: 'alice', card: 'w' }, { type: 'resolve' });
    expect(game.zoneOf('w')).toBe('graveyard');
    expect(game.events('resolved')).toMatchObject([{ card: 'wrath-of-god', rule: '608.2' }]);
  });

  it('a permanent spell enters the battlefield under its controller\'s control (608.3)', () => {
    const game = new Game({ cards: [{ card: 'dingus-egg', zone: 'hand', owner: 'alice', label: 'egg' }] });
    game.do({ type: 'cast', player: 'alice', card: 'egg' }, { type: 'resolve' });
    expect(game.view.battlefield).toMatchObject([{ card: 'dingus-egg', controller: 'alice' }]);
  });

  it('cycling from the hand draws a card (an activated ability that uses the stack); its cost is a discard (701.9a)', () => {
    const game = new Game({
      cards: [
        { card: 'akromas-vengeance', zone: 'hand', owner: 'alice', label: 'av' },
        { card: 'island', zone: 'library', owner: 'alice', label: 'top' },
      ],
    }).do({ type: 'activate', player: 'alice', card: 'av', ability: 0 });
    expect(game.zoneOf('av')).toBe('graveyard');
    expect(game.events('discarded')).toMatchObject([{ card: 'akromas-vengeance', label: 'av', player: 'alice', rule: '701.9a' }]);
    // Logged before the move it is, and before the ability is activated.
    const kinds = game.log.map((e) => e.event);
    expect(kinds.indexOf('discarded')).toBeLessThan(kinds.indexOf('abilityActivated'));
    expect(game.view.stack).toMatchObject([{ kind: 'ability', source: 'akromas-vengeance' }]);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('top')).toBe('hand');
  });

  it('playing a land is not casting: one per turn (305.2)', () => {
    const game = new Game({
      cards: [
        { card: 'forest', zone: 'hand', owner: 'alice' },
        { card: 'plains', zone: 'hand', owner: 'alice' },
      ],
    }).do({ type: 'play', player: 'alice', card: 'forest' });
    expect(stackItems(game.state.stack)).toHaveLength(0);
    expect(game.reject({ type: 'play', player: 'alice', card: 'plains' })).toBe('errors.oneLandPerTurn');
  });
});

describe('601.2c — a spell\'s targets are chosen as it is cast', () => {
  const board = {
    cards: [
      { card: 'lightning-bolt', zone: 'hand' as const, owner: 'alice', label: 'bolt' },
      { card: 'grizzly-bears', zone: 'battlefield' as const, owner: 'bob', label: 'gb' },
      { card: 'blood-artist', zone: 'battlefield' as const, owner: 'alice', label: 'ba' },
    ],
  };

  it('Lightning Bolt on a creature: it dies from the damage, and Blood Artist triggers', () => {
    const game = new Game(board).do({ type: 'cast', player: 'alice', card: 'bolt', targets: ['gb'] });
    expect(game.view.stack).toMatchObject([{ kind: 'spell', source: 'lightning-bolt', targets: ['gb'] }]);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('gb')).toBe('graveyard');
    expect(game.events('triggered')).toMatchObject([{ source: 'blood-artist', label: 'gb' }]);
  });

  it('Lightning Bolt on a player', () => {
    const game = new Game(board).do({ type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'] }, { type: 'resolve' });
    expect(game.life('bob')).toBe(17);
  });

  it('needs its target, which must be legal', () => {
    const game = new Game(board);
    expect(game.reject({ type: 'cast', player: 'alice', card: 'bolt' })).toBe('errors.wrongTargetCount');
    expect(game.reject({ type: 'cast', player: 'alice', card: 'bolt', targets: ['nobody'] })).toBe('errors.cardNotFound');
  });

  it('608.2b: if its only target is gone when it resolves, it does nothing', () => {
    const game = new Game(board).do(
      { type: 'cast', player: 'alice', card: 'bolt', targets: ['gb'] },
      { type: 'bounce', cards: ['gb'] },
      { type: 'resolve' },
    );
    expect(game.events('didNotResolve')).toMatchObject([{ card: 'lightning-bolt', reason: 'illegalTargets', rule: '608.2b' }]);
    expect(game.zoneOf('bolt')).toBe('graveyard');
    expect(game.zoneOf('gb')).toBe('hand');
  });

  it('an instant can be cast with something on the stack', () => {
    const game = new Game({ ...board, cards: [...board.cards, { card: 'wrath-of-god', zone: 'hand', owner: 'alice', label: 'w' }] });
    game.do({ type: 'cast', player: 'alice', card: 'w' }, { type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'] });
    expect(game.stackSources()).toEqual(['lightning-bolt', 'wrath-of-god']);
  });
});
