import type { CardDefinition } from '../engine';
import { cascade, echo, evolve, extort, persist, prowess, undying, vanishing, ward } from './keywords';

export const grizzlyBears = {
  id: 'grizzly-bears',
  cost: '{1}{G}',
  types: ['creature'],
  subtypes: ['Bear'],
  power: 2,
  toughness: 2,
} satisfies CardDefinition;

export const soulsAttendant = {
  id: 'souls-attendant',
  cost: '{W}',
  types: ['creature'],
  subtypes: ['Human', 'Cleric'],
  power: 1,
  toughness: 1,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', to: 'battlefield', object: { types: ['creature'], other: true } },
      optional: true,
      effects: [{ do: 'gainLife', player: 'you', amount: 1 }],
    },
  ],
} satisfies CardDefinition;

export const kalastriaHighborn = {
  id: 'kalastria-highborn',
  cost: '{B}{B}',
  types: ['creature'],
  subtypes: ['Vampire', 'Shaman'],
  power: 2,
  toughness: 2,
  abilities: [
    {
      kind: 'triggered',
      trigger: {
        on: 'zoneChange',
        from: 'battlefield',
        to: 'graveyard',
        object: { types: ['creature'], anyOf: [{ self: true }, { subtypes: ['Vampire'], controller: 'you' }] },
      },
      targets: [{ kind: 'player' }],
      optionalCost: { mana: '{B}' },
      effects: [
        { do: 'loseLife', player: { target: 0 }, amount: 2 },
        { do: 'gainLife', player: 'you', amount: 2 },
      ],
    },
  ],
} satisfies CardDefinition;

export const bloodArtist = {
  id: 'blood-artist',
  cost: '{1}{B}',
  types: ['creature'],
  subtypes: ['Vampire'],
  power: 0,
  toughness: 1,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', from: 'battlefield', to: 'graveyard', object: { types: ['creature'] } },
      targets: [{ kind: 'player' }],
      effects: [
        { do: 'loseLife', player: { target: 0 }, amount: 1 },
        { do: 'gainLife', player: 'you', amount: 1 },
      ],
    },
  ],
} satisfies CardDefinition;

export const felidarSovereign = {
  id: 'felidar-sovereign',
  cost: '{4}{W}{W}',
  types: ['creature'],
  subtypes: ['Cat', 'Beast'],
  power: 4,
  toughness: 6,
  keywords: ['vigilance', 'lifelink'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'beginningOfStep', step: 'upkeep', whose: 'yours' },
      interveningIf: { life: 'you', atLeast: 40 },
      effects: [{ do: 'winGame', player: 'you' }],
    },
  ],
} satisfies CardDefinition;

export const ravenousChupacabra = {
  id: 'ravenous-chupacabra',
  cost: '{2}{B}{B}',
  types: ['creature'],
  subtypes: ['Horror'],
  power: 2,
  toughness: 2,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', to: 'battlefield', object: { self: true } },
      targets: [{ kind: 'permanent', filter: { types: ['creature'], controller: 'opponent' } }],
      effects: [{ do: 'destroy', object: { target: 0 } }],
    },
  ],
} satisfies CardDefinition;

export const murderousRedcap = {
  id: 'murderous-redcap',
  cost: '{2}{B/R}{B/R}',
  types: ['creature'],
  subtypes: ['Goblin', 'Assassin'],
  power: 2,
  toughness: 2,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', to: 'battlefield', object: { self: true } },
      targets: [{ kind: 'any' }],
      effects: [{ do: 'dealDamage', amount: { powerOf: 'self' }, to: { target: 0 } }],
    },
    persist(),
  ],
} satisfies CardDefinition;

export const geralfsMessenger = {
  id: 'geralfs-messenger',
  cost: '{B}{B}{B}',
  types: ['creature'],
  subtypes: ['Zombie'],
  power: 3,
  toughness: 2,
  entersTapped: true,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', to: 'battlefield', object: { self: true } },
      targets: [{ kind: 'player', opponent: true }],
      effects: [{ do: 'loseLife', player: { target: 0 }, amount: 2 }],
    },
    undying(),
  ],
} satisfies CardDefinition;

export const isamaruHoundOfKonda = {
  id: 'isamaru-hound-of-konda',
  cost: '{W}',
  types: ['creature'],
  supertypes: ['legendary'],
  subtypes: ['Dog'],
  power: 2,
  toughness: 2,
} satisfies CardDefinition;

export const dandan = {
  id: 'dandan',
  cost: '{U}{U}',
  types: ['creature'],
  subtypes: ['Fish'],
  power: 4,
  toughness: 1,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'state', condition: { youControlNo: { subtypes: ['Island'] } } },
      effects: [{ do: 'sacrifice', object: 'self' }],
    },
    // CR 508.1c: "Dandân can't attack unless defending player controls an Island."
    { kind: 'static', affects: { self: true }, attacksOnlyIfDefenderControls: { subtypes: ['Island'] } },
  ],
} satisfies CardDefinition;

