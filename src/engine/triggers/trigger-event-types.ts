// What a triggered ability waits for: trigger events, reflexive actions, state conditions (CR 603.2, 603.8, 603.12).
import type { Zone, Step } from '../state/basic-types';
import type { ObjectFilter } from '../effects/reference-types';

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
