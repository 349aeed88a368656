// CR 603.3b: triggered abilities go on the stack in two parts: first those whose trigger condition is not
// another ability triggering (each player in APNAP order), then the others (again in APNAP order).
import { describe, expect, it } from 'vitest';
import type { SetupCard } from '..';
import { Game } from '../../test/harness';

const on = (card: string, owner: string, label: string, zone: SetupCard['zone'] = 'battlefield'): SetupCard => ({ card, zone, owner, label });
const lands = (owner: string, n: number): SetupCard[] => Array.from({ length: n }, () => ({ card: 'plains', zone: 'battlefield' as const, owner }));

/** Strict Proctor and Soul's Attendant; Grizzly Bears put onto the battlefield by alice. */
function board(...cards: SetupCard[]): Game {
  return new Game({ freeMana: false, cards: [...cards, on('grizzly-bears', 'alice', 'gb', 'hand'), ...lands('alice', 2), ...lands('bob', 2)] });
}

const labelsOnStack = (game: Game) => game.view.stack.map((s) => `${s.source}:${s.controller}`);

describe("603.3b — the two-part process: Strict Proctor's trigger goes on the stack after the ability it is about", () => {
  it("CR 603.3b: Soul's Attendant's trigger goes on the stack first, Strict Proctor's after it, above it; the log cites 603.3b", () => {
    const game = board(on('strict-proctor', 'alice', 'sp'), on('souls-attendant', 'alice', 'sa'));
    game.do({ type: 'move', card: 'gb', to: 'battlefield' });
    // Two triggers of alice's, but in different parts: nothing to order.
    expect(game.state.pending).toBeNull();
    expect(labelsOnStack(game)).toEqual(['strict-proctor:alice', 'souls-attendant:alice']);
    const put = game.events('triggerPutOnStack');
    expect(put).toMatchObject([
      { source: 'souls-attendant', rule: '603.3' },
      { source: 'strict-proctor', reason: 'secondPart', rule: '603.3b' },
    ]);
    expect(game.events('triggered')).toMatchObject([
      { source: 'souls-attendant', card: 'grizzly-bears' },
      { source: 'strict-proctor', card: 'souls-attendant' },
    ]);
  });

  it('CR 603.5, 701.6a: as Proctor\'s ability resolves, the controller of the ability decides; paying {2} lets the life gain resolve', () => {
    const game = board(on('strict-proctor', 'alice', 'sp'), on('souls-attendant', 'alice', 'sa'));
    game.do({ type: 'move', card: 'gb', to: 'battlefield' }, { type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'pay', player: 'alice', cost: '{2}', unless: true });
    game.do({ type: 'choose', player: 'alice', answer: true });
    expect(game.view.battlefield.filter((p) => p.card === 'plains' && p.tapped && p.controller === 'alice')).toHaveLength(2);
    expect(game.stackSources()).toEqual(['souls-attendant']);
    game.do({ type: 'resolve' }, { type: 'choose', player: 'alice', answer: true });
    expect(game.life('alice')).toBe(21);
  });

  it('CR 701.6a: not paying counters the life-gain ability: it leaves the stack and never resolves', () => {
    const game = board(on('strict-proctor', 'alice', 'sp'), on('souls-attendant', 'alice', 'sa'));
    game.do({ type: 'move', card: 'gb', to: 'battlefield' }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: false });
    expect(game.stackSources()).toEqual([]);
    expect(game.events('countered')).toMatchObject([{ card: 'souls-attendant', player: 'alice', reason: 'unlessNotPaid', rule: '701.6a' }]);
    expect(game.life('alice')).toBe(20);
  });

  it("CR 603.3b: the second part goes after the first even against APNAP: the active player's Proctor trigger lands above the non-active player's Attendant trigger", () => {
    const game = board(on('strict-proctor', 'alice', 'sp'), on('souls-attendant', 'bob', 'bsa'));
    game.do({ type: 'move', card: 'gb', to: 'battlefield' });
    // APNAP alone would have put alice's trigger on the stack first, under bob's.
    expect(labelsOnStack(game)).toEqual(['strict-proctor:alice', 'souls-attendant:bob']);
    game.do({ type: 'resolve' });
    // The controller of the ability that would be countered pays: bob.
    expect(game.state.pending).toMatchObject({ kind: 'pay', player: 'bob', cost: '{2}', unless: true });
  });

  it('CR 603.3b: with the Proctor controlled by the opponent, the first part goes in APNAP order, then the opponent orders the two Proctor triggers', () => {
    const game = board(on('strict-proctor', 'bob', 'bsp'), on('souls-attendant', 'alice', 'asa'), on('souls-attendant', 'bob', 'bsa'));
    game.do({ type: 'move', card: 'gb', to: 'battlefield' });
    // First part done (alice's Attendant, then bob's); bob now orders his two Proctor triggers, one for each.
    expect(labelsOnStack(game)).toEqual(['souls-attendant:bob', 'souls-attendant:alice']);
    expect(game.state.pending).toMatchObject({ kind: 'order', player: 'bob' });
    const options = (game.state.pending as { options: { source: string }[] }).options;
    expect(options.map((o) => o.source)).toEqual(['strict-proctor', 'strict-proctor']);
    game.do({ type: 'auto' });
    expect(labelsOnStack(game)).toEqual(['strict-proctor:bob', 'strict-proctor:bob', 'souls-attendant:bob', 'souls-attendant:alice']);
  });

  it('CR 603.3b: each Proctor trigger is about its own ability: not paying for the top one counters the right Attendant ability', () => {
    const game = board(on('strict-proctor', 'bob', 'bsp'), on('souls-attendant', 'alice', 'asa'), on('souls-attendant', 'bob', 'bsa'));
    game.do({ type: 'move', card: 'gb', to: 'battlefield' });
    const pending = game.state.pendingTriggers;
    // bob puts the trigger about alice's ability on top, so it resolves first.
    const aboutAlice = pending.find((t) => t.context.eventPlayer === 'alice')!.id;
    const aboutBob = pending.find((t) => t.context.eventPlayer === 'bob')!.id;
    game.do({ type: 'choose', player: 'bob', answer: [aboutBob, aboutAlice] }, { type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'pay', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: false });
    expect(game.events('countered')).toMatchObject([{ card: 'souls-attendant', player: 'alice' }]);
    expect(labelsOnStack(game)).toEqual(['strict-proctor:bob', 'souls-attendant:bob']);
  });

  it('CR 603.3b: a trigger that no permanent entering caused (a "dies" trigger) does not make Strict Proctor trigger', () => {
    const game = new Game({ cards: [on('strict-proctor', 'bob', 'bsp'), on('blood-artist', 'alice', 'ba'), on('grizzly-bears', 'alice', 'gb')] });
    game.do({ type: 'destroy', cards: ['gb'] }, { type: 'auto' });
    expect(game.stackSources()).toEqual(['blood-artist']);
  });

  it('CR 603.2d, 603.3b: with Panharmonicon, each of the two Attendant triggers makes Strict Proctor trigger', () => {
    const game = new Game({ cards: [on('strict-proctor', 'bob', 'bsp'), on('panharmonicon', 'alice', 'pan'), on('souls-attendant', 'alice', 'sa'), on('grizzly-bears', 'alice', 'gb', 'hand')] });
    game.do({ type: 'move', card: 'gb', to: 'battlefield' }, { type: 'auto' });
    expect(game.stackSources()).toEqual(['strict-proctor', 'strict-proctor', 'souls-attendant', 'souls-attendant']);
  });
});

