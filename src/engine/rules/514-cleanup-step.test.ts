import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { createEngine, type CardDefinition, type SetupCard } from '..';
import { Game } from '../../test/harness';

// A creature made up for this test: "{0}: this creature gets +2/+2 until end of turn."
const pumper: CardDefinition = {
  id: 'test-pumper',
  cost: '{1}',
  types: ['creature'],
  power: 2,
  toughness: 2,
  abilities: [{ kind: 'activated', from: 'battlefield', cost: { mana: '{0}' }, effects: [{ do: 'pump', object: 'self', power: 2, toughness: 2 }] }],
};
const engine = createEngine({ ...cardPool, 'test-pumper': pumper });

const libraries: SetupCard[] = [
  { card: 'plains', zone: 'library', owner: 'alice' },
  { card: 'plains', zone: 'library', owner: 'bob' },
];
const hand = (owner: string, count: number, prefix = 'h'): SetupCard[] =>
  Array.from({ length: count }, (_, i) => ({ card: 'plains', zone: 'hand' as const, owner, label: `${prefix}${i + 1}` }));
const steps = (game: Game) => game.events('stepBegan').map((e) => e.step);

describe('514.1 — the active player discards down to their maximum hand size', () => {
  it('514.1: with nine cards, the active player chooses two to discard; nothing else happens, so the turn ends', () => {
    const game = new Game({ step: 'end', cards: [...hand('alice', 9), ...libraries] }).do({ type: 'advance', to: 'upkeep' });
    expect(game.state).toMatchObject({ step: 'cleanup', priority: null });
    expect(game.state.pending).toMatchObject({ kind: 'discard', player: 'alice', count: 2 });
    game.do({ type: 'choose', player: 'alice', answer: ['h3', 'h7'] });
    expect(game.events('discarded')).toMatchObject([
      { label: 'h3', rule: '514.1' },
      { label: 'h7', rule: '514.1' },
    ]);
    expect([game.zoneOf('h3'), game.zoneOf('h7'), game.zoneOf('h1')]).toEqual(['graveyard', 'graveyard', 'hand']);
    expect(game.view.hand.alice).toHaveLength(7);
    // 514.3: no player got priority in the cleanup step.
    expect(game.events('cleanupPriority')).toHaveLength(0);
    expect(game.state).toMatchObject({ turn: 2, active: 'bob' });
  });

  it('514.1: `auto` discards the first cards of the hand', () => {
    const game = new Game({ step: 'end', cards: [...hand('alice', 8), ...libraries] }).do({ type: 'advance', to: 'upkeep' }, { type: 'auto' });
    expect(game.zoneOf('h1')).toBe('graveyard');
    expect(game.view.hand.alice).toHaveLength(7);
    expect(game.state.active).toBe('bob');
  });

  it('514.1: a wrong answer is refused: too few cards, the same card twice, a card from another hand', () => {
    const game = new Game({ step: 'end', cards: [...hand('alice', 9), ...hand('bob', 1, 'b'), ...libraries] }).do({ type: 'advance', to: 'upkeep' });
    expect(game.reject({ type: 'choose', player: 'alice', answer: ['h1'] })).toBe('errors.badDiscard');
    expect(game.reject({ type: 'choose', player: 'alice', answer: ['h1', 'h1'] })).toBe('errors.badDiscard');
    expect(game.reject({ type: 'choose', player: 'alice', answer: ['h1', 'b1'] })).toBe('errors.badDiscard');
    // A card id names the first such card not yet chosen.
    game.do({ type: 'choose', player: 'alice', answer: ['plains', 'plains'] });
    expect([game.zoneOf('h1'), game.zoneOf('h2'), game.zoneOf('b1')]).toEqual(['graveyard', 'graveyard', 'hand']);
  });

  it('514.1: seven cards or fewer, or cards in a non-active player\'s hand, are kept', () => {
    const game = new Game({ step: 'end', cards: [...hand('alice', 7), ...hand('bob', 9, 'b'), ...libraries] }).do({ type: 'advance', to: 'upkeep' });
    expect(game.events('discarded')).toHaveLength(0);
    expect(game.state).toMatchObject({ turn: 2, active: 'bob', step: 'upkeep' });
  });
});

