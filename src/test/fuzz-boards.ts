// Random starting boards and random steps for the property tests and `npm run fuzz`. Two kinds of board:
// `legalBoardArb` draws only boards the engine accepts (pool cards in any zone); `wideSetupArb` draws from
// the scenario schema's whole space — labels, attachments, counters, damage, odd and extreme numbers, hostile
// names (`__proto__`, `constructor`, very long ids) — so that most of them must be refused with a clear error.
import fc from 'fast-check';
import { cardPool } from '../cards';
import { CARD_ZONES, STEPS, type Action, type GameState } from '../engine';

/** Tokens are made by effects, never put on a board as cards. */
export const POOL_IDS = Object.keys(cardPool).filter((id) => !cardPool[id]!.token);
export const PLAYERS = ['alice', 'bob'];

/** How many random games, and from which seed: `PROPERTY_RUNS` and `PROPERTY_SEED`, else the given defaults. */
export function propertyConfig(defaultRuns: number, defaultSeed: number, env: Record<string, string | undefined> = process.env): { runs: number; seed: number } {
  const read = (text: string | undefined, fallback: number, valid: (n: number) => boolean) => {
    const n = text === undefined || text.trim() === '' ? NaN : Number(text);
    return valid(n) ? n : fallback;
  };
  return {
    runs: read(env.PROPERTY_RUNS, defaultRuns, (n) => Number.isSafeInteger(n) && n > 0),
    seed: read(env.PROPERTY_SEED, defaultSeed, (n) => Number.isSafeInteger(n)),
  };
}

export const legalBoardArb = fc.record({
  freeMana: fc.boolean(),
  step: fc.constantFrom('upkeep', 'main1', 'main2', 'end' as const),
  cards: fc.array(
    fc
      .record({
        card: fc.constantFrom(...POOL_IDS),
        zone: fc.constantFrom(...CARD_ZONES),
        owner: fc.constantFrom(...PLAYERS),
        tapped: fc.boolean(),
      })
      // Only a permanent is tapped: the engine refuses `tapped` elsewhere (errors.notOnBattlefield).
      .map(({ tapped, ...card }) => (card.zone === 'battlefield' ? { ...card, tapped } : card)),
    { maxLength: 14 },
  ),
});

/** Names that are properties of every object, ids that look like the engine's own, and sizes past the limits. */
export const HOSTILE_NAMES = [
  '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', 'length', '', ' ', '#12', 't7',
  'null', 'undefined', 'NaN', '💥', 'ａｌｉｃｅ', 'x'.repeat(33), 'y'.repeat(65), 'z'.repeat(5_000),
];
/** Numbers at and past every documented limit, and ones no JSON file holds (a round trip makes them null). */
export const EXTREME_NUMBERS = [
  0, -0, 1, -1, 7, 20, 2_000, 10_000, 10_001, 999_999, 1_000_000, 1_000_001, -1_000_000, -1_000_001, 2 ** 31, 2 ** 53 - 1, 2 ** 53,
  -(2 ** 53 - 1), 1e21, 1e308, 0.5, -2.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY,
];

/** A name: one of the usual ones, or (in a hostile scenario) now and then a hostile or random one. */
const name = (usual: readonly string[], hostile: boolean) =>
  hostile ? fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...usual) }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NAMES) }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) }) : fc.constantFrom(...usual);
/** A whole number in a usual range, or (in a hostile scenario) now and then an extreme one. */
const number = (min: number, max: number, hostile: boolean) =>
  hostile ? fc.oneof({ weight: 4, arbitrary: fc.integer({ min, max }) }, { weight: 1, arbitrary: fc.constantFrom(...EXTREME_NUMBERS) }) : fc.integer({ min, max });
const LABELS = ['a', 'b', 'c', 'd'];
const COUNTER_KINDS = ['+1/+1', '-1/-1', 'charge', 'time', 'fade'];
const BAD_COUNTER_KINDS = ['BAD kind', '+', 'x'.repeat(21)];

function wideCardArb(hostile: boolean) {
  return fc.record(
    {
      card: name(POOL_IDS, hostile),
      zone: hostile ? fc.oneof({ weight: 9, arbitrary: fc.constantFrom<string>(...CARD_ZONES) }, { weight: 1, arbitrary: fc.constantFrom('stack', 'command', 'Battlefield') }) : fc.constantFrom<string>(...CARD_ZONES),
      owner: name(PLAYERS, hostile),
      label: name(LABELS, hostile),
      controller: name(PLAYERS, hostile),
      tapped: fc.boolean(),
      counters: fc.dictionary(hostile ? name([...COUNTER_KINDS, ...BAD_COUNTER_KINDS], true) : fc.constantFrom(...COUNTER_KINDS), number(0, 5, hostile), { maxKeys: 2 }),
      attachedTo: name(LABELS, hostile),
      sick: fc.boolean(),
      damage: number(0, 4, hostile),
      chosenName: name(POOL_IDS, hostile),
      copyOf: name([...LABELS, ...POOL_IDS], hostile),
    },
    { requiredKeys: ['card', 'zone', 'owner'] },
  ).map((card) => (hostile ? card : sensible(card)));
}