export const bloodTyrant = {
  id: 'blood-tyrant',
  cost: '{4}{U}{B}{R}',
  types: ['creature'],
  subtypes: ['Vampire'],
  power: 5,
  toughness: 5,
  keywords: ['flying', 'trample'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'beginningOfStep', step: 'upkeep', whose: 'yours' },
      effects: [
        { do: 'loseLife', player: 'each', amount: 1 },
        { do: 'addCounters', object: 'self', kind: '+1/+1', amount: { lifeLostThisWay: true } },
      ],
    },
    {
      kind: 'triggered',
      trigger: { on: 'playerLost', player: 'any' },
      effects: [{ do: 'addCounters', object: 'self', kind: '+1/+1', amount: 5 }],
    },
  ],
} satisfies CardDefinition;

export const charmingPrince = {
  id: 'charming-prince',
  cost: '{1}{W}',
  types: ['creature'],
  subtypes: ['Human', 'Noble'],
  power: 2,
  toughness: 2,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', to: 'battlefield', object: { self: true } },
      effects: [],
      modes: [
        { effects: [{ do: 'scry', count: 2 }] },
        { effects: [{ do: 'gainLife', player: 'you', amount: 3 }] },
        {
          targets: [{ kind: 'permanent', filter: { types: ['creature'], other: true, owner: 'you' } }],
          effects: [
            { do: 'exile', object: { target: 0 } },
            {
              do: 'createDelayedTrigger',
              trigger: { on: 'beginningOfStep', step: 'end', whose: 'each' },
              effects: [{ do: 'putOntoBattlefield', object: { remembered: 0 }, under: 'you' }],
            },
          ],
        },
      ],
    },
  ],
} satisfies CardDefinition;

export const monasterySwiftspear = {
  id: 'monastery-swiftspear',
  cost: '{R}',
  types: ['creature'],
  subtypes: ['Human', 'Monk'],
  power: 1,
  toughness: 2,
  keywords: ['haste'],
  abilities: [prowess()],
} satisfies CardDefinition;

export const syndicOfTithes = {
  id: 'syndic-of-tithes',
  cost: '{2}{W}',
  types: ['creature'],
  subtypes: ['Human', 'Cleric'],
  power: 2,
  toughness: 2,
  abilities: [extort()],
} satisfies CardDefinition;

export const waterfallAerialist = {
  id: 'waterfall-aerialist',
  cost: '{3}{U}',
  types: ['creature'],
  subtypes: ['Faerie', 'Wizard'],
  power: 3,
  toughness: 1,
  keywords: ['flying'],
  abilities: [ward('{2}')],
} satisfies CardDefinition;

export const cloudfinRaptor = {
  id: 'cloudfin-raptor',
  cost: '{U}',
  types: ['creature'],
  subtypes: ['Bird', 'Mutant'],
  power: 0,
  toughness: 1,
  keywords: ['flying'],
  abilities: [evolve()],
} satisfies CardDefinition;

export const calciderm = {
  id: 'calciderm',
  cost: '{2}{W}{W}',
  types: ['creature'],
  subtypes: ['Beast'],
  power: 5,
  toughness: 5,
  keywords: ['shroud'],
  entersWithCounters: { time: 4 },
  abilities: [...vanishing()],
} satisfies CardDefinition;

export const avalancheRiders = {
  id: 'avalanche-riders',
  cost: '{3}{R}',
  types: ['creature'],
  subtypes: ['Human', 'Nomad'],
  power: 2,
  toughness: 2,
  keywords: ['haste'],
  abilities: [
    echo('{3}{R}'),
    {
      kind: 'triggered',
      trigger: { on: 'zoneChange', to: 'battlefield', object: { self: true } },
      targets: [{ kind: 'permanent', filter: { types: ['land'] } }],
      effects: [{ do: 'destroy', object: { target: 0 } }],
    },
  ],
} satisfies CardDefinition;

export const bloodbraidElf = {
  id: 'bloodbraid-elf',
  cost: '{2}{R}{G}',
  types: ['creature'],
  subtypes: ['Elf', 'Berserker'],
  power: 3,
  toughness: 2,
  keywords: ['haste'],
  abilities: [cascade()],
} satisfies CardDefinition;

export const thievingMagpie = {
  id: 'thieving-magpie',
  cost: '{2}{U}{U}',
  types: ['creature'],
  subtypes: ['Bird'],
  power: 1,
  toughness: 3,
  keywords: ['flying'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'dealsDamage', source: { self: true }, to: 'opponent' },
      effects: [{ do: 'drawCards', player: 'you', count: 1 }],
    },
  ],
} satisfies CardDefinition;

export const erebossTitan = {
  id: 'ereboss-titan',
  cost: '{1}{B}{B}{B}',
  types: ['creature'],
  subtypes: ['Giant'],
  power: 5,
  toughness: 5,
  abilities: [
    {
      kind: 'triggered',
      functionsIn: 'graveyard',
      trigger: { on: 'zoneChange', from: 'graveyard', object: { types: ['creature'], owner: 'opponent' } },
      choose: { from: 'hand', filter: {}, optional: true },
      onlyIfChosen: true,
      effects: [
        { do: 'discard', object: 'chosen' },
        { do: 'returnToHand', object: 'self' },
      ],
    },
    // "As long as your opponents control no creatures, Erebos's Titan has indestructible" (CR 702.12b).
    { kind: 'static', affects: { self: true }, addKeywords: ['indestructible'], onlyWhile: { opponentsControlNo: { types: ['creature'] } } },
  ],
} satisfies CardDefinition;