describe('514.2, 514.3, 514.3a — the rest of the cleanup step', () => {
  it('514.3a: a discard that triggers an ability gives the active player priority in the cleanup step; once all pass, another cleanup step begins', () => {
    const game = new Game({
      step: 'end',
      cards: [...hand('alice', 7), { card: 'emrakul-the-aeons-torn', zone: 'hand', owner: 'alice', label: 'em' }, ...libraries],
    }).do({ type: 'advance', to: 'upkeep' }, { type: 'choose', player: 'alice', answer: ['em'] });
    expect(game.events('triggered')).toMatchObject([{ source: 'emrakul-the-aeons-torn' }]);
    expect(game.state).toMatchObject({ step: 'cleanup', priority: 'alice', turn: 1 });
    expect(game.events('cleanupPriority')).toMatchObject([{ player: 'alice', rule: '514.3a' }]);
    expect(game.view.stack).toHaveLength(1);
    game.do({ type: 'resolve' });
    // The ability has resolved: still the cleanup step, and the active player has priority again.
    expect(game.state).toMatchObject({ step: 'cleanup', priority: 'alice', turn: 1 });
    game.do({ type: 'pass' }, { type: 'pass' });
    // Another cleanup step: nothing to discard or to do, so the turn ends.
    expect(steps(game).filter((s) => s === 'cleanup')).toHaveLength(2);
    expect(game.state).toMatchObject({ turn: 2, active: 'bob' });
  });

  it('514.2: damage wears off as "until end of turn" effects end, at the same time: a pumped creature with damage survives', () => {
    const game = new Game({ step: 'end', cards: [{ card: 'test-pumper', zone: 'battlefield', owner: 'alice', label: 'p' }, ...libraries] }, engine).do(
      { type: 'activate', player: 'alice', card: 'p', ability: 0 },
      { type: 'resolve' },
      { type: 'damage', source: 'p', target: 'p', amount: 3 },
    );
    expect(game.view.battlefield[0]).toMatchObject({ power: 4, toughness: 4, damage: 3 });
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.zoneOf('p')).toBe('battlefield');
    expect(game.view.battlefield[0]).toMatchObject({ power: 2, toughness: 2, damage: 0 });
    expect(game.events('cleanupPriority')).toHaveLength(0);
  });

  it('514.2: damage wears off phased-out permanents too', () => {
    const game = new Game({ step: 'end', cards: [{ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' }, ...libraries, ...libraries] }).do(
      { type: 'damage', source: 'gb', target: 'gb', amount: 1 },
      { type: 'phase', cards: ['gb'] },
      { type: 'advance', to: 'upkeep' },
    );
    expect(game.state.objects[game.state.phasedOut![0]!]!.damage).toBe(0);
    // It phases in as alice's next untap step begins (502.1), with no damage.
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.state.active).toBe('alice');
    expect(game.view.battlefield.find((p) => p.label === 'gb')).toMatchObject({ damage: 0 });
  });

  it('514.3a, 704.5f: a creature that dies when its "until end of turn" bonus ends makes the cleanup step give priority, and its "dies" trigger goes on the stack', () => {
    const game = new Game(
      {
        step: 'end',
        cards: [
          { card: 'test-pumper', zone: 'battlefield', owner: 'alice', label: 'p' },
          { card: 'blood-artist', zone: 'battlefield', owner: 'alice', label: 'ba' },
          ...libraries,
        ],
      },
      engine,
    ).do(
      { type: 'activate', player: 'alice', card: 'p', ability: 0 },
      { type: 'resolve' },
      { type: 'counters', card: 'p', kind: '-1/-1', amount: 2 },
    );
    expect(game.view.battlefield.find((x) => x.label === 'p')).toMatchObject({ power: 2, toughness: 2 });
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.zoneOf('p')).toBe('graveyard');
    expect(game.state).toMatchObject({ step: 'cleanup', priority: 'alice' });
    // Blood Artist's trigger is being put on the stack: its target is chosen first.
    expect(game.state.pending).toMatchObject({ kind: 'target', player: 'alice' });
    game.do({ type: 'choose', player: 'alice', answer: 'bob' });
    expect(game.view.stack.map((s) => s.source)).toEqual(['blood-artist']);
    game.do({ type: 'resolve' });
    expect(game.life('bob')).toBe(19);
    expect(game.state).toMatchObject({ step: 'cleanup', priority: 'alice', turn: 1 });
    game.do({ type: 'advance', to: 'upkeep' });
    expect(steps(game).filter((s) => s === 'cleanup')).toHaveLength(2);
    expect(game.state).toMatchObject({ turn: 2, active: 'bob', step: 'upkeep' });
  });

  it('514.3a: a state-based action alone, with nothing triggered, also gives priority in the cleanup step', () => {
    const game = new Game(
      { step: 'end', cards: [{ card: 'test-pumper', zone: 'battlefield', owner: 'alice', label: 'p' }, ...libraries] },
      engine,
    ).do(
      { type: 'activate', player: 'alice', card: 'p', ability: 0 },
      { type: 'resolve' },
      { type: 'counters', card: 'p', kind: '-1/-1', amount: 2 },
      { type: 'pass' },
      { type: 'pass' },
    );
    expect(game.zoneOf('p')).toBe('graveyard');
    expect(game.state).toMatchObject({ step: 'cleanup', priority: 'alice', turn: 1 });
    game.do({ type: 'pass' }, { type: 'pass' });
    expect(game.state).toMatchObject({ turn: 2, active: 'bob' });
  });

  it('514.2, 704.5n, 514.3a: Chimeric Mass stops being a creature in the cleanup step; Grafted Wargear comes off and its trigger sacrifices the Mass before the turn ends', () => {
    const game = new Game({
      // Equip is activated only as a sorcery (702.6a): in the second main phase.
      step: 'main2',
      cards: [
        { card: 'chimeric-mass', zone: 'battlefield', owner: 'alice', label: 'cm', counters: { charge: 3 } },
        { card: 'grafted-wargear', zone: 'battlefield', owner: 'alice', label: 'gw' },
        ...libraries,
      ],
    }).do(
      { type: 'activate', player: 'alice', card: 'cm', ability: 0 },
      { type: 'resolve' },
      { type: 'activate', player: 'alice', card: 'gw', ability: 0, targets: ['cm'] },
      { type: 'resolve' },
    );
    expect(game.view.battlefield.find((x) => x.label === 'cm')).toMatchObject({ power: 6, toughness: 5 });
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.last).toContainEqual(expect.objectContaining({ event: 'stateBasedAction', label: 'gw', rule: '704.5n' }));
    expect(game.state).toMatchObject({ step: 'cleanup', priority: 'alice' });
    expect(game.view.stack.map((s) => s.source)).toEqual(['grafted-wargear']);
    game.do({ type: 'resolve' });
    expect(game.zoneOf('cm')).toBe('graveyard');
    game.do({ type: 'advance', to: 'upkeep' });
    expect(game.state).toMatchObject({ turn: 2, active: 'bob' });
  });

  it('514.2, 704.5m, 514.3a: Fool\'s Demise on an animated Chimeric Mass goes to the graveyard in the cleanup step, and returns to its owner\'s hand', () => {
    const game = new Game({
      step: 'end',
      cards: [
        { card: 'chimeric-mass', zone: 'battlefield', owner: 'alice', label: 'cm', counters: { charge: 1 } },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'gb' },
        { card: 'fools-demise', zone: 'battlefield', owner: 'alice', label: 'fd', attachedTo: 'gb' },
        ...libraries,
      ],
    }).do(
      { type: 'activate', player: 'alice', card: 'cm', ability: 0 },
      { type: 'resolve' },
      { type: 'attach', card: 'fd', to: 'cm' },
      { type: 'advance', to: 'upkeep' },
    );
    expect(game.last).toContainEqual(expect.objectContaining({ event: 'stateBasedAction', label: 'fd', rule: '704.5m' }));
    expect(game.zoneOf('cm')).toBe('battlefield');
    expect(game.state).toMatchObject({ step: 'cleanup', priority: 'alice' });
    game.do({ type: 'resolve' });
    expect(game.zoneOf('fd')).toBe('hand');
  });
});
