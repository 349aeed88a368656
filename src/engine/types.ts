// The engine's data: card definitions, game state, actions and log entries.
// Everything here is plain, serializable data (JSON round-trips unchanged).
import type { Pile } from './pile';

export type PlayerId = string;
/** An object's identity. A card that changes zones becomes a new object with a new id (CR 400.7). */
export type ObjectId = string;
/** A card's slug: `Soul's Attendant` → `souls-attendant`. */
export type CardId = string;
/** The physical card, which keeps its identity from zone to zone so that lessons and tests can follow it. */
export type PhysicalId = string;

export const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  /** CR 510.4: the first-strike combat damage step, only when an attacker or blocker has first strike or double strike. */
  'firstStrikeDamage',
  'combatDamage',
  'endCombat',
  'main2',
  'end',
  'cleanup',
] as const;
export type Step = (typeof STEPS)[number];

export const CARD_ZONES = ['battlefield', 'hand', 'library', 'graveyard', 'exile'] as const;
export type CardZone = (typeof CARD_ZONES)[number];
export type Zone = CardZone | 'stack';

export type CardType = 'artifact' | 'creature' | 'enchantment' | 'instant' | 'land' | 'sorcery' | 'planeswalker';
export type Supertype = 'basic' | 'legendary';
export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
export type TapCause = 'cost' | 'effect' | 'attack';
export type Keyword =
  | 'vigilance'
  | 'lifelink'
  | 'flying'
  | 'deathtouch'
  | 'haste'
  | 'trample'
  | 'defender'
  | 'reach'
  | 'flanking'
  | 'shroud'
  /** CR 702.16: protection from spells that are one or more colors (Emrakul): such spells can't target it. */
  | 'protectionFromColoredSpells'
  /** CR 702.26: phases in or out in its controller's untap step. */
  | 'phasing'
  | 'firstStrike'
  | 'doubleStrike';

// ---------------------------------------------------------------------------------------------
// Cards as data
// ---------------------------------------------------------------------------------------------

/** Which objects an ability or effect is about. All listed fields must hold. */
export interface ObjectFilter {
  /** The object that has the ability. */
  self?: boolean;
  /** Any object but the one that has the ability. */
  other?: boolean;
  /** At least one of these card types. */
  types?: CardType[];
  /** None of these card types ("noncreature"). */
  notTypes?: CardType[];
  /** At least one of these subtypes. */
  subtypes?: string[];
  controller?: 'you' | 'opponent';
  owner?: 'you' | 'opponent';
  /** The permanent that the ability's source (an aura) is attached to. */
  enchanted?: boolean;
  /** At least one of these filters holds. */
  anyOf?: ObjectFilter[];
  /** Has this keyword ability. */
  hasKeyword?: Keyword;
  /** Doesn't have this keyword ability ("a creature without flanking"). */
  lacksKeyword?: Keyword;
  /** Its power is at most this ("with power 2 or less"); an object with no power never matches. */
  powerAtMost?: number;
}

/** A player named by an ability, from the point of view of its controller. */
export type PlayerRef =
  | 'you'
  | 'activePlayer'
  /** the controller (as it last was) of the object that made the ability trigger */
  | 'eventObjectController'
  /** CR 508.5: the player the attacking creature that made the ability trigger attacks. */
  | 'defendingPlayer'
  | { target: number };

/** An object named by an ability. */
export type ObjectRef =
  | 'self'
  | 'eventObject'
  | { target: number }
  /** The card chosen as the ability resolves (see `choose`). */
  | 'chosen'
  /** The permanent an Equipment or Aura became unattached from (as a new object if it has moved). */
  | 'unattachedFrom'
  /** An object this ability (or the ability that created this delayed one) put somewhere: CR 603.7c. */
  | { remembered: number }
  /** CR 603.6e: an Aura's ability finds the new object the Aura became in its owner's graveyard. */
  | 'selfInGraveyard';

/** A number, or "equal to its power" (the object's current power, or the last it had). */
export type Amount = number | { powerOf: ObjectRef } | { lifeLostThisWay: true };

export type TargetSpec =
  | { kind: 'player'; opponent?: boolean }
  | { kind: 'permanent'; filter?: ObjectFilter }
  /** a creature, or a player */
  | { kind: 'any' }
  /** CR 115.1a, 701.6a: a spell on the stack (not an ability; a spell can't target itself, 115.5). */
  | { kind: 'spell'; filter?: ObjectFilter };

export type Condition =
  | { life: 'you'; atLeast: number }
  /** "if it isn't being declared as an attacker" */
  | { notDeclaredAsAttacker: true }
  /** "if it had no -1/-1 counters on it" (persist, undying): read from the object as it last was. */
  | { eventObjectHadNo: string }
  /** CR 702.100a evolve: "if that creature has greater power or toughness than this creature". */
  | { eventObjectIsBigger: true }
  /** "if this permanent has a time counter on it" */
  | { selfHasCounter: string }
  /** CR 702.30a echo: "if this came under your control since the beginning of your last upkeep". */
  | { controlledSinceYourLastUpkeep: true }
  /** Raid (an ability word, CR 207.2c): "if you attacked this turn". */
  | { youAttackedThisTurn: true };

