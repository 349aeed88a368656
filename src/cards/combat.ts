// Cards that stage the block triggers of CR 509.3 (410.9a–d in older rules): "blocks", "blocks a
// creature", "becomes blocked", "becomes blocked by a creature".
import type { CardDefinition } from '../engine';
import { annihilator, bushido, exalted, flanking, rampage } from './keywords';

export const rabidElephant = {
  id: 'rabid-elephant',
  cost: '{4}{G}',
  types: ['creature'],
  subtypes: ['Elephant'],
  power: 3,
  toughness: 4,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'becomesBlocked', object: { self: true } },
      effects: [{ do: 'pump', object: 'self', power: 2, toughness: 2, forEach: { count: 'blockingIt' } }],
    },
  ],
} satisfies CardDefinition;

export const sustainerOfTheRealm = {
  id: 'sustainer-of-the-realm',
  cost: '{2}{W}{W}',
  types: ['creature'],
  subtypes: ['Angel'],
  power: 2,
  toughness: 3,
  keywords: ['flying'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'blocks', object: { self: true } },
      effects: [{ do: 'pump', object: 'self', power: 0, toughness: 2 }],
    },
  ],
} satisfies CardDefinition;

export const wallOfFrost = {
  id: 'wall-of-frost',
  cost: '{1}{U}{U}',
  types: ['creature'],
  subtypes: ['Wall'],
  power: 0,
  toughness: 7,
  keywords: ['defender'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'blocks', object: { self: true }, perCreature: true },
      effects: [{ do: 'skipNextUntap', object: 'eventObject' }],
    },
  ],
} satisfies CardDefinition;

const engulf = [
  { do: 'destroy', object: 'eventObject' },
  { do: 'gainLifeEqualToToughness', player: 'you', of: 'eventObject' },
] as const;

export const engulfingSlagwurm = {
  id: 'engulfing-slagwurm',
  cost: '{5}{G}{G}',
  types: ['creature'],
  subtypes: ['Wurm'],
  power: 7,
  toughness: 7,
  // One ability with two trigger events: it blocks a creature, or a creature blocks it (once per creature).
  abilities: [
    { kind: 'triggered', trigger: { on: 'blocks', object: { self: true }, perCreature: true }, effects: [...engulf] },
    { kind: 'triggered', trigger: { on: 'blockedBy', object: { self: true } }, effects: [...engulf] },
  ],
} satisfies CardDefinition;

export const guardianOfTheGateless = {
  id: 'guardian-of-the-gateless',
  cost: '{4}{W}',
  types: ['creature'],
  subtypes: ['Angel'],
  power: 3,
  toughness: 3,
  keywords: ['flying'],
  canBlockAny: true,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'blocks', object: { self: true } },
      effects: [{ do: 'pump', object: 'self', power: 1, toughness: 1, forEach: { count: 'blockedByIt' } }],
    },
  ],
} satisfies CardDefinition;

// --- Keyword abilities that are triggered abilities (CR 702) ----------------------------------

export const akrasanSquire = {
  id: 'akrasan-squire',
  cost: '{W}',
  types: ['creature'],
  subtypes: ['Human', 'Soldier'],
  power: 1,
  toughness: 1,
  abilities: [exalted()],
} satisfies CardDefinition;

export const suqAtaLancer = {
  id: 'suqata-lancer',
  cost: '{2}{R}',
  types: ['creature'],
  subtypes: ['Human', 'Knight'],
  power: 2,
  toughness: 2,
  keywords: ['haste', 'flanking'],
  abilities: [flanking()],
} satisfies CardDefinition;

export const devotedRetainer = {
  id: 'devoted-retainer',
  cost: '{W}',
  types: ['creature'],
  subtypes: ['Human', 'Samurai'],
  power: 1,
  toughness: 1,
  abilities: [...bushido(1)],
} satisfies CardDefinition;

export const crawGiant = {
  id: 'craw-giant',
  cost: '{3}{G}{G}{G}{G}',
  types: ['creature'],
  subtypes: ['Giant'],
  power: 6,
  toughness: 4,
  keywords: ['trample'],
  abilities: [rampage(2)],
} satisfies CardDefinition;

/**
 * Can't be countered (101.2), "when you cast this spell, take an extra turn after this one" (603.2, 500.7),
 * flying, protection from colored spells (702.16), annihilator 6, and "when it is put into a graveyard from
 * anywhere, its owner shuffles their graveyard into their library": from anywhere, so never a
 * leaves-the-battlefield ability (603.6c), it triggers from the graveyard, controlled by the owner.
 */
export const emrakulTheAeonsTorn = {
  id: 'emrakul-the-aeons-torn',
  cost: '{15}',
  types: ['creature'],
  supertypes: ['legendary'],
  subtypes: ['Eldrazi'],
  power: 15,
  toughness: 15,
  keywords: ['flying', 'protectionFromColoredSpells'],
  uncounterable: true,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'spellCast', caster: 'you', spell: { self: true } },
      effects: [{ do: 'extraTurn', player: 'you' }],
    },
    annihilator(6),
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', to: 'graveyard', object: { self: true } },
      effects: [{ do: 'shuffleGraveyardIntoLibrary', player: 'you' }],
    },
  ],
} satisfies CardDefinition;

// First strike, double strike and deathtouch in combat (CR 510.4, 702.7, 702.4, 702.2): static keyword
// abilities that the combat damage steps read; the cards carry nothing else.
export const youthfulKnight = {
  id: 'youthful-knight',
  cost: '{1}{W}',
  types: ['creature'],
  subtypes: ['Human', 'Knight'],
  power: 2,
  toughness: 1,
  keywords: ['firstStrike'],
} satisfies CardDefinition;

export const fencingAce = {
  id: 'fencing-ace',
  cost: '{1}{W}',
  types: ['creature'],
  subtypes: ['Human', 'Soldier'],
  power: 1,
  toughness: 1,
  keywords: ['doubleStrike'],
} satisfies CardDefinition;

export const typhoidRats = {
  id: 'typhoid-rats',
  cost: '{B}',
  types: ['creature'],
  subtypes: ['Rat'],
  power: 1,
  toughness: 1,
  keywords: ['deathtouch'],
} satisfies CardDefinition;
