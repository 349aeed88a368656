// `engine.accepts` answers as `apply` does. `legalActions` relies on it: a cast or an activation is judged by
// its checks alone (CR 601.2, 602.2), without being carried out, so those checks must be all that can refuse it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action, GameState, SetupCard } from '..';
import { engine, Game } from '../../test/harness';
import { legalBoardArb, PLAYERS, propertyConfig, stepArb } from '../../test/fuzz-boards';
import { playRandomGame } from '../../test/fuzz-games';
import { combatCandidates } from '../view/combat-legal';

const { runs, seed } = propertyConfig(300, 20261123);

/** Casts and activations worth asking about on this state, legal or not: every hand card and ability, with and without targets. */
function castsAndActivations(state: GameState): Action[] {
  // Passing, resolving and advancing are judged by their checks too (CR 117.3d, 608.2, 500.2).
  const list: Action[] = [{ type: 'pass' }, { type: 'resolve' }, { type: 'advance', to: 'end' }, { type: 'advance', to: 'combatDamage' }];
  for (const player of state.players) {
    for (const card of state.zones[player]?.hand ?? []) {
      list.push({ type: 'cast', player, card });
      list.push({ type: 'cast', player, card, targets: ['nobody'] });
      const specs = engine.cards[state.objects[card]!.card]?.spell?.targets ?? [];
      for (const targets of engine.targetChoices(state, card, specs)) list.push({ type: 'cast', player, card, targets });
    }
    for (const card of [...state.battlefield, ...(state.zones[player]?.hand ?? [])]) {
      const abilities = engine.cards[state.objects[card]!.card]?.abilities ?? [];
      abilities.forEach((ability, index) => {
        list.push({ type: 'activate', player, card, ability: index });
        if (ability.kind === 'activated' && ability.targets?.length)
          for (const targets of engine.targetChoices(state, card, ability.targets)) list.push({ type: 'activate', player, card, ability: index, targets });
      });
    }
  }
  return list;
}

/**
 * Asks `judge` about each action of `ask(state)` on the state of random boards after random games, against what
 * apply says; returns how many were asked and how many apply accepted (a test expects both answers reached).
 */
function againstApply(ask: (state: GameState) => Action[], judge: (state: GameState, action: Action) => boolean, check?: (state: GameState) => void) {
  let asked = 0;
  let accepted = 0;
  fc.assert(
    fc.property(legalBoardArb, fc.array(stepArb, { maxLength: 8 }), (board, steps) => {
      const started = engine.start({ players: PLAYERS, active: 'alice', ...board, cards: board.cards as SetupCard[] });
      if (!started.ok) return;
      const { state } = playRandomGame(engine, started.state, steps);
      check?.(state);
      for (const action of ask(state)) {
        const applied = engine.apply(state, action).ok;
        expect(judge(state, action), JSON.stringify(action)).toBe(applied);
        asked++;
        if (applied) accepted++;
      }
    }),
    { numRuns: runs, seed },
  );
  return { asked, accepted };
}

describe('engine.accepts', () => {
  it('CR 601.2, 602.2, 117.3d: on random boards and games, it accepts exactly the casts, activations, passes, resolutions and advances that apply accepts', () => {
    const { asked, accepted } = againstApply(castsAndActivations, (state, action) => engine.accepts(state, action));
    // Both answers are reached.
    expect(accepted).toBeGreaterThan(0);
    expect(asked - accepted).toBeGreaterThan(0);
  }, 300_000);

  it('CR 601.2c, 601.2: a spell with a target is accepted with a legal target and a payable cost only; the state asked about is left alone', () => {
    const cards = [
      { card: 'staggershock', zone: 'hand', owner: 'alice', label: 'shock' },
      { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bears' },
    ] as SetupCard[];
    const free = new Game({ cards });
    const shock: Action = { type: 'cast', player: 'alice', card: 'shock', targets: ['bears'] };
    const before = JSON.stringify(free.state);
    expect(engine.accepts(free.state, shock)).toBe(true);
    expect(JSON.stringify(free.state)).toBe(before);
    expect(engine.accepts(free.state, { ...shock, targets: ['shock'] })).toBe(false);
    expect(engine.accepts(free.state, { ...shock, player: 'bob' })).toBe(false);
    const castsOfShock = (g: Game) => engine.legalActions(g.state).filter((a) => a.type === 'cast' && g.state.objects[a.card]?.label === 'shock');
    expect(castsOfShock(free).map((a) => a.type === 'cast' && a.targets)).toContainEqual(['bears']);
    // Without mana to pay {2}{R} it is refused, by the same check as apply.
    const poor = new Game({ cards, freeMana: false });
    expect(engine.apply(poor.state, shock).ok).toBe(false);
    expect(engine.accepts(poor.state, shock)).toBe(false);
    expect(castsOfShock(poor)).toEqual([]);
  });
});

describe('legalActions judges attacks and blocks together', () => {
  const attacks = (g: Game) => engine.legalActions(g.state).filter((a) => a.type === 'attack');
  const attackers = (a: Action) => (a.type === 'attack' ? a.attackers.map((x) => g0.state.objects[x.card]?.label) : []);
  let g0: Game;

  it('CR 508.1a: an attacker that dies while the stack resolves on the way to combat makes its attacks illegal, the others stay legal', () => {
    g0 = new Game({
      cards: [
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'doomed' },
        { card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: 'safe' },
        { card: 'lightning-bolt', zone: 'hand', owner: 'alice', label: 'bolt' },
      ] as SetupCard[],
    });
    expect(attacks(g0).map(attackers)).toEqual([['doomed', 'safe'], ['doomed'], ['safe']]);
    // The bolt waits on the stack: attacking passes priority, it resolves and the doomed bear dies first.
    g0.do({ type: 'cast', player: 'alice', card: 'bolt', targets: ['doomed'] });
    const offered: Action[] = attacks(g0);
    expect(offered.map(attackers)).toEqual([['safe']]);
    // Exactly what apply says of each candidate.
    for (const candidate of [...offered, { type: 'attack', attackers: [{ card: 'doomed', target: 'bob' }] } as Action])
      expect(engine.apply(g0.state, candidate).ok, JSON.stringify(candidate)).toBe(offered.includes(candidate));
  });

  it('CR 508.1, 509.1: on random boards and games, the attacks and blocks offered are exactly the candidates apply accepts', () => {
    const declarations = (list: Action[]) => list.filter((a) => a.type === 'attack' || a.type === 'block');
    const { asked, accepted } = againstApply(
      (state) => combatCandidates(engine, state),
      (state, candidate) => JSON.stringify(declarations(engine.legalActions(state))).includes(JSON.stringify(candidate)),
      (state) => {
        // Asked in two parts (as the table does), the same actions: the declarations, and everything else.
        const all = engine.legalActions(state);
        expect(engine.legalActions(state, 'combat')).toEqual(declarations(all));
        expect(engine.legalActions(state, 'other')).toEqual(all.filter((a) => a.type !== 'attack' && a.type !== 'block'));
      },
    );
    expect(accepted).toBeGreaterThan(0);
    expect(asked - accepted).toBeGreaterThan(0);
  }, 300_000);
});