export type Effect =
  | { do: 'gainLife'; player: PlayerRef | 'each'; amount: Amount }
  | { do: 'loseLife'; player: PlayerRef | 'each' | 'eachOpponent'; amount: number }
  /** Fog: "Prevent all combat damage that would be dealt this turn." */
  | { do: 'preventCombatDamageThisTurn' }
  /** Storm (CR 702.40a): copies the spell that made this trigger, once for each spell cast before it this turn. */
  | { do: 'copyEventSpellForEachSpellBefore' }
  /** Cascade (CR 702.85a): exile until a cheaper nonland card; cast it free if chosen; the rest to the bottom. */
  | { do: 'cascade' }
  /**
   * Counters the spell or ability that made this one trigger (ward), or the triggered ability whose
   * triggering made it trigger (Strict Proctor, CR 701.6a); `reason` names why in the log (`ward` by default).
   */
  | { do: 'counterEventSpell'; reason?: string }
  /** CR 701.6a: counters a spell (or ability) on the stack: "Counter target spell." */
  | { do: 'counter'; object: ObjectRef }
  /**
   * CR 603.12: a reflexive triggered ability ("When you do, …"), created as this resolves: it triggers at
   * once, once for each time the action `when` was done earlier during this resolution, and waits like any
   * trigger until a player is about to get priority: its targets are chosen as it is stacked (603.3d). Its
   * `eventObject` is the object the action was done to, as it last was (a sacrificed creature's power).
   */
  | { do: 'createReflexiveTrigger'; when: ReflexiveAction; targets?: TargetSpec[]; effects: Effect[] }
  | { do: 'addCounters'; object: ObjectRef; kind: string; amount: Amount }
  | { do: 'removeCounters'; object: ObjectRef; kind: string; amount: number }
  | { do: 'dealDamage'; amount: Amount; to: PlayerRef | { object: ObjectRef } }
  /**
   * Puts a card onto the battlefield from where it is. CR 603.6: the ability looks for the card in the zone
   * it went to; gone from there, it does nothing. The new permanent is remembered by the ability.
   */
  | {
      do: 'putOntoBattlefield';
      object: ObjectRef;
      under: 'owner' | 'you';
      counters?: Record<string, number>;
      /** An Aura enters attached to this object, or stays where it is if it can't (CR 303.4g). */
      attachTo?: ObjectRef;
    }
  | { do: 'returnToHand'; object: ObjectRef }
  | { do: 'discard'; object: ObjectRef }
  /** Equip: attaches this Equipment to the object (CR 702.6a). */
  | { do: 'attachSelf'; to: ObjectRef }
  /** Exiles an object; the ability remembers the card in exile. */
  | { do: 'exile'; object: ObjectRef }
  /** Looks at the top cards of your library and puts any of them on the bottom (a `scry` choice). */
  | { do: 'scry'; count: number }
  | { do: 'sacrifice'; object: ObjectRef }
  | { do: 'gainKeyword'; object: ObjectRef; keyword: Keyword }
  /**
   * CR 603.7: a delayed triggered ability, created as this resolves; it remembers what this one did.
   * With `duration: 'thisTurn'` it can trigger only this turn and ends in the cleanup step (514.2); with
   * `onlyIf`, it is created only if the condition holds as this resolves (raid).
   */
  | { do: 'createDelayedTrigger'; trigger: TriggerEvent; effects: Effect[]; duration?: 'thisTurn'; onlyIf?: Condition }
  /** "Copy that spell" (CR 707.10): copies the spell that made this ability trigger; new targets may be chosen (707.10c). */
  | { do: 'copyEventSpell'; times: number }
  /** "You may cast [object] without paying its mana cost" (rebound, CR 702.88a): cast now, its targets chosen as it is cast (601.2c). */
  | { do: 'castWithoutPaying'; object: ObjectRef }
  | { do: 'destroyAll'; filter: ObjectFilter }
  | { do: 'destroy'; object: ObjectRef }
  | { do: 'drawCards'; player: PlayerRef; count: number }
  | { do: 'winGame'; player: PlayerRef }
  /**
   * "[object] gets +N/+N until end of turn" (CR 611.2a), optionally "for each creature blocking it" or
   * "for each creature it's blocking", counted as the ability resolves, beyond the first `beyond`.
   */
  | { do: 'pump'; object: ObjectRef; power: number; toughness: number; forEach?: { count: 'blockingIt' | 'blockedByIt'; beyond?: number } }
  /** "[object] doesn't untap during its controller's next untap step" (CR 502.3). */
  | { do: 'skipNextUntap'; object: ObjectRef }
  /** "[player] gains life equal to [object]'s toughness", as it last existed on the battlefield if it left (CR 608.2h). */
  | { do: 'gainLifeEqualToToughness'; player: PlayerRef; of: ObjectRef }
  /**
   * "[player] sacrifices N permanents" (CR 701.21a): that player chooses which (a `sacrifice` choice) when
   * they control more than N. It must be the ability's last effect: the choice is answered after it.
   */
  | { do: 'sacrificePermanents'; player: PlayerRef; count: number }
  /** "[player] shuffles their graveyard into their library". */
  | { do: 'shuffleGraveyardIntoLibrary'; player: PlayerRef }
  /** CR 500.7: the player takes an extra turn after this one (the most recently created extra turn first). */
  | { do: 'takeExtraTurn'; player: PlayerRef }
  /**
   * "[player] returns N [filter] permanents they control to their owners' hands": that player chooses which
   * (a `return` choice) when they control more than N. Like `sacrificePermanents`, it must come last.
   */
  | { do: 'returnPermanents'; player: PlayerRef; count: number; filter: ObjectFilter }
  /** CR 111.1, 701.7a: creates tokens (a card of the pool marked `token`) under the ability's controller. */
  | { do: 'createToken'; token: CardId; count?: number }
  /** CR 701.17a: mills N cards (the top N of the library go to the graveyard). */
  | { do: 'mill'; player: PlayerRef; count: number }
  /** "[object] can't phase out until your next upkeep" (CR 702.26; Ertai's Familiar). */
  | { do: 'preventPhasingOut'; object: ObjectRef }
  /** "Until end of turn, [object] becomes a [subtypes] artifact creature with P/T each equal to its [kind] counters" (Chimeric Mass). */
  | { do: 'becomeCreature'; object: ObjectRef; subtypes: string[]; ptFromCounters: string }
  /**
   * Exiles the top N cards of the controller's library, or their whole hand, face down, linked to the
   * source (CR 607.2a: "exiled with [this]"); they are remembered by the ability.
   */
  | { do: 'exileLinked'; from: 'libraryTop' | 'hand'; count?: number; faceDown?: boolean }
  /**
   * CR 607.2a: moves the cards "exiled with [this]" (the source's linked exile) — all of them, those owned
   * by the controller, or all but those this ability has just remembered — to their owners' hand or graveyard.
   */
  | { do: 'moveLinked'; to: 'hand' | 'graveyard'; ownedBy?: 'you'; exceptRemembered?: boolean };

