import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';
import type { SetupCard } from '../setup/setup-types';

/** Alice casts Heart-Piercer Manticore; it enters and its ability resolves (its choice waits). */
const manticore = (cards: SetupCard[]) =>
  new Game({ cards: [{ card: 'heart-piercer-manticore', zone: 'hand', owner: 'alice', label: 'hpm' }, ...cards] }).do(
    { type: 'cast', player: 'alice', card: 'hpm' },
    { type: 'resolve' },
  );

const bears: SetupCard = { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' };

describe('603.12 — reflexive triggered abilities: Heart-Piercer Manticore', () => {
  it('the first ability resolves with a "may" choice; no target is chosen for the reflexive ability yet', () => {
    const game = manticore([bears]);
    expect(game.view.stack).toMatchObject([{ kind: 'trigger', source: 'heart-piercer-manticore', targets: [] }]);
    game.do({ type: 'resolve' });
    // Another creature only: the Manticore itself isn't offered.
    expect(game.state.pending).toMatchObject({ kind: 'card', player: 'alice', optional: true, options: [game.state.battlefield.find((id) => game.state.objects[id]!.label === 'gb')] });
    expect(game.state.pendingTriggers).toHaveLength(0);
  });

  it('a creature sacrificed: the reflexive ability triggers during the resolution, then goes on the stack with its target chosen then, and deals damage equal to that creature\'s power', () => {
    const game = manticore([bears]).do({ type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'gb' });
    expect(game.zoneOf('gb')).toBe('graveyard');
    const names = game.last.map((e) => e.event);
    // Created and triggered while the first ability resolves, after the sacrifice …
    expect(names.indexOf('sacrificed')).toBeLessThan(names.indexOf('triggered'));
    expect(names.indexOf('triggered')).toBeLessThan(names.indexOf('resolved'));
    expect(game.events('triggered').at(-1)).toMatchObject({ source: 'heart-piercer-manticore', player: 'alice', card: 'grizzly-bears', reason: 'reflexive', rule: '603.12' });
    // … and stacked once the resolution is over, before anyone gets priority: its target is chosen only now.
    expect(game.view.stack).toHaveLength(0);
    expect(game.state.pending).toMatchObject({ kind: 'target', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: 'bob' });
    expect(game.view.stack).toMatchObject([{ kind: 'trigger', source: 'heart-piercer-manticore', controller: 'alice', targets: ['bob'] }]);
    game.do({ type: 'resolve' });
    expect(game.life('bob')).toBe(18);
    expect(game.events('damageDealt').at(-1)).toMatchObject({ source: 'heart-piercer-manticore', player: 'bob', amount: 2 });
  });

  it('608.2h: the damage is the sacrificed creature\'s last known power (with its counters)', () => {
    const game = manticore([bears]).do({ type: 'counters', card: 'gb', kind: '+1/+1', amount: 3 }, { type: 'resolve' }, { type: 'choose', player: 'alice', answer: 'gb' });
    game.do({ type: 'choose', player: 'alice', answer: 'bob' }, { type: 'resolve' });
    expect(game.life('bob')).toBe(15);
  });

  it('the target can be a creature, chosen as the reflexive ability goes on the stack', () => {
    const game = manticore([bears, { card: 'craw-giant', zone: 'battlefield', owner: 'bob', label: 'cg' }]).do(
      { type: 'resolve' },
      { type: 'choose', player: 'alice', answer: 'gb' },
      { type: 'choose', player: 'alice', answer: 'cg' },
      { type: 'resolve' },
    );
    expect(game.view.battlefield.find((p) => p.label === 'cg')).toMatchObject({ damage: 2 });
  });

  it('declining to sacrifice: nothing is sacrificed and the reflexive ability never triggers', () => {
    const game = manticore([bears]).do({ type: 'resolve' }, { type: 'choose', player: 'alice', answer: false });
    expect(game.zoneOf('gb')).toBe('battlefield');
    expect(game.events('mayDeclined')).toMatchObject([{ source: 'heart-piercer-manticore', rule: '603.5' }]);
    expect(game.events('triggered').filter((e) => e.reason === 'reflexive')).toHaveLength(0);
    expect(game.state.pending).toBeNull();
    expect(game.view.stack).toHaveLength(0);
    expect(game.life('bob')).toBe(20);
  });

  it('609.3: with no other creature, nothing is asked and nothing triggers; the log says there was nothing to sacrifice, not that alice declined', () => {
    const game = manticore([{ card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bob-gb' }]).do({ type: 'resolve' });
    expect(game.state.pending).toBeNull();
    expect(game.events('mayDeclined')).toEqual([]);
    expect(game.events('effectFailed')).toMatchObject([{ source: 'heart-piercer-manticore', reason: 'nothingToChoose', rule: '609.3' }]);
    expect(game.zoneOf('hpm')).toBe('battlefield');
    expect(game.zoneOf('bob-gb')).toBe('battlefield'); // an opponent's creature can't be sacrificed
    expect(game.events('triggered').filter((e) => e.reason === 'reflexive')).toHaveLength(0);
    expect(game.view.stack).toHaveLength(0);
  });

  it('603.3b: the sacrificed creature dying triggers Blood Artist; both go on the stack together, in APNAP order', () => {
    const game = manticore([bears, { card: 'blood-artist', zone: 'battlefield', owner: 'bob', label: 'ba' }]).do(
      { type: 'resolve' },
      { type: 'choose', player: 'alice', answer: 'gb' },
    );
    // Both triggered during the resolution; the active player's goes on the stack first, so its target is asked first.
    expect(game.state.pendingTriggers.map((t) => t.source.card).sort()).toEqual(['blood-artist', 'heart-piercer-manticore']);
    expect(game.state.pending).toMatchObject({ kind: 'target', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: 'bob' });
    expect(game.state.pending).toMatchObject({ kind: 'target', player: 'bob' });
    game.do({ type: 'choose', player: 'bob', answer: 'alice' });
    // Bob's Blood Artist is on top: it resolves first.
    expect(game.stackSources()).toEqual(['blood-artist', 'heart-piercer-manticore']);
    game.do({ type: 'resolve' }, { type: 'resolve' });
    expect(game.life('alice')).toBe(19);
    expect(game.life('bob')).toBe(21 - 2);
  });

  it('603.3b: with alice\'s own Blood Artist, she puts her two triggers (the reflexive one among them) in the order she chooses', () => {
    const game = manticore([bears, { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' }]).do(
      { type: 'resolve' },
      { type: 'choose', player: 'alice', answer: 'gb' },
    );
    expect(game.state.pending).toMatchObject({ kind: 'order', player: 'alice' });
    const options = game.state.pending!.kind === 'order' ? game.state.pending!.options : [];
    expect(options.map((o) => o.source).sort()).toEqual(['blood-artist', 'heart-piercer-manticore']);
    // The reflexive ability first (at the bottom), Blood Artist on top.
    const order = ['heart-piercer-manticore', 'blood-artist'].map((card) => options.find((o) => o.source === card)!.id);
    game.do({ type: 'choose', player: 'alice', answer: order }, { type: 'choose', player: 'alice', answer: 'bob' }, { type: 'choose', player: 'alice', answer: 'bob' });
    expect(game.stackSources()).toEqual(['blood-artist', 'heart-piercer-manticore']);
    game.do({ type: 'resolve' }, { type: 'resolve' });
    expect(game.life('bob')).toBe(20 - 1 - 2);
    expect(game.life('alice')).toBe(21);
  });
});
