import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { createEngine, type CardDefinition } from '..';
import { Game } from '../../test/harness';

// A card made up for this test only: "Whenever an opponent casts a spell, counter that spell."
const warden: CardDefinition = {
  id: 'test-spell-warden',
  types: ['enchantment'],
  abilities: [{ kind: 'triggered', trigger: { on: 'spellCast', caster: 'opponent' }, effects: [{ do: 'counterEventSpell' }] }],
};
const engine = createEngine({ ...cardPool, [warden.id]: warden });

const bolts = [
  { card: 'lightning-bolt', zone: 'hand' as const, owner: 'alice', label: 'b1' },
  { card: 'lightning-bolt', zone: 'hand' as const, owner: 'alice', label: 'b2' },
  { card: 'grapeshot', zone: 'hand' as const, owner: 'alice', label: 'gs' },
];

describe('702.40a, 707.10 — storm copies the spell from its last known information', () => {
  it('CR 702.40a: Grapeshot countered before its storm trigger resolves is still copied, with its targets', () => {
    const game = new Game({ cards: [{ card: 'test-spell-warden', zone: 'battlefield', owner: 'bob' }, ...bolts] }, engine);
    // Two Bolts cast (and countered) this turn: storm will make two copies.
    game.do({ type: 'cast', player: 'alice', card: 'b1', targets: ['bob'] }, { type: 'resolve' });
    game.do({ type: 'cast', player: 'alice', card: 'b2', targets: ['bob'] }, { type: 'resolve' });
    expect(game.life('bob')).toBe(20);
    game.do({ type: 'cast', player: 'alice', card: 'gs', targets: ['bob'] });
    // APNAP: alice's storm trigger first, bob's counter on top of it.
    expect(game.view.stack.map((s) => `${s.kind}:${s.source}`)).toEqual(['trigger:test-spell-warden', 'trigger:grapeshot', 'spell:grapeshot']);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('gs')).toBe('graveyard');
    game.do({ type: 'resolve' });
    const copies = game.events('spellCopied');
    expect(copies).toHaveLength(2);
    expect(copies[0]).toMatchObject({ card: 'grapeshot', targets: ['bob'], reason: 'lastKnownInformation', rule: '707.10' });
    game.do({ type: 'auto' }, { type: 'resolve' }, { type: 'resolve' });
    expect(game.life('bob')).toBe(18);
    expect(game.view.stack).toEqual([]);
  });

  it('CR 707.10: with the spell still on the stack, the copies come from it (no last known information needed)', () => {
    const game = new Game({ cards: bolts }).do(
      { type: 'cast', player: 'alice', card: 'b1', targets: ['bob'] },
      { type: 'resolve' },
      { type: 'cast', player: 'alice', card: 'gs', targets: ['bob'] },
      { type: 'resolve' },
    );
    expect(game.events('spellCopied')).toHaveLength(1);
    expect(game.events('spellCopied')[0]!.reason).toBeUndefined();
  });

  it('CR 702.40a: ward counters Grapeshot first; the storm copies keep its target, and alice may move them (707.10c)', () => {
    const game = new Game({
      cards: [{ card: 'waterfall-aerialist', zone: 'battlefield', owner: 'bob', label: 'wa' }, { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'gb' }, ...bolts],
    });
    game.do({ type: 'cast', player: 'alice', card: 'b1', targets: ['gb'] }, { type: 'resolve' });
    game.do({ type: 'cast', player: 'alice', card: 'gs', targets: ['wa'] });
    // Ward's trigger is on top; alice doesn't pay: Grapeshot is countered.
    game.do({ type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'pay', player: 'alice', unless: true });
    game.do({ type: 'choose', player: 'alice', answer: false });
    expect(game.zoneOf('gs')).toBe('graveyard');
    game.do({ type: 'resolve' });
    expect(game.events('spellCopied')).toMatchObject([{ card: 'grapeshot', targets: [game.state.battlefield.find((id) => game.state.objects[id]!.label === 'wa')], reason: 'lastKnownInformation' }]);
    expect(game.state.pending).toMatchObject({ kind: 'newTargets', reason: 'copy' });
    game.do({ type: 'choose', player: 'alice', answer: ['bob'] }, { type: 'resolve' });
    expect(game.life('bob')).toBe(19);
  });
});
