// A ruling of the library: a ready-made board (a scenario: setup and actions), the rules it cites, the cards it
// uses, and what the engine must show once the actions are played, stated as data (`RulingOutcome`) so that a
// test can check it (rulings.test.ts). Its title, question and explanation are texts of the `rulings`
// namespace (`rulings:<id>.title`, `.question`, `.explanation`), in both languages.
import type { Action, CardId, PendingChoice, PlayerId, Setup } from '../engine';

/** The zones an outcome can list; the labels of the labelled cards found there, all players together. */
export type OutcomeZone = 'battlefield' | 'hand' | 'graveyard' | 'exile';

export interface RulingOutcome {
  /** Each listed player's life total. */
  life?: Record<PlayerId, number>;
  /** Exactly these labelled cards are in that zone (any order; unlabelled cards are not counted). */
  zones?: Partial<Record<OutcomeZone, readonly string[]>>;
  /** The stack, top first: the label of each item's source (its card id when it has no label). */
  stack?: readonly string[];
  /** How many times the abilities of each labelled source triggered in all (`triggered` log entries). */
  triggered?: Record<string, number>;
  /** Log events and how many times each was logged, optionally only those citing a rule or with a reason. */
  logged?: readonly { event: string; rule?: string; reason?: string; count: number }[];
  /** The counters on a permanent, by label (exactly these kinds and amounts; `{}`: none). */
  counters?: Record<string, Record<string, number>>;
  /** A creature's power and toughness, by label. */
  pt?: Record<string, readonly [number, number]>;
  /** A permanent's controller, by label. */
  controller?: Record<string, PlayerId>;
  /** The kind of choice waiting for an answer (`null`: none). */
  pending?: PendingChoice['kind'] | null;
  /** The winner (`null`: the game goes on). */
  winner?: PlayerId | 'draw' | null;
}

export interface Ruling {
  /** Also the key of its texts in locales/<lng>/rulings.json. */
  id: string;
  /** The rules it demonstrates (each listed in src/rules/edition.ts). */
  rules: readonly string[];
  /** The cards of the pool it uses (the search by card reads these). */
  cards: readonly CardId[];
  setup: Setup;
  actions: readonly Action[];
  outcome: RulingOutcome;
}
