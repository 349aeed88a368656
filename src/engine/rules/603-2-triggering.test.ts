import { stackItems } from '..';
import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

describe('603.1 — a triggered ability: a trigger condition ("when", "whenever", "at") and an effect', () => {
  it('"when", "whenever" and "at the beginning of" abilities each go on the stack as an ability of their source, not a spell', () => {
    const game = new Game({
      life: { alice: 40 },
      cards: [
        { card: 'ravenous-chupacabra', zone: 'hand', owner: 'alice', label: 'rc' },
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'felidar-sovereign', zone: 'battlefield', owner: 'alice', label: 'fs' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
        { card: 'forest', zone: 'library', owner: 'alice' },
        { card: 'forest', zone: 'library', owner: 'bob' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'rc' }, { type: 'resolve' });
    // "When [this] enters": the Chupacabra's ability is on the stack; the spell itself has resolved.
    expect(game.view.stack).toMatchObject([{ kind: 'trigger', source: 'ravenous-chupacabra', label: 'rc', controller: 'alice' }]);
    game.do({ type: 'resolve' });
    // "Whenever a creature dies": Blood Artist's ability, its target chosen as it goes on the stack.
    expect(game.view.pending).toMatchObject({ kind: 'target', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: 'bob' });
    expect(game.view.stack).toMatchObject([{ kind: 'trigger', source: 'blood-artist', targets: ['bob'] }]);
    game.do({ type: 'resolve' }, { type: 'advance', to: 'end' }, { type: 'advance', to: 'cleanup' });
    // Bob's turn, then Alice's: her upkeep begins as her turn does (the cleanup step ends the turn).
    game.do({ type: 'advance', to: 'end' }, { type: 'advance', to: 'cleanup' });
    expect(game.state).toMatchObject({ active: 'alice', step: 'upkeep' });
    // "At the beginning of your upkeep": Felidar Sovereign's ability.
    expect(game.view.stack).toMatchObject([{ kind: 'trigger', source: 'felidar-sovereign', controller: 'alice' }]);
  });
});

describe('603.2 — abilities trigger on events', () => {
  it('a triggered ability triggers when its event happens, and does nothing yet', () => {
    const game = new Game({
      cards: [
        { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' },
      ],
    }).do({ type: 'destroy', cards: ['gb'] });
    expect(game.events('triggered')).toHaveLength(1);
    // Triggering does nothing by itself: life totals move only when the ability resolves.
    expect(game.life('alice')).toBe(20);
    expect(game.life('bob')).toBe(20);
  });
});

describe('603.2b — "at the beginning of" a step', () => {
  it('Felidar Sovereign triggers as its controller\'s upkeep begins, not the opponent\'s', () => {
    const game = new Game({
      step: 'end',
      life: { alice: 40, bob: 20 },
      cards: [
        { card: 'felidar-sovereign', zone: 'battlefield', owner: 'alice', label: 'fs' },
        { card: 'plains', zone: 'library', owner: 'alice' },
        { card: 'forest', zone: 'library', owner: 'bob' },
      ],
    }).do({ type: 'advance', to: 'upkeep' });
    expect(game.state).toMatchObject({ active: 'bob', step: 'upkeep', turn: 2 });
    expect(game.events('triggered')).toHaveLength(0);
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.state).toMatchObject({ active: 'alice', step: 'upkeep', turn: 3 });
    expect(game.events('triggered')).toMatchObject([{ source: 'felidar-sovereign', rule: '603.2b' }]);
  });
});

describe('603.2c — once per occurrence', () => {
  it('Armageddon with Dingus Egg: one trigger per land, each dealing 2 damage to that land\'s controller', () => {
    const game = new Game({
      cards: [
        { card: 'dingus-egg', zone: 'battlefield', owner: 'alice', label: 'egg' },
        { card: 'plains', zone: 'battlefield', owner: 'alice' },
        { card: 'plains', zone: 'battlefield', owner: 'alice' },
        { card: 'forest', zone: 'battlefield', owner: 'bob' },
        { card: 'swamp', zone: 'battlefield', owner: 'bob' },
        { card: 'island', zone: 'battlefield', owner: 'bob' },
        { card: 'armageddon', zone: 'hand', owner: 'alice', label: 'arma' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'arma' }, { type: 'resolve' });
    expect(game.events('triggered')).toHaveLength(5);
    expect(game.state.pending).toMatchObject({ kind: 'order', player: 'alice' });
    game.do({ type: 'auto' });
    expect(stackItems(game.state.stack)).toHaveLength(5);
    for (let i = 0; i < 5; i++) game.do({ type: 'resolve' });
    expect(game.life('alice')).toBe(16);
    expect(game.life('bob')).toBe(14);
    // Dingus Egg itself survived: it's an artifact.
    expect(game.zoneOf('egg')).toBe('battlefield');
  });
});

describe('603.2e — "becomes tapped" triggers only on a real change', () => {
  const board = {
    cards: [
      { card: 'verity-circle', zone: 'battlefield' as const, owner: 'alice', label: 'vc' },
      { card: 'grizzly-bears', zone: 'battlefield' as const, owner: 'bob', label: 'gb' },
      { card: 'grizzly-bears', zone: 'hand' as const, owner: 'bob', label: 'gb2' },
      { card: 'island', zone: 'library' as const, owner: 'alice', label: 'top' },
    ],
  };

  it('tapping an untapped creature triggers Verity Circle once; tapping it again does not', () => {
    const game = new Game(board).do({ type: 'tap', cards: ['gb'] });
    expect(game.events('triggered')).toMatchObject([{ source: 'verity-circle', card: 'grizzly-bears', rule: '603.2e' }]);
    game.do({ type: 'resolve' });
    game.do({ type: 'choose', player: 'alice', answer: true });
    expect(game.zoneOf('top')).toBe('hand');
    game.do({ type: 'tap', cards: ['gb'] });
    expect(game.events('triggered')).toHaveLength(1);
  });

  it('a creature put onto the battlefield tapped never "becomes tapped", and the log explains why', () => {
    const game = new Game(board).do({ type: 'move', card: 'gb2', to: 'battlefield', tapped: true });
    expect(game.view.battlefield.find((p) => p.label === 'gb2')?.tapped).toBe(true);
    expect(game.events('triggered')).toHaveLength(0);
    expect(game.events('notTriggered')).toMatchObject([{ source: 'verity-circle', label: 'gb2', reason: 'enteredTapped', rule: '603.2e' }]);
  });

  it('Pooling Venom: the enchanted land tapped for mana makes its controller lose 2 life', () => {
    const game = new Game({
      freeMana: false,
      cards: [
        { card: 'swamp', zone: 'battlefield', owner: 'bob', label: 'sw' },
        { card: 'pooling-venom', zone: 'battlefield', owner: 'alice', label: 'pv', attachedTo: 'sw' },
        { card: 'swamp', zone: 'battlefield', owner: 'bob', label: 'sw2' },
      ],
    }).do({ type: 'tap', cards: ['sw2'] });
    expect(game.events('triggered')).toHaveLength(0);
    game.do({ type: 'tap', cards: ['sw'] }, { type: 'resolve' });
    expect(game.life('bob')).toBe(18);
    game.do({ type: 'untap', cards: ['sw'] });
    expect(game.events('triggered')).toHaveLength(1);
  });
});