const BATTLEFIELD_ONLY = ['controller', 'tapped', 'counters', 'attachedTo', 'sick', 'damage', 'chosenName', 'copyOf'] as const;
/** Outside hostile scenarios, the fields only a permanent can have stay on the battlefield, and "as it enters" choices on the cards that make one. */
function sensible<T extends { card: string; zone: string; chosenName?: string; copyOf?: string }>(card: T): Partial<T> {
  const copy: Partial<T> = { ...card };
  if (card.zone !== 'battlefield') for (const key of BATTLEFIELD_ONLY) delete copy[key as keyof T];
  if (card.card !== 'meddling-mage') delete copy.chosenName;
  if (card.card !== 'clone') delete copy.copyOf;
  return copy;
}

function wideSetupArb(hostile: boolean) {
  return fc.record(
    {
      players: hostile ? fc.oneof({ weight: 3, arbitrary: fc.constant(PLAYERS) }, { weight: 1, arbitrary: fc.array(name([...PLAYERS, 'carol', 'dave'], true), { maxLength: 5 }) }) : fc.constantFrom(PLAYERS, [...PLAYERS, 'carol']),
      life: fc.dictionary(name(PLAYERS, hostile), number(-5, 40, hostile), { maxKeys: 2 }),
      active: name(PLAYERS, hostile),
      step: hostile ? fc.oneof({ weight: 9, arbitrary: fc.constantFrom<string>(...STEPS) }, { weight: 1, arbitrary: fc.constantFrom('combat', '__proto__') }) : fc.constantFrom<string>(...STEPS),
      turn: number(1, 5, hostile),
      freeMana: fc.boolean(),
      seed: number(0, 1_000, hostile),
      cards: fc.array(wideCardArb(hostile), { maxLength: 10 }),
    },
    { requiredKeys: ['players'] },
  ).map((setup) => (hostile || !setup.cards ? setup : { ...setup, cards: uniqueLabels(setup.cards) }));
}

/** Outside hostile scenarios, a label names one card only (the first that has it keeps it). */
function uniqueLabels<T extends { label?: string }>(cards: T[]): T[] {
  const seen = new Set<string>();
  return cards.map((card) => {
    if (card.label === undefined) return card;
    if (!seen.has(card.label)) return (seen.add(card.label), card);
    const copy = { ...card };
    delete copy.label;
    return copy;
  });
}

/**
 * A scenario as a file or a share link would hold it: the setup drawn from the schema's whole space (two in
 * five with hostile names and extreme numbers here and there), no actions. It goes through a JSON round trip,
 * as real input does (NaN and Infinity become null).
 */
export const wideScenarioArb = fc
  .oneof({ weight: 3, arbitrary: wideSetupArb(false) }, { weight: 2, arbitrary: wideSetupArb(true) })
  .map((setup) => JSON.parse(JSON.stringify({ format: 'stacklab-scenario/1', setup })) as unknown);

/** One step of a random game: an action legalActions offers, or a direct event on a random card. */
export const stepArb = fc.record({ pick: fc.nat(), kind: fc.nat(9), card: fc.nat(), amount: number(-5, 5, true) });
export type RandomStep = { pick: number; kind: number; card: number; amount: number };

/** A direct event (sandbox action) on a random card: amounts may be extreme, and the engine must refuse those. */
export function directEvent(state: GameState, kind: number, pick: number, amount: number): Action | null {
  const objects = Object.values(state.objects).filter((o) => o.zone !== 'stack');
  const target = objects[pick % Math.max(1, objects.length)];
  if (!target) return null;
  const onField = target.zone === 'battlefield';
  const player = state.players[pick % state.players.length]!;
  switch (kind) {
    case 0: return onField ? { type: 'destroy', cards: [target.id] } : null;
    case 1: return { type: 'exile', cards: [target.id] };
    case 2: return onField ? { type: 'bounce', cards: [target.id] } : null;
    case 3: return { type: 'move', card: target.id, to: 'battlefield' };
    case 4: return onField ? { type: 'tap', cards: [target.id] } : null;
    case 5: return onField ? { type: 'damage', source: target.id, target: target.id, amount: Math.abs(amount) } : null;
    case 6:
      // Odd amounts phase a permanent out or in (CR 702.26); even ones change a life total or counters.
      if (Math.abs(amount) % 2 === 1 && onField) return { type: 'phase', cards: [target.id] };
      if (onField && pick % 3 === 0) return { type: 'counters', card: target.id, kind: pick % 2 ? '+1/+1' : '-1/-1', amount };
      return { type: 'life', player, amount };
    default: return null;
  }
}
