import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

describe('702.108a — prowess', () => {
  it('Monastery Swiftspear gets +1/+1 until end of turn for each noncreature spell its controller casts', () => {
    const game = new Game({
      cards: [
        { card: 'monastery-swiftspear', zone: 'battlefield', owner: 'alice', label: 'ms' },
        { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'bolt' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'] });
    expect(game.events('triggered')).toMatchObject([{ source: 'monastery-swiftspear' }]);
    game.do({ type: 'resolve' });
    expect(game.view.battlefield.find((p) => p.label === 'ms')).toMatchObject({ power: 2, toughness: 3 });
    // A creature spell doesn't trigger prowess.
    game.do({ type: 'resolve' }, { type: 'cast', player: 'alice', card: 'gb' });
    expect(game.events('triggered')).toHaveLength(1);
  });

  it('an opponent\'s spell does not trigger it', () => {
    const game = new Game({
      active: 'bob',
      cards: [
        { card: 'monastery-swiftspear', zone: 'battlefield', owner: 'alice' },
        { card: 'wrath-of-god', zone: 'hand', owner: 'bob', label: 'w' },
      ],
    }).do({ type: 'cast', player: 'bob', card: 'w' });
    expect(game.events('triggered')).toHaveLength(0);
  });
});

describe('702.101a — extort', () => {
  it('Syndic of Tithes: paying {W/B} as it resolves drains each opponent for 1', () => {
    const game = new Game({
      players: ['alice', 'bob', 'carol'],
      cards: [
        { card: 'syndic-of-tithes', zone: 'battlefield', owner: 'alice' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'gb' }, { type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'pay', player: 'alice', cost: '{W/B}' });
    game.do({ type: 'choose', player: 'alice', answer: true });
    expect([game.life('alice'), game.life('bob'), game.life('carol')]).toEqual([22, 19, 19]);
  });
});

describe('603.5 — "unless that player pays": Rhystic Study', () => {
  const board = {
    active: 'bob',
    freeMana: false,
    cards: [
      { card: 'rhystic-study', zone: 'battlefield' as const, owner: 'alice' },
      { card: 'island', zone: 'library' as const, owner: 'alice', label: 'top' },
      { card: 'lightning-bolt', zone: 'hand' as const, owner: 'bob', label: 'bolt' },
      { card: 'mountain', zone: 'battlefield' as const, owner: 'bob' },
      { card: 'mountain', zone: 'battlefield' as const, owner: 'bob' },
    ],
  };

  it('the caster decides to pay {1} only as the ability resolves, and then alice draws nothing', () => {
    const game = new Game(board).do({ type: 'cast', player: 'bob', card: 'bolt', targets: ['alice'] });
    expect(game.view.stack.map((s) => s.source)).toEqual(['rhystic-study', 'lightning-bolt']);
    game.do({ type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'pay', player: 'bob', cost: '{1}', unless: true });
    game.do({ type: 'choose', player: 'bob', answer: true });
    expect(game.zoneOf('top')).toBe('library');
    expect(game.view.battlefield.filter((p) => p.card === 'mountain' && p.tapped)).toHaveLength(2);
  });

  it('if the caster doesn\'t pay, alice may draw', () => {
    const game = new Game(board).do({ type: 'cast', player: 'bob', card: 'bolt', targets: ['alice'] }, { type: 'resolve' });
    game.do({ type: 'choose', player: 'bob', answer: false });
    expect(game.state.pending).toMatchObject({ kind: 'may', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: true });
    expect(game.zoneOf('top')).toBe('hand');
  });
});

describe('702.21a — ward', () => {
  const board = {
    freeMana: false,
    active: 'bob',
    cards: [
      { card: 'waterfall-aerialist', zone: 'battlefield' as const, owner: 'alice', label: 'wa' },
      { card: 'lightning-bolt', zone: 'hand' as const, owner: 'bob', label: 'bolt' },
      { card: 'mountain', zone: 'battlefield' as const, owner: 'bob' },
      { card: 'mountain', zone: 'battlefield' as const, owner: 'bob' },
      { card: 'mountain', zone: 'battlefield' as const, owner: 'bob' },
    ],
  };

  it('an opponent\'s spell targeting it is countered unless its controller pays {2}', () => {
    const game = new Game(board).do({ type: 'cast', player: 'bob', card: 'bolt', targets: ['wa'] });
    expect(game.events('triggered')).toMatchObject([{ source: 'waterfall-aerialist' }]);
    game.do({ type: 'resolve' }, { type: 'choose', player: 'bob', answer: false });
    expect(game.events('countered')).toMatchObject([{ card: 'lightning-bolt', reason: 'ward', rule: '701.6a' }]);
    expect(game.zoneOf('bolt')).toBe('graveyard');
    expect(game.zoneOf('wa')).toBe('battlefield');
  });

  it('paying {2} lets the spell resolve', () => {
    const game = new Game(board).do(
      { type: 'cast', player: 'bob', card: 'bolt', targets: ['wa'] },
      { type: 'resolve' },
      { type: 'choose', player: 'bob', answer: true },
      { type: 'resolve' },
    );
    expect(game.zoneOf('wa')).toBe('graveyard');
  });

  it('its controller\'s own spells don\'t trigger ward', () => {
    const game = new Game({
      cards: [
        { card: 'waterfall-aerialist', zone: 'battlefield', owner: 'alice', label: 'wa' },
        { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'bolt' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'bolt', targets: ['wa'] });
    expect(game.events('triggered')).toHaveLength(0);
  });
});

describe('702.100a — evolve (an intervening "if", 603.4)', () => {
  const raptor = () =>
    new Game({
      cards: [
        { card: 'cloudfin-raptor', zone: 'battlefield', owner: 'alice', label: 'cr' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb' },
        { card: 'souls-attendant', zone: 'hand', owner: 'alice', label: 'sa' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'bob', label: 'theirs' },
      ],
    });

  it('a bigger creature entering under alice\'s control puts a +1/+1 counter on Cloudfin Raptor', () => {
    const game = raptor().do({ type: 'move', card: 'gb', to: 'battlefield' }, { type: 'resolve' });
    expect(game.view.battlefield.find((p) => p.label === 'cr')).toMatchObject({ counters: { '+1/+1': 1 }, power: 1, toughness: 2 });
  });

  it('a creature that is not bigger (1/1 against 1/2) does not make it trigger, and the log says why', () => {
    const game = raptor().do({ type: 'move', card: 'gb', to: 'battlefield' }, { type: 'resolve' }, { type: 'move', card: 'sa', to: 'battlefield' });
    expect(game.events('notTriggered')).toMatchObject([{ source: 'cloudfin-raptor', reason: 'interveningIf', rule: '603.4' }]);
  });

  it('checked again on resolution: if the raptor has grown meanwhile, nothing happens', () => {
    const game = raptor().do({ type: 'move', card: 'gb', to: 'battlefield' }, { type: 'counters', card: 'cr', kind: '+1/+1', amount: 2 }, { type: 'resolve' });
    expect(game.events('conditionFalse')).toMatchObject([{ source: 'cloudfin-raptor', rule: '603.4' }]);
    expect(game.view.battlefield.find((p) => p.label === 'cr')).toMatchObject({ counters: { '+1/+1': 2 } });
  });

  it('CR 702.100a, 608.2h: a newcomer gone before the resolution is compared as it last existed, not as it entered', () => {
    // The Bears (2/2) enter: bigger than the 0/1 Raptor, evolve triggers. Two -1/-1 counters make them 0/0: they
    // die, and as they last existed they are not bigger, so the check on resolution fails.
    const game = raptor().do({ type: 'move', card: 'gb', to: 'battlefield' }, { type: 'counters', card: 'gb', kind: '-1/-1', amount: 2 });
    expect(game.zoneOf('gb')).toBe('graveyard');
    game.do({ type: 'resolve' });
    expect(game.events('conditionFalse')).toMatchObject([{ source: 'cloudfin-raptor', rule: '603.4' }]);
    expect(game.view.battlefield.find((p) => p.label === 'cr')?.counters['+1/+1']).toBeUndefined();
  });

  it('an opponent\'s creature does not count', () => {
    const game = raptor().do({ type: 'move', card: 'theirs', to: 'battlefield' });
    expect(game.events('triggered')).toHaveLength(0);
  });
});

describe('702.63a — vanishing; 603.6d — "enters with counters" is not a trigger', () => {
  const calciderm = () =>
    new Game({
      active: 'bob',
      step: 'end',
      cards: [
        { card: 'calciderm', zone: 'hand', owner: 'alice', label: 'cd' },
        ...Array.from({ length: 6 }, () => ({ card: 'plains', zone: 'library' as const, owner: 'alice' })),
        ...Array.from({ length: 6 }, () => ({ card: 'forest', zone: 'library' as const, owner: 'bob' })),
      ],
    }).do({ type: 'move', card: 'cd', to: 'battlefield' });

  it('Calciderm enters with four time counters as part of the event: nothing goes on the stack', () => {
    const game = calciderm();
    expect(game.view.battlefield[0]).toMatchObject({ counters: { time: 4 } });
    expect(game.view.stack).toHaveLength(0);
  });

  it('each of its controller\'s upkeeps removes one; when the last is removed, it is sacrificed', () => {
    const game = calciderm();
    for (let i = 0; i < 3; i++) game.do({ type: 'advance', to: 'upkeep' }, { type: 'resolve' }, { type: 'advance', to: 'end' }, { type: 'advance', to: 'end' });
    expect(game.view.battlefield[0]).toMatchObject({ counters: { time: 1 } });
    game.do({ type: 'advance', to: 'upkeep' }, { type: 'resolve' });
    // The last counter is gone: the second ability triggers.
    expect(game.view.stack).toMatchObject([{ source: 'calciderm' }]);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('cd')).toBe('graveyard');
  });

  it('shroud (702.18a): it cannot be targeted', () => {
    const game = new Game({
      cards: [
        { card: 'calciderm', zone: 'battlefield', owner: 'bob', label: 'cd' },
        { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'bolt' },
      ],
    });
    expect(game.reject({ type: 'cast', player: 'alice', card: 'bolt', targets: ['cd'] })).toBe('errors.illegalTarget');
  });
});

describe('702.30a — echo', () => {
  const riders = () =>
    new Game({
      freeMana: false,
      cards: [
        { card: 'avalanche-riders', zone: 'hand', owner: 'alice', label: 'ar' },
        ...Array.from({ length: 4 }, () => ({ card: 'mountain', zone: 'battlefield' as const, owner: 'alice' })),
        { card: 'forest', zone: 'battlefield', owner: 'bob', label: 'f' },
        ...Array.from({ length: 6 }, () => ({ card: 'plains', zone: 'library' as const, owner: 'alice' })),
        ...Array.from({ length: 6 }, () => ({ card: 'island', zone: 'library' as const, owner: 'bob' })),
      ],
    }).do(
      { type: 'cast', player: 'alice', card: 'ar' },
      { type: 'resolve' },
      { type: 'choose', player: 'alice', answer: 'f' },
      { type: 'resolve' },
    );

  it('its enters-the-battlefield ability destroys a land', () => {
    expect(riders().zoneOf('f')).toBe('graveyard');
  });

  it('at alice\'s next upkeep she must pay {3}{R} or sacrifice it', () => {
    const game = riders().do({ type: 'advance', to: 'upkeep' }, { type: 'advance', to: 'upkeep' });
    expect(game.state).toMatchObject({ active: 'alice', turn: 3, step: 'upkeep' });
    expect(game.view.stack).toMatchObject([{ source: 'avalanche-riders' }]);
    game.do({ type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'pay', player: 'alice', cost: '{3}{R}', unless: true });
    game.do({ type: 'choose', player: 'alice', answer: false });
    expect(game.zoneOf('ar')).toBe('graveyard');
  });

  it('paid once, it never asks again', () => {
    const game = riders().do({ type: 'advance', to: 'upkeep' }, { type: 'advance', to: 'upkeep' }, { type: 'resolve' });
    game.do({ type: 'choose', player: 'alice', answer: true });
    expect(game.zoneOf('ar')).toBe('battlefield');
    game.do({ type: 'advance', to: 'upkeep' }, { type: 'advance', to: 'upkeep' });
    expect(game.state).toMatchObject({ active: 'alice', turn: 5 });
    expect(game.view.stack).toHaveLength(0);
    expect(game.zoneOf('ar')).toBe('battlefield');
  });
});

describe('702.40a — storm', () => {
  const board = () =>
    new Game({
      cards: [
        { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'b1' },
        { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'b2' },
        { card: 'grapeshot', zone: 'hand', owner: 'alice', label: 'gs' },
      ],
    });

  it('Grapeshot cast third this turn is copied twice: its "when you cast" ability works from the stack', () => {
    const game = board().do(
      { type: 'cast', player: 'alice', card: 'b1', targets: ['bob'] },
      { type: 'resolve' },
      { type: 'cast', player: 'alice', card: 'b2', targets: ['bob'] },
      { type: 'resolve' },
      { type: 'cast', player: 'alice', card: 'gs', targets: ['bob'] },
    );
    expect(game.view.stack.map((s) => `${s.kind}:${s.source}`)).toEqual(['trigger:grapeshot', 'spell:grapeshot']);
    game.do({ type: 'resolve' });
    expect(game.events('spellCopied')).toHaveLength(2);
    expect(game.view.stack).toHaveLength(3);
    // CR 707.10c: alice may choose new targets for each copy; she keeps them (see 707-10c-new-targets.test.ts).
    expect(game.state.pending).toMatchObject({ kind: 'newTargets', player: 'alice', reason: 'copy' });
    game.do({ type: 'choose', player: 'alice', answer: false }, { type: 'choose', player: 'alice', answer: false });
    game.do({ type: 'resolve' }, { type: 'resolve' }, { type: 'resolve' });
    // Two Lightning Bolts (3 each), then Grapeshot and its two copies (1 each).
    expect(game.life('bob')).toBe(20 - 6 - 3);
    // The copies ceased to exist: only the card is in the graveyard.
    expect(game.view.graveyard.alice!.filter((c) => c.card === 'grapeshot')).toHaveLength(1);
  });

  it('cast first, it has nothing to copy', () => {
    const game = board().do({ type: 'cast', player: 'alice', card: 'gs', targets: ['bob'] }, { type: 'resolve' }, { type: 'resolve' });
    expect(game.events('spellCopied')).toHaveLength(0);
    expect(game.life('bob')).toBe(19);
  });

  it('the count starts again each turn', () => {
    const game = board().do({ type: 'cast', player: 'alice', card: 'b1', targets: ['bob'] }, { type: 'resolve' });
    expect(game.state.spellsCastThisTurn).toBe(1);
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.state.spellsCastThisTurn).toBe(0);
  });
});

describe('702.85a — cascade', () => {
  const elf = () =>
    new Game({
      cards: [
        { card: 'bloodbraid-elf', zone: 'hand', owner: 'alice', label: 'be' },
        { card: 'forest', zone: 'library', owner: 'alice', label: 'l1' },
        { card: 'wrath-of-god', zone: 'library', owner: 'alice', label: 'l2' },
        { card: 'grizzly-bears', zone: 'library', owner: 'alice', label: 'gb' },
        { card: 'island', zone: 'library', owner: 'alice', label: 'l4' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'be' });

  it('when cast, it triggers; on resolution alice may cast the first cheaper nonland card for free', () => {
    const game = elf();
    expect(game.view.stack.map((s) => `${s.kind}:${s.source}`)).toEqual(['trigger:bloodbraid-elf', 'spell:bloodbraid-elf']);
    game.do({ type: 'resolve' });
    // Forest (a land) and Wrath of God (mana value 4, not less than 4) are passed over: Grizzly Bears is the hit.
    expect(game.state.pending).toMatchObject({ kind: 'card', player: 'alice', optional: true });
    game.do({ type: 'choose', player: 'alice', answer: 'gb' });
    expect(game.view.stack.map((s) => s.source)).toEqual(['grizzly-bears', 'bloodbraid-elf']);
    expect(game.events('spellCast').at(-1)).toMatchObject({ card: 'grizzly-bears', reason: 'free' });
    // The other exiled cards went to the bottom; the Island stays on top.
    expect(game.view.library.alice!.map((c) => c.label)[0]).toBe('l4');
    expect(game.view.library.alice!.map((c) => c.label).slice(1).sort()).toEqual(['l1', 'l2']);
    expect(game.state.spellsCastThisTurn).toBe(2);
  });

  it('the cards are exiled before alice chooses whether to cast the hit, and the log says so first', () => {
    const game = elf().do({ type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'card', optional: true });
    // Exiled from the top until the Bears; the Island below stays in the library while alice decides.
    expect(game.view.exile.alice!.map((c) => c.label)).toEqual(['l1', 'l2', 'gb']);
    expect(game.view.library.alice!.map((c) => c.label)).toEqual(['l4']);
    expect(game.events('cascaded')).toMatchObject([{ source: 'bloodbraid-elf', count: 3, rule: '702.85a' }]);
    // The choice names the exiled Bears.
    const options = (game.state.pending as { options: string[] }).options;
    expect(options.map((id) => game.state.objects[id]!.zone)).toEqual(['exile']);
  });

  it('a hit with a target to choose is cast while cascade resolves: the log has the cast, then cascade resolved', () => {
    const game = new Game({
      cards: [
        { card: 'bloodbraid-elf', zone: 'hand', owner: 'alice', label: 'be' },
        { card: 'lightning-bolt', zone: 'library', owner: 'alice', label: 'b1' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'be' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'b1' });
    expect(game.state.pending).toMatchObject({ kind: 'newTargets', reason: 'cast' });
    expect(game.events('resolved')).toEqual([]);
    game.do({ type: 'choose', player: 'alice', answer: ['bob'] });
    const order = game.log.filter((e) => ['targetsChosen', 'spellCast', 'resolved'].includes(e.event)).map((e) => `${e.event}:${e.card ?? e.source}`);
    expect(order.slice(-3)).toEqual(['targetsChosen:lightning-bolt', 'spellCast:lightning-bolt', 'resolved:bloodbraid-elf']);
  });

  it('CR 608.2n: while the Bolt\'s target is chosen, cascade is still on the stack under it, resolving; it leaves once the Bolt is cast', () => {
    const game = new Game({
      cards: [
        { card: 'bloodbraid-elf', zone: 'hand', owner: 'alice', label: 'be' },
        { card: 'lightning-bolt', zone: 'library', owner: 'alice', label: 'b1' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'be' }, { type: 'resolve' });
    // CR 608.2d: cascade asks whether to cast the hit as it resolves.
    expect(game.view.stack[0]).toMatchObject({ kind: 'trigger', source: 'bloodbraid-elf', awaiting: 'resolving' });
    game.do({ type: 'choose', player: 'alice', answer: 'b1' });
    expect(game.view.stack.map((s) => `${s.kind}:${s.source}`)).toEqual(['spell:lightning-bolt', 'trigger:bloodbraid-elf', 'spell:bloodbraid-elf']);
    // The view says which object is resolving while the choice is asked.
    expect(game.view.stack.map((s) => s.awaiting)).toEqual([null, 'resolving', null]);
    game.do({ type: 'choose', player: 'alice', answer: ['bob'] });
    expect(game.view.stack.map((s) => `${s.kind}:${s.source}`)).toEqual(['spell:lightning-bolt', 'spell:bloodbraid-elf']);
    game.do({ type: 'resolve' });
    expect(game.view.players.bob!.life).toBe(17);
  });

  it('603.5: declining leaves the hit with the others at the bottom, and the log says it was declined', () => {
    const game = elf().do({ type: 'resolve' }, { type: 'choose', player: 'alice', answer: false });
    expect(game.events('mayDeclined')).toMatchObject([{ source: 'bloodbraid-elf', rule: '603.5' }]);
    expect(game.view.stack.map((s) => s.source)).toEqual(['bloodbraid-elf']);
    expect(game.view.library.alice!.map((c) => c.label).slice(1).sort()).toEqual(['gb', 'l1', 'l2']);
  });

  it('601.2c: a hit with a target that has no legal choice is not offered nor cast: it goes to the bottom, and nothing counts a cast', () => {
    // Bob counters the Elf; then the cascade hits Alice's Counterspell, with no spell left on the stack to target.
    const game = new Game({
      cards: [
        { card: 'bloodbraid-elf', zone: 'hand', owner: 'alice', label: 'be' },
        { card: 'counterspell', zone: 'library', owner: 'alice', label: 'cs' },
        { card: 'forest', zone: 'library', owner: 'alice', label: 'l2' },
        { card: 'counterspell', zone: 'hand', owner: 'bob', label: 'bcs' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'be' }, { type: 'pass' }, { type: 'cast', player: 'bob', card: 'bcs', targets: ['be'] }, { type: 'resolve' });
    expect(game.zoneOf('be')).toBe('graveyard');
    const cast = game.state.spellsCastThisTurn;
    game.do({ type: 'resolve' });
    expect(game.state.pending).toBeNull();
    expect(game.last.find((e) => e.event === 'effectFailed')).toMatchObject({ card: 'counterspell', player: 'alice', reason: 'noLegalTargets', rule: '601.2c' });
    expect(game.last.filter((e) => e.event === 'spellCast')).toEqual([]);
    expect(game.state.spellsCastThisTurn).toBe(cast);
    expect(game.view.library.alice!.map((c) => c.label)).toEqual(['l2', 'cs']);
    expect(game.view.stack).toEqual([]);
  });
});