export type TriggerEvent =
  /**
   * CR 603.6: a zone change. Leaves-the-battlefield triggers (`from: 'battlefield'`) look back in time (603.10a).
   * With `oneOrMore` ("whenever one or more creatures enter"), it triggers once for a whole event, however
   * many of its objects match (CR 603.2c: the occurrences are not counted one by one).
   */
  | { on: 'zoneChange'; from?: Zone; to?: Zone; object: ObjectFilter; oneOrMore?: boolean }
  /** CR 603.2b: "at the beginning of [step]". */
  | { on: 'beginningOfStep'; step: Step; whose: 'yours' | 'each' }
  /** CR 603.2e: only a real change from untapped to tapped. */
  | { on: 'becomesTapped'; object: ObjectFilter }
  | { on: 'becomesUntapped'; object: ObjectFilter }
  /** "Whenever [object] deals damage to [an opponent]" (CR 603.2g: prevented damage is no event). */
  | { on: 'dealsDamage'; source: ObjectFilter; to: 'opponent' | 'any' }
  /** "Whenever [object] becomes unattached from a permanent" (CR 603.10c: looked at as it was). */
  | { on: 'becomesUnattached'; object: ObjectFilter }
  /** "When the last [kind] counter is removed from [object]" (vanishing). */
  | { on: 'lastCounterRemoved'; kind: string; object: ObjectFilter }
  /** "Whenever [a player] casts a spell": the caster, and which spells. */
  | { on: 'spellCast'; caster: 'you' | 'opponent' | 'any'; spell?: ObjectFilter }
  /** "Whenever [object] becomes the target of a spell or ability [an opponent controls]" (ward). */
  | { on: 'becomesTarget'; object: ObjectFilter; by: 'opponent' | 'any' }
  /** CR 603.9: "whenever a player loses the game" (any player, or an opponent). */
  | { on: 'playerLost'; player: 'any' | 'opponent' }
  /** CR 603.8: a state trigger, true "when" the game state matches. */
  | { on: 'state'; condition: StateCondition }
  /**
   * CR 508.2a: "whenever [object] attacks", as it is declared as an attacker; with `alone`, only if it
   * is the only creature declared (506.5). The event object is the attacker.
   */
  | { on: 'attacks'; object: ObjectFilter; alone?: boolean }
  /**
   * CR 509.3a: "whenever [object] blocks": once per combat, however many creatures it blocks (the event
   * object is the blocker). With `perCreature`, "blocks a creature": once for each attacker it blocks
   * that matches `attacker` (509.3b; the event object is that attacker).
   */
  | { on: 'blocks'; object: ObjectFilter; perCreature?: boolean; attacker?: ObjectFilter }
  /**
   * CR 509.3d: "whenever [object] becomes blocked by a creature" or "whenever a creature blocks
   * [object]": once for each blocker that matches `blocker` (the event object is that blocker).
   */
  | { on: 'blockedBy'; object: ObjectFilter; blocker?: ObjectFilter }
  /** CR 509.3c: "whenever [object] becomes blocked": once, however many creatures block it. */
  | { on: 'becomesBlocked'; object: ObjectFilter }
  /** CR 702.26, 603.10b: "when [object] phases out", looked at as it was just before. */
  | { on: 'phasesOut'; object: ObjectFilter }
  /**
   * CR 603.10d: "when you lose control of [object]", looked at as it was just before: its control changed,
   * or it left the battlefield (nobody controls it any more).
   */
  | { on: 'controlLost'; object: ObjectFilter }
  /**
   * CR 603.11, 607.2h: "whenever you reveal a [card] this way": linked to the static ability at index
   * `linkedTo` of the same object; a card revealed by anything else (another object's ability included)
   * doesn't count.
   */
  | { on: 'revealed'; linkedTo: number; card: ObjectFilter }
  /**
   * CR 603.10e: "whenever a spell [you've cast] is countered": looks back at the spell as it was on the
   * stack. `caster` is who cast it (a copy isn't cast, CR 707.10, so it never matches).
   */
  | { on: 'spellCountered'; caster: 'you' | 'opponent' | 'any' }
  /** CR 603.12: a reflexive triggered ability's "when you do": never matched by events (see `createReflexiveTrigger`). */
  | { on: 'reflexive'; when: ReflexiveAction }
  /**
   * "Whenever a permanent entering causes a triggered ability to trigger" (Strict Proctor): triggers once
   * for each triggered ability (of any player) that a permanent entering the battlefield made trigger. Its
   * trigger condition is another ability triggering, so it goes on the stack in the second part of
   * CR 603.3b, above that ability.
   */
  | { on: 'abilityTriggered'; cause: 'enters' };

/** What a resolving ability did that a reflexive trigger ("when you do") can ask about (CR 603.12). */
export type ReflexiveAction = 'sacrificed';

export type StateCondition =
  /** "When you control no Islands" */
  { youControlNo: ObjectFilter };

