import { describe, expect, it } from 'vitest';
import { Game } from '../../test/harness';

// CR 601.3: a spell an effect forbids can't be cast, even when another effect lets a player cast it
// "without paying its mana cost" (cascade, 702.85a; rebound, 702.88a).
const cascadeBoard = (named: string, extra: { card: string; zone: 'battlefield'; owner: string }[] = []) =>
  new Game({
    cards: [
      { card: 'meddling-mage', zone: 'hand', owner: 'bob', label: 'mm' },
      { card: 'bloodbraid-elf', zone: 'hand', owner: 'alice', label: 'be' },
      { card: 'forest', zone: 'library', owner: 'alice', label: 'l1' },
      { card: 'grizzly-bears', zone: 'library', owner: 'alice', label: 'gb' },
      { card: 'island', zone: 'library', owner: 'alice', label: 'l3' },
      ...extra,
    ],
  }).do({ type: 'move', card: 'mm', to: 'battlefield', entersAs: named }, { type: 'cast', player: 'alice', card: 'be' }, { type: 'resolve' });

describe('601.3 — restrictions on casting apply to spells cast by effects', () => {
  it('CR 702.85a, 601.3: cascade hits a card Meddling Mage named: it is not offered, not cast, and goes to the bottom with the rest', () => {
    const game = cascadeBoard('grizzly-bears');
    expect(game.state.pending).toBeNull();
    expect(game.events('effectFailed')).toMatchObject([{ card: 'grizzly-bears', label: 'gb', target: 'meddling-mage', reason: 'castForbidden', rule: '601.3' }]);
    expect(game.events('spellCast').map((e) => e.card)).toEqual(['bloodbraid-elf']);
    expect(game.view.stack.map((s) => s.source)).toEqual(['bloodbraid-elf']);
    const library = game.view.library.alice!.map((c) => c.label);
    expect(library[0]).toBe('l3');
    expect(library.slice(1).sort()).toEqual(['gb', 'l1']);
  });

  it('CR 702.85a (negative): with another name chosen, the hit is offered and cast as usual', () => {
    const game = cascadeBoard('lightning-bolt');
    expect(game.state.pending).toMatchObject({ kind: 'card', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: 'gb' });
    expect(game.events('spellCast').at(-1)).toMatchObject({ card: 'grizzly-bears', reason: 'free' });
    expect(game.events('effectFailed')).toEqual([]);
  });

  it('CR 601.3, 613.1f: under Humility, Meddling Mage has lost its ability: the named card can be cast by cascade', () => {
    const game = cascadeBoard('grizzly-bears', [{ card: 'humility', zone: 'battlefield', owner: 'bob' }]);
    expect(game.state.pending).toMatchObject({ kind: 'card', player: 'alice' });
  });

  it('CR 702.88a, 601.3: rebound can\'t cast a Staggershock whose name was chosen since: it stays in exile', () => {
    const game = new Game({
      cards: [
        { card: 'staggershock', zone: 'hand', owner: 'alice', label: 'ss' },
        { card: 'meddling-mage', zone: 'hand', owner: 'bob', label: 'mm' },
        { card: 'plains', zone: 'library', owner: 'alice' },
        { card: 'plains', zone: 'library', owner: 'bob' },
      ],
    }).do({ type: 'cast', player: 'alice', card: 'ss', targets: ['bob'] }, { type: 'resolve' });
    expect(game.zoneOf('ss')).toBe('exile');
    expect(game.life('bob')).toBe(18);
    game.do({ type: 'move', card: 'mm', to: 'battlefield', entersAs: 'staggershock' }, { type: 'advance', to: 'upkeep' });
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.state.active).toBe('alice');
    expect(game.view.stack.map((s) => s.source)).toEqual(['staggershock']);
    game.do({ type: 'resolve' });
    expect(game.state.pending).toMatchObject({ kind: 'may', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: true });
    expect(game.events('effectFailed')).toMatchObject([{ card: 'staggershock', target: 'meddling-mage', reason: 'castForbidden', rule: '601.3' }]);
    expect(game.zoneOf('ss')).toBe('exile');
    expect(game.view.stack).toEqual([]);
    expect(game.life('bob')).toBe(18);
  });
});
