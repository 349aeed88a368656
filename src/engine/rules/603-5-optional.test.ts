import { stackItems } from '..';
import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

const attendant = () =>
  new Game({
    cards: [
      { card: 'souls-attendant', zone: 'battlefield', owner: 'alice', label: 'sa' },
      { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'bears' },
    ],
  }).do({ type: 'cast', player: 'alice', card: 'bears' }, { type: 'resolve' });

describe('603.5 — "may" is decided on resolution', () => {
  it("Soul's Attendant's trigger goes on the stack whatever alice intends; she's asked only as it resolves", () => {
    const game = attendant();
    expect(game.state.pending).toBeNull();
    expect(game.view.stack).toMatchObject([{ source: 'souls-attendant' }]);
    game.do({ type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'may', player: 'alice' });
    expect(game.view.stack[0]).toMatchObject({ source: 'souls-attendant', awaiting: 'may' });
    game.do({ type: 'choose', player: 'alice', answer: true });
    expect(game.life('alice')).toBe(21);
    expect(stackItems(game.state.stack)).toHaveLength(0);
    expect(game.events('mayAccepted')).toMatchObject([{ rule: '603.5' }]);
  });

  it('answering no resolves the ability without gaining life', () => {
    const game = attendant().do({ type: 'resolve' }, { type: 'choose', player: 'alice', answer: false });
    expect(game.life('alice')).toBe(20);
    expect(game.events('mayDeclined')).toHaveLength(1);
    expect(stackItems(game.state.stack)).toHaveLength(0);
  });

  it('only the controller answers', () => {
    const game = attendant().do({ type: 'resolve' });
    expect(game.reject({ type: 'choose', player: 'bob', answer: true })).toBe('errors.notYourChoice');
    expect(game.reject({ type: 'pass' })).toBe('errors.choicePending');
  });
});

describe('603.5 — an optional cost is paid on resolution: Kalastria Highborn', () => {
  const board = (swamps: number) => ({
    freeMana: false,
    cards: [
      { card: 'kalastria-highborn', zone: 'battlefield' as const, owner: 'alice', label: 'k1' },
      ...Array.from({ length: swamps }, () => ({ card: 'swamp', zone: 'battlefield' as const, owner: 'alice' })),
    ],
  });

  it('paying {B} taps a Swamp: bob loses 2 life and alice gains 2', () => {
    const game = new Game(board(1)).do({ type: 'destroy', cards: ['k1'] });
    expect(game.state.pending).toMatchObject({ kind: 'target', options: ['alice', 'bob'] });
    game.do({ type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'pay', player: 'alice', cost: '{B}' });
    game.do({ type: 'choose', player: 'alice', answer: true });
    expect(game.life('bob')).toBe(18);
    expect(game.life('alice')).toBe(22);
    expect(game.view.battlefield.find((p) => p.card === 'swamp')?.tapped).toBe(true);
  });

  it('declining to pay does nothing', () => {
    const game = new Game(board(1)).do({ type: 'destroy', cards: ['k1'] }, { type: 'choose', player: 'alice', answer: 'bob' });
    game.do({ type: 'resolve' }, { type: 'choose', player: 'alice', answer: false });
    expect(game.life('bob')).toBe(20);
    expect(game.events('costNotPaid')).toMatchObject([{ rule: '603.5' }]);
  });

  it('with no way to pay, the ability resolves without asking', () => {
    const game = new Game(board(0)).do({ type: 'destroy', cards: ['k1'] }, { type: 'choose', player: 'alice', answer: 'bob' });
    game.do({ type: 'resolve' });
    expect(game.state.pending).toBeNull();
    expect(game.life('bob')).toBe(20);
  });
});

describe('603.5 — "unless that player pays": the refusal is logged as soon as it is made', () => {
  const study = (mountains: number) =>
    new Game({
      freeMana: false,
      cards: [
        { card: 'rhystic-study', zone: 'battlefield', owner: 'alice', label: 'rs' },
        { card: 'plains', zone: 'library', owner: 'alice', label: 'p1' },
        { card: 'lightning-bolt', zone: 'hand', owner: 'bob', label: 'lb' },
        ...Array.from({ length: mountains }, () => ({ card: 'mountain', zone: 'battlefield' as const, owner: 'bob' })),
      ],
    }).do({ type: 'pass' }, { type: 'cast', player: 'bob', card: 'lb', targets: ['alice'] }, { type: 'resolve' });

  it('CR 603.5: bob answers no to Rhystic Study: costNotPaid is in the log while alice is asked whether to draw, and only once', () => {
    const game = study(2);
    expect(game.state.pending).toMatchObject({ kind: 'pay', player: 'bob', unless: true });
    game.do({ type: 'choose', player: 'bob', answer: false });
    expect(game.state.pending).toMatchObject({ kind: 'may', player: 'alice' });
    expect(game.events('costNotPaid')).toMatchObject([{ player: 'bob', reason: 'unless', rule: '603.5' }]);
    game.do({ type: 'choose', player: 'alice', answer: true });
    expect(game.events('costNotPaid')).toHaveLength(1);
    const order = game.log.map((e) => e.event).filter((e) => e === 'costNotPaid' || e === 'mayAccepted' || e === 'resolved');
    expect(order).toEqual(['costNotPaid', 'mayAccepted', 'resolved']);
  });

  it('CR 603.5: bob can\'t pay: he isn\'t asked, and costNotPaid is logged before alice\'s "may" is asked', () => {
    const game = study(1);
    expect(game.state.pending).toMatchObject({ kind: 'may', player: 'alice' });
    expect(game.events('costNotPaid')).toMatchObject([{ player: 'bob', reason: 'unless' }]);
    game.do({ type: 'choose', player: 'alice', answer: false });
    expect(game.events('costNotPaid')).toHaveLength(1);
    expect(game.events('mayDeclined')).toHaveLength(1);
  });
});