export interface TriggeredAbility {
  kind: 'triggered';
  /** Where the ability works from, if not the battlefield (Erebos's Titan's works from a graveyard). */
  functionsIn?: 'graveyard';
  /** The keyword this ability comes from (CR 702), if any: shown and logged by that name. */
  keyword?: string;
  trigger: TriggerEvent;
  /** The rule that defines this ability, cited when it triggers (a keyword's, e.g. `702.83a` for exalted). */
  rule?: string;
  /** CR 603.4: checked when the event happens and again on resolution. */
  interveningIf?: Condition;
  /** Chosen as the ability is put on the stack (CR 603.3d). */
  targets?: TargetSpec[];
  /** "You may …", decided on resolution (CR 603.5). */
  optional?: boolean;
  /** "You may pay {B}. If you do, …", decided on resolution (CR 603.5). */
  optionalCost?: { mana: string };
  /** A card chosen as it resolves ("you may put a creature card from your hand…"). */
  choose?: CardChoice;
  /** "If you do": with no card chosen, the effects don't happen. */
  onlyIfChosen?: boolean;
  /**
   * CR 603.5: "… unless that player pays {1}": the player who caused the event decides as it resolves
   * (or, with `payer: 'you'`, the ability's controller: echo).
   */
  unless?: { mana: string; payer?: 'you' };
  /** "This ability triggers only once each turn" (CR 603.2h): once per object (a new object may again, 400.7). */
  oncePerTurn?: boolean;
  /**
   * CR 603.2h: "[effect]. Do this only once each turn.": it triggers only if its controller hasn't yet done
   * it this turn (with this object's ability); once done, instances still on the stack do nothing. Declining
   * a "may" is not doing it.
   */
  doOnlyOnceEachTurn?: boolean;
  effects: Effect[];
  /** CR 603.3c: a modal ability ("choose one —"): the mode is chosen as it is put on the stack. */
  modes?: Mode[];
}

export interface Mode {
  targets?: TargetSpec[];
  effects: Effect[];
}

export interface CardChoice {
  /**
   * `hand`: a card from the controller's hand; `cascade`: the card cascade would hit (CR 702.85a);
   * `battlefield`: a permanent the controller controls ("you may sacrifice another creature").
   */
  from: 'hand' | 'cascade' | 'battlefield';
  filter: ObjectFilter;
  /** The player may choose no card. */
  optional: boolean;
}

export interface ManaAbility {
  kind: 'mana';
  /** "{T}: Add one mana of any of these colors." */
  produces: Color[];
}

export interface ActivatedAbility {
  kind: 'activated';
  /** Where the card must be to activate it (cycling works from the hand). */
  from: 'battlefield' | 'hand';
  cost: { mana?: string; tap?: boolean; discardSelf?: boolean };
  targets?: TargetSpec[];
  choose?: CardChoice;
  effects: Effect[];
}

/**
 * A static ability that changes other objects' characteristics while its source is on the battlefield
 * (CR 604, 613): type-changing (layer 4), ability-removing (layer 6), power/toughness-setting (layer 7b).
 */
export interface StaticAbility {
  kind: 'static';
  affects: ObjectFilter;
  addTypes?: CardType[];
  loseAllAbilities?: boolean;
  setPower?: number;
  setToughness?: number;
  /** Layer 7c: "equipped creature gets +3/+2". */
  addPower?: number;
  addToughness?: number;
  /** "Spells with the chosen name can't be cast" (Meddling Mage): the name chosen as its source entered. */
  cantCastChosenName?: boolean;
  /**
   * CR 603.11: "Reveal the first card you draw each turn" (Primitive Etchings): changes no characteristic;
   * its reveals are what a linked "whenever you reveal … this way" ability looks for (607.2h). Use `affects: { self: true }`.
   */
  revealFirstDraw?: boolean;
  /**
   * CR 603.2d: "If [an object matching `object`] [entering the battlefield / dying …] causes a triggered
   * ability of [a permanent matching `affects`] to trigger, that ability triggers an additional time"
   * (Panharmonicon). The event is a zone change `from`/`to`; `affects` is matched against the permanent whose
   * ability triggered, from this ability's source's point of view. Several such abilities add up.
   */
  additionalTrigger?: { from?: Zone; to?: Zone; object: ObjectFilter };
}

export type Ability = TriggeredAbility | ManaAbility | ActivatedAbility | StaticAbility;

export interface CardDefinition {
  id: CardId;
  /** Mana cost in the usual notation, e.g. `{2}{W}{W}`. Lands have none. */
  cost?: string;
  types: CardType[];
  supertypes?: Supertype[];
  subtypes?: string[];
  power?: number;
  toughness?: number;
  keywords?: Keyword[];
  /** What an instant or sorcery does as it resolves. */
  spell?: { targets?: TargetSpec[]; effects: Effect[] };
  /** CR 603.6d: "enters tapped" is a static ability applied as the permanent enters, not a trigger. */
  entersTapped?: boolean;
  /**
   * CR 603.6d: "enters with N counters" is applied as it enters, too (vanishing, 702.63a); `'X'` is the
   * value of X it was cast with (Chimeric Mass).
   */
  entersWithCounters?: Record<string, number | 'X'>;
  /**
   * CR 603.6d, 614.12: a choice made as it enters, part of the event, never a trigger: a card name
   * (Meddling Mage) or a creature to enter as a copy of (Clone, CR 707.2).
   */
  asEnters?: AsEnters;
  /** CR 111.1: a token's definition (created by effects, never a card in a deck). */
  token?: boolean;
  /**
   * An Aura's enchant ability (CR 303.4a, 702.5a): what it may be attached to ("Enchant creature": `{ types:
   * ['creature'] }`). Attached to anything else, or to nothing, it goes to the graveyard (704.5m).
   */
  enchant?: ObjectFilter;
  /** "Can block any number of creatures" (CR 509.1a: otherwise a creature blocks one attacker). */
  canBlockAny?: boolean;
  /**
   * CR 702.88a Rebound: a static ability of the spell on the stack. Cast from its owner's hand, it is exiled
   * instead of going to the graveyard as it resolves, with a delayed trigger to cast it at the next upkeep.
   */
  rebound?: boolean;
  /** "This spell can't be countered": an effect that would counter it does nothing to it (CR 101.2, 701.6a). */
  uncounterable?: boolean;
  abilities?: Ability[];
}

export type AsEnters =
  /** "As [this] enters, choose a [nonland] card name." */
  | { choose: 'cardName'; notTypes?: CardType[] }
  /** "You may have [this] enter as a copy of any [creature] on the battlefield." */
  | { choose: 'copy'; filter: ObjectFilter; optional: boolean };

