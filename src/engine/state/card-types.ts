// Cards as data: abilities (triggered, mana, activated, static) and card definitions.
import type { TriggerEvent } from '../triggers/trigger-event-types';
import type { Condition, TargetSpec, ObjectFilter } from '../effects/reference-types';
import type { Effect } from '../effects/effect-types';
import type { Color, CardType, Zone, CardId, Supertype, Keyword } from './basic-types';

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
  /** Where the card must be to activate it (cycling works from the hand, embalm from the graveyard). */
  from: 'battlefield' | 'hand' | 'graveyard';
  /**
   * `discardSelf`: discard this card (cycling, 702.29a); `exileSelf`: exile this card (embalm, 702.128a). Either
   * moves the card as the cost is paid (CR 602.2b, 601.2h): the ability on the stack exists without it (113.7a).
   */
  cost: { mana?: string; tap?: boolean; discardSelf?: boolean; exileSelf?: boolean };
  /** "Activate only as a sorcery" (equip, CR 702.6a): in its controller's main phase, with an empty stack (307.1). */
  sorcerySpeed?: boolean;
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
  /**
   * Layer 6: "creature tokens you control have vigilance and lifelink" (Teysa Karlov), "has indestructible"
   * (Erebos's Titan): the objects `affects` names have these keywords, in timestamp order with the other layer 6
   * effects (CR 613.7). A source that has lost its abilities grants nothing (613.8).
   */
  addKeywords?: Keyword[];
  /** "As long as your opponents control no creatures" (Erebos's Titan): the ability applies only while this holds. */
  onlyWhile?: { opponentsControlNo: ObjectFilter };
  /** Layer 7c: "equipped creature gets +3/+2". */
  addPower?: number;
  addToughness?: number;
  /**
   * CR 508.1c: "can't attack unless defending player controls [an object matching this]" (Dandân). A restriction
   * on its source attacking, checked as attackers are declared; it goes away with the ability (Humility).
   * Use `affects: { self: true }`.
   */
  attacksOnlyIfDefenderControls?: ObjectFilter;
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

/** The abilities an `activate` action numbers (its `ability`): the activated and mana abilities, in card order. */
export function activatedAbilities(abilities: readonly Ability[] | undefined): (ActivatedAbility | ManaAbility)[] {
  return (abilities ?? []).filter((a): a is ActivatedAbility | ManaAbility => a.kind === 'activated' || a.kind === 'mana');
}

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
  /**
   * Its colours when its mana cost doesn't give them: an embalmed token is white with no mana cost (CR 707.9b).
   * Shown (the card's frame); no rule of the pool's cards reads colours.
   */
  colors?: Color[];
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