describe('603.3b, 603.3d — the ability Strict Proctor is about may never reach the stack', () => {
  it('CR 603.3d: a Ravenous Chupacabra trigger with no legal target is removed; Proctor\'s trigger then has nothing to counter and asks for no payment', () => {
    const game = new Game({ cards: [on('strict-proctor', 'alice', 'sp'), on('ravenous-chupacabra', 'alice', 'rc', 'hand')] });
    game.do({ type: 'move', card: 'rc', to: 'battlefield' });
    expect(game.events('triggerRemoved')).toMatchObject([{ source: 'ravenous-chupacabra', reason: 'noLegalTarget', rule: '603.3d' }]);
    expect(game.stackSources()).toEqual(['strict-proctor']);
    game.do({ type: 'resolve' });
    expect(game.state.pending).toBeNull();
    expect(game.stackSources()).toEqual([]);
    expect(game.events('countered')).toHaveLength(0);
  });
});

describe('603.3b — only abilities waiting for a permanent to enter count for Strict Proctor', () => {
  it("CR 603.3b: a creature card returning from bob's graveyard makes Erebos's Titan trigger on its leaving the graveyard, not on its entering: Proctor stays silent", () => {
    const game = new Game({
      cards: [on('strict-proctor', 'alice', 'sp'), on('ereboss-titan', 'alice', 'et', 'graveyard'), on('grizzly-bears', 'bob', 'gb', 'graveyard'), on('plains', 'alice', 'p', 'hand')],
    });
    game.do({ type: 'move', card: 'gb', to: 'battlefield' });
    expect(game.events('triggered').map((e) => e.source)).toEqual(['ereboss-titan']);
    expect(game.stackSources()).toEqual(['ereboss-titan']);
  });
});