export type CardPool = Readonly<Record<CardId, CardDefinition>>;

// ---------------------------------------------------------------------------------------------
// Game state
// ---------------------------------------------------------------------------------------------

export interface GameObject {
  id: ObjectId;
  physical: PhysicalId;
  card: CardId;
  label: string | null;
  owner: PlayerId;
  controller: PlayerId;
  zone: Zone;
  tapped: boolean;
  /** Damage marked on a creature this turn. */
  damage: number;
  counters: Record<string, number>;
  attachedTo: ObjectId | null;
  /** Keywords it has gained from effects ("that creature gains haste"). */
  gained?: Keyword[];
  /** CR 111.1: a token, which ceases to exist outside the battlefield (704.5d). */
  token?: boolean;
  /** CR 702.26b: a phased-out permanent, treated as though it didn't exist (kept in `state.phasedOut`). */
  phasedOut?: boolean;
  /** CR 702.26g: it phased out "indirectly", with the permanent it is attached to, and phases in with it. */
  phasedOutWith?: ObjectId;
  /** Exiled face down (CR 406.3): its card is hidden. */
  faceDown?: boolean;
  /** CR 607.2a: the permanent whose ability exiled this card ("exiled with Duplicity"). */
  exiledWith?: ObjectId;
  /** CR 707.2: the card whose copiable values it has, having entered as a copy (Clone). */
  copyOf?: CardId;
  /** CR 603.6d: the card name chosen as it entered (Meddling Mage). */
  chosenName?: CardId;
  /** CR 702.2b, 704.5h: dealt damage by a source with deathtouch since state-based actions were last checked. */
  deathtouched?: true;
  /**
   * CR 302.6: the turn from which its current controller has controlled this permanent. Absent for
   * permanents of the starting board, which count as controlled since before the game's first turn.
   */
  controlledSince?: number;
}

/** An object as it was at one moment: what look-back (CR 603.10) and the log read. */
export interface Snapshot {
  id: ObjectId;
  physical: PhysicalId;
  card: CardId;
  label: string | null;
  owner: PlayerId;
  controller: PlayerId;
  zone: Zone;
  types: CardType[];
  subtypes: string[];
  keywords: Keyword[];
  tapped: boolean;
  attachedTo: ObjectId | null;
  counters: Record<string, number>;
  /** It had lost all its abilities (CR 613.1f), so none of them could trigger. */
  noAbilities?: boolean;
  /** Current power and toughness then (creatures only): last known information for abilities. */
  power?: number;
  toughness?: number;
}

/** What a triggered ability remembers of the event that made it trigger. */
export interface TriggerContext {
  /** The object the event was about, as it was then (before a zone change, for leaves-the-battlefield). */
  eventObject?: Snapshot;
  /** The new object it became, if it changed zones (CR 603.6: the ability looks for it there). */
  eventObjectNewId?: ObjectId | null;
  step?: Step;
  /** Why a permanent became tapped. */
  cause?: TapCause;
  /** CR 603.7c: the objects a delayed triggered ability refers to (they are not followed to new zones). */
  remembered?: ObjectId[];
  /** The permanent an Equipment or Aura became unattached from, as it was then. */
  unattachedFrom?: Snapshot;
  /** Storm: how many spells were cast before this one this turn. */
  spellsBefore?: number;
  /** CR 707.10: the choices the spell was cast with (its targets, X), kept in case it has left the stack. */
  eventSpellChoices?: { targets: string[]; x?: number };
  /** The spell or ability (its stack object) and its controller, for "casts a spell" and ward triggers. */
  eventSpell?: ObjectId;
  eventPlayer?: PlayerId;
  /** CR 508.5: the player the attacking creature attacks, for an ability that triggered on an attack. */
  defender?: PlayerId;
  /** The triggered ability (its pending trigger id) whose triggering made this one trigger (Strict Proctor). */
  eventTrigger?: string;
}

/** CR 603.7: a delayed triggered ability, waiting for its event. */
export interface DelayedTrigger {
  id: string;
  /** CR 603.7d–e: the source of the spell or ability that created it. */
  source: Snapshot;
  /** CR 603.7d–e: who controlled that spell or ability as it resolved. */
  controller: PlayerId;
  ability: TriggeredAbility;
  remembered: ObjectId[];
  /** "This turn": it can trigger only during the turn it was created and ends in the cleanup step (CR 514.2). */
  duration?: 'thisTurn';
}

export interface PendingTrigger {
  id: string;
  source: Snapshot;
  /** CR 603.3a: the controller of the source when it triggered. */
  controller: PlayerId;
  abilityIndex: number;
  /** A delayed triggered ability carries its own text (CR 603.7). */
  delayed?: TriggeredAbility;
  context: TriggerContext;
  /** The controller has put this player's triggers in order (CR 603.3b). */
  ordered: boolean;
  /** The chosen mode of a modal ability (CR 603.3c). */
  mode?: number;
  /** Targets chosen so far (player ids or object ids). */
  targets: string[];
  /** Another trigger refers to this one (`eventTrigger`): its stack object keeps this trigger's id. */
  watched?: boolean;
}

export interface StackItem {
  id: ObjectId;
  kind: 'spell' | 'trigger' | 'ability';
  /** A copy of a spell (CR 707.10): no card; it resolves like the spell, then ceases to exist. */
  copy?: boolean;
  controller: PlayerId;
  /** For a spell, the card on the stack; for an ability, its source as it was. */
  source: Snapshot;
  abilityIndex: number | null;
  /** A delayed triggered ability carries its own text (CR 603.7). */
  delayed?: TriggeredAbility;
  targets: string[];
  context: TriggerContext;
  /** A choice made on resolution ("may", "pay"): true, false, or not yet asked. */
  decision: boolean | null;
  /** The card chosen on resolution (`choose`): an object id, null for none, absent until asked. */
  chosen?: ObjectId | null;
  /** The chosen mode of a modal ability (CR 603.3c). */
  mode?: number;
  /** Scry: the cards to put on the bottom, once chosen. */
  bottom?: ObjectId[];
  /** "Unless that player pays": whether they paid, once asked. */
  unlessPaid?: boolean;
  /** The value of X it was cast with (CR 107.3). */
  x?: number;
  /** CR 603.6d: the choice made as the permanent enters (a card id, an object id, or null for none). */
  entersAs?: string | null;
  /** CR 614.12, 707.2: the "as it enters" choice of the card it enters as a copy of (a Clone copying Meddling Mage names a card). */
  copiedEntersAs?: string | null;
  /** For a spell: the zone it was cast from (rebound works only on a spell cast from the hand, CR 702.88a). */
  castFrom?: Zone;
  /** The pending trigger this ability was, when another ability refers to it (`eventTrigger`). */
  trigger?: string;
}

export type PendingChoice =
  | { kind: 'order'; player: PlayerId; options: { id: string; source: CardId; label: string | null }[] }
  | { kind: 'target'; player: PlayerId; trigger: string; options: string[] }
  | { kind: 'may'; player: PlayerId; item: ObjectId }
  /** With `unless`, the player pays to stop the ability's effect (CR 603.5); otherwise to get it. */
  | { kind: 'pay'; player: PlayerId; item: ObjectId; cost: string; unless?: true }
  /** CR 603.3c: the mode of a modal trigger, among the modes that can be chosen. */
  | { kind: 'mode'; player: PlayerId; trigger: string; options: number[] }
  /** Scry: which of these top cards go to the bottom (the others stay on top, in order). */
  | { kind: 'scry'; player: PlayerId; item: ObjectId; options: ObjectId[] }
  /** A card chosen as an ability resolves; `optional` allows choosing none (answer false). */
  | { kind: 'card'; player: PlayerId; item: ObjectId; options: ObjectId[]; optional: boolean }
  /**
   * CR 704.5j: the player keeps one of their legendary permanents with the same name. `kept`: the answers to
   * the earlier legend choices of the same state-based action check (704.3: all are then performed at once).
   */
  | { kind: 'legend'; player: PlayerId; card: CardId; options: ObjectId[]; kept?: ObjectId[] }
  /** CR 514.1: in the cleanup step, the active player discards `count` cards of `options` (their hand), down to their maximum hand size. */
  | { kind: 'discard'; player: PlayerId; count: number; options: ObjectId[] }
  /** CR 701.21a: choose `count` permanents to sacrifice among `options` (ids), for the ability of `source`. */
  | { kind: 'sacrifice'; player: PlayerId; count: number; options: ObjectId[]; source: CardId; label: string | null }
  /** CR 603.6d: the card name chosen as a permanent enters (Meddling Mage); `options` are card ids. */
  | { kind: 'name'; player: PlayerId; item: ObjectId; card: CardId; options: CardId[] }
  /** CR 603.6d, 707.2: the permanent a Clone enters as a copy of; `optional` allows none (answer false). */
  | { kind: 'copy'; player: PlayerId; item: ObjectId; card: CardId; options: ObjectId[]; optional: boolean }
  /** Choose `count` permanents among `options` to return to their owners' hands, for the ability of `source`. */
  | { kind: 'return'; player: PlayerId; count: number; options: ObjectId[]; source: CardId; label: string | null }
  /**
   * CR 510.1c, 702.19b: the attacking player divides `attacker`'s `amount` combat damage among its blockers
   * (`options`: their ids in the order they were declared, then the defending player if it has trample).
   * `lethal[i]` is the damage that is lethal to `options[i]` (0 for the player). The answer is one amount
   * per option.
   */
  | { kind: 'damageAssignment'; player: PlayerId; attacker: ObjectId; amount: number; options: string[]; lethal: number[]; trample: boolean }
  /**
   * CR 707.10c: new targets for a copy of a spell (`reason: 'copy'`), or CR 601.2c: the targets of a spell
   * being cast by an effect (`reason: 'cast'`: cascade, rebound). `item` is the copy or spell on the stack,
   * `current` its targets now, `options` the legal targets of each target slot; `next` the copies to ask
   * about after this one. Asked only when some slot has another legal target.
   */
  | { kind: 'newTargets'; player: PlayerId; item: ObjectId; reason: 'copy' | 'cast'; current: string[]; options: string[][]; next?: ObjectId[] };

export interface LoopGuard {
  mark: string;
  power: number;
  steps: number;
}

export interface PlayerState {
  life: number;
  lost: boolean;
  manaPool: Partial<Record<Color | 'C', number>>;
  landsPlayed: number;
  /** CR 704.5b: tried to draw from an empty library since the last check. */
  drewFromEmpty: boolean;
  /** The turns of this player's previous and latest upkeeps (echo: "since your last upkeep"). */
  upkeeps?: [number, number];
  /** Raid: this player declared at least one attacker this turn (reset when a turn begins). */
  attackedThisTurn?: boolean;
  /** Cards this player has drawn this turn ("the first card you draw each turn"; reset when a turn begins). */
  drawnThisTurn?: number;
  /**
   * CR 302.6: the number of this player's most recent turn, recorded as it begins. Absent until then: the
   * active player's is the current turn, another player's the turn before it.
   */
  turnBegan?: number;
}

export interface PlayerZones {
  hand: ObjectId[];
  /** Top first. */
  library: ObjectId[];
  graveyard: ObjectId[];
  exile: ObjectId[];
}

export interface GameState {
  format: 'stacklab-state/1';
  /** Turn order. */
  players: PlayerId[];
  playerState: Record<PlayerId, PlayerState>;
  turn: number;
  active: PlayerId;
  step: Step;
  priority: PlayerId | null;
  /** Players who have passed in succession since the last change (CR 117.4). */
  passes: number;
  objects: Record<ObjectId, GameObject>;
  battlefield: ObjectId[];
  /** CR 702.26b: phased-out permanents, still on the battlefield but treated as though they didn't exist. */
  phasedOut?: ObjectId[];
  /** CR 704.5d: tokens that have left the battlefield, which cease to exist at the next check. */
  tokensAway?: ObjectId[];
  zones: Record<PlayerId, PlayerZones>;
  /** Bottom first: the top of the stack is the last item (a persistent list, see pile.ts). */
  stack: Pile<StackItem>;
  /** CR 603.3: triggered abilities waiting to be put on the stack. */
  pendingTriggers: PendingTrigger[];
  /** CR 603.7: delayed triggered abilities waiting for their event. */
  delayedTriggers: DelayedTrigger[];
  /**
   * CR 104.4b, 732.4: a cycle detector (Brent's) over the positions reached while each resolution puts
   * something new on the stack; null once anything else happens.
   */
  loopGuard: LoopGuard | null;
  /** Spells cast this turn (storm counts those cast before it, CR 702.40a). */
  spellsCastThisTurn: number;
  /** CR 500.7: extra turns still to be taken, in the order they were created (the last one is taken first). */
  extraTurns?: PlayerId[];
  /**
   * CR 603.2h: the abilities with "this ability triggers only once each turn" that have triggered this turn,
   * as `objectId/abilityIndex` (a new object is a new key, CR 400.7); emptied when a turn begins.
   */
  triggeredThisTurn?: string[];
  /** CR 603.2h: "do this only once each turn" actions done this turn, as `player|objectId/abilityIndex`. */
  doneThisTurn?: string[];
  pending: PendingChoice | null;
  freeMana: boolean;
  nextId: number;
  /** Seeded random number generator state: the engine never calls Math.random. */
  rng: number;
  winner: PlayerId | 'draw' | null;
  /** The combat under way (CR 506–511): null outside the combat phase, or when no creature attacks. */
  combat: CombatState | null;
  /** CR 611.2a: continuous effects of resolved spells and abilities that last for a stated time. */
  durationEffects: DurationEffect[];
}

export type DurationEffect =
  /** "+N/+N until end of turn" (CR 613.4c); ends in the cleanup step (514.2). */
  | { kind: 'pt'; object: ObjectId; power: number; toughness: number }
  /** "doesn't untap during its controller's next untap step"; used up by that step (502.3). */
  | { kind: 'skipUntap'; object: ObjectId }
  /** "Prevent all combat damage that would be dealt this turn" (CR 615); ends in the cleanup step. */
  | { kind: 'preventCombatDamage' }
  /** "Until end of turn, [object] becomes a [subtypes] artifact creature with P/T equal to its [counters] counters" (layers 4, 7a). */
  | { kind: 'animate'; object: ObjectId; subtypes: string[]; ptFromCounters: string }
  /** "[object] can't phase out until your next upkeep" (Ertai's Familiar); ends as `player`'s upkeep begins. */
  | { kind: 'noPhasing'; object: ObjectId; player: PlayerId };

/** Who attacks whom and who blocks whom (CR 508.1, 509.1). Creatures that left the battlefield are ignored. */
export interface CombatState {
  /** CR 508.1: each attacking creature and the player it attacks, in the order they were declared. */
  attackers: { object: ObjectId; defender: PlayerId }[];
  /** CR 509.1g: each blocking creature and the attackers it blocks, in the order they were declared. */
  blockers: { object: ObjectId; blocking: ObjectId[] }[];
  /** CR 509.1h: the attackers that became blocked; they stay blocked even if their blockers leave. */
  blocked: ObjectId[];
  /**
   * CR 510.4, 702.7b, 702.4b: the attackers and blockers that had first strike or double strike as the
   * first-strike combat damage step began (absent when there was no such step).
   */
  firstStrikers?: ObjectId[];
  /** CR 510.1c: how attacking players divided their creatures' damage, while the step's damage waits for the next choice. */
  divisions?: DamageDivision[];
}

/** One attacker's combat damage, divided by its controller: an amount for each blocker id or player id. */
export interface DamageDivision {
  attacker: ObjectId;
  to: string[];
  amounts: number[];
}

// ---------------------------------------------------------------------------------------------
// Actions: one language for the engine, lessons, the sandbox, scenarios, share links and undo.
// A card reference is a label, an object id (`#12`) or a card id (the first such card).
// ---------------------------------------------------------------------------------------------

export type CardRef = string;

export type Action =
  /** `x`: the value chosen for X in its mana cost (CR 107.3, 601.2b). */
  | { type: 'cast'; player: PlayerId; card: CardRef; targets?: string[]; mode?: number; x?: number }
  | { type: 'play'; player: PlayerId; card: CardRef }
  | { type: 'activate'; player: PlayerId; card: CardRef; ability: number; targets?: string[] }
  | { type: 'pass' }
  | { type: 'resolve' }
  | { type: 'advance'; to: Step }
  | { type: 'choose'; player: PlayerId; answer: string[] | string | boolean | number | number[] }
  | { type: 'auto' }
  | { type: 'destroy'; cards: CardRef[] }
  | { type: 'exile'; cards: CardRef[] }
  | { type: 'bounce'; cards: CardRef[] }
  | { type: 'sacrifice'; cards: CardRef[] }
  /** `cards` moves several at once (they enter together, CR 603.6a). */
  /**
   * `entersAs`: the "as it enters" choice (CR 603.6d) of a permanent put onto the battlefield: a card id to
   * name (Meddling Mage), or a permanent to copy (Clone).
   */
  | { type: 'move'; card?: CardRef; cards?: CardRef[]; to: CardZone; controller?: PlayerId; tapped?: boolean; entersAs?: string }
  | { type: 'tap'; cards: CardRef[] }
  | { type: 'untap'; cards: CardRef[] }
  | { type: 'damage'; source: CardRef; target: string; amount: number }
  | { type: 'life'; player: PlayerId; amount: number }
  | { type: 'draw'; player: PlayerId; count: number }
  | { type: 'discard'; player: PlayerId; cards: CardRef[] }
  | { type: 'lose'; player: PlayerId }
  /** Gains control of a permanent. */
  | { type: 'control'; card: CardRef; player: PlayerId }
  /** Attaches an Aura or Equipment to a permanent. */
  | { type: 'attach'; card: CardRef; to: CardRef }
  /** CR 702.26: phases permanents out, or back in if they are phased out. */
  | { type: 'phase'; cards: CardRef[] }
  /** Puts counters on a permanent, or removes them with a negative amount. */
  | { type: 'counters'; card: CardRef; kind: string; amount: number }
  /** CR 508.1: players pass until the declare attackers step begins, then these creatures attack. */
  | { type: 'attack'; attackers: { card: CardRef; target: PlayerId }[] }
  /** CR 509.1: players pass until the declare blockers step begins, then these creatures block. */
  | { type: 'block'; blockers: { card: CardRef; blocks: CardRef }[] };

export type ActionType = Action['type'];

// ---------------------------------------------------------------------------------------------
// Log: data, never sentences. The UI renders `log.<event>` from the locale files.
// ---------------------------------------------------------------------------------------------

export type LogEventName =
  | 'gameStarted'
  | 'stepBegan'
  | 'turnBegan'
  | 'priority'
  | 'passed'
  | 'spellCast'
  | 'landPlayed'
  | 'abilityActivated'
  | 'manaAdded'
  | 'entered'
  | 'enteredTapped'
  | 'dies'
  | 'leftBattlefield'
  | 'movedZone'
  | 'destroyed'
  | 'tapped'
  | 'untapped'
  | 'damageDealt'
  | 'lifeGained'
  | 'lifeLost'
  | 'drew'
  | 'discarded'
  | 'triggered'
  | 'notTriggered'
  | 'triggerPutOnStack'
  | 'triggerRemoved'
  | 'resolved'
  | 'countered'
  | 'counterFailed'
  | 'conditionFalse'
  | 'mayAccepted'
  | 'mayDeclined'
  | 'costPaid'
  | 'costNotPaid'
  | 'effectFailed'
  | 'stateBasedAction'
  | 'playerLost'
  | 'gameWon'
  | 'gameDrawn'
  | 'controlChanged'
  | 'attached'
  | 'countersChanged'
  | 'delayedTriggerCreated'
  | 'cardChosen'
  | 'keywordGained'
  | 'sacrificed'
  | 'playerLeft'
  | 'modeChosen'
  | 'scried'
  | 'spellCopied'
  | 'cascaded'
  | 'damagePrevented'
  | 'attackerDeclared'
  | 'blockerDeclared'
  | 'becameBlocked'
  | 'stepSkipped'
  | 'combatDamage'
  | 'damageAssigned'
  | 'ptChanged'
  | 'untapSkipped'
  | 'stayedTapped'
  | 'effectsEnded'
  | 'shuffled'
  | 'extraTurnAdded'
  | 'tokenCreated'
  | 'tokenCeased'
  | 'phasedOut'
  | 'phasedIn'
  | 'milled'
  | 'exiledLinked'
  | 'phasingPrevented'
  | 'enteredWithCounters'
  | 'enteredAsCopy'
  | 'nameChosen'
  | 'becameCreature'
  | 'targetsChosen'
  | 'targetsKept'
  | 'delayedTriggerEnded'
  | 'revealed'
  | 'rebounded'
  /** CR 608.2b: a spell or ability whose targets are all illegal doesn't resolve (it isn't countered). */
  | 'didNotResolve'
  | 'removedFromCombat'
  | 'cleanupPriority';

export interface LogEntry {
  event: LogEventName;
  /** The comprehensive rule this entry applied, e.g. `603.10a`. */
  rule?: string;
  card?: CardId;
  label?: string | null;
  object?: ObjectId;
  player?: PlayerId;
  /** The source of an ability or damage. */
  source?: CardId;
  sourceLabel?: string | null;
  trigger?: string;
  amount?: number;
  count?: number;
  from?: Zone;
  to?: Zone;
  step?: Step;
  turn?: number;
  targets?: string[];
  /** A kind of counter, such as `+1/+1`. */
  counter?: string;
  /** The object or player an event was aimed at. */
  target?: string;
  /** A change of power and toughness (`ptChanged`). */
  power?: number;
  toughness?: number;
  /** One amount for each of `targets` (`damageAssigned`). */
  amounts?: number[];
  /** A short code saying why (`lookBack`, `enteredTapped`, `noLegalTarget`, `lethalDamage` …). */
  reason?: string;
}

export type Rejection = { ok: false; error: string; params?: Record<string, string | number> };
export type ApplyResult = { ok: true; state: GameState; log: LogEntry[] } | Rejection;

// ---------------------------------------------------------------------------------------------
// Setup: the starting board of a scenario.
// ---------------------------------------------------------------------------------------------

export interface SetupCard {
  card: CardId;
  zone: CardZone;
  owner: PlayerId;
  label?: string;
  controller?: PlayerId;
  tapped?: boolean;
  counters?: Record<string, number>;
  attachedTo?: string;
  /** CR 302.6: a permanent its controller has not controlled continuously since their most recent turn began. */
  sick?: boolean;
  /** CR 704.5g: damage already marked on a creature on the battlefield. */
  damage?: number;
  /** CR 603.6d: the card name already chosen as it entered (a card with "as it enters, choose a card name"). */
  chosenName?: CardId;
  /** CR 603.6d, 707.2: what it entered as a copy of: the label of another setup card, or a card id. */
  copyOf?: string;
}

/** The starting life totals a setup may give: from -LIFE_LIMIT to LIFE_LIMIT. */
export const LIFE_LIMIT = 1_000_000;

export interface Setup {
  players: PlayerId[];
  life?: Record<PlayerId, number>;
  active?: PlayerId;
  step?: Step;
  turn?: number;
  freeMana?: boolean;
  seed?: number;
  cards: SetupCard[];
}
