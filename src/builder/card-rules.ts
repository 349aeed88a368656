// The rules a card of the pool illustrates, worked out from its data (its triggered abilities' events and
// options, "as it enters", keywords) and a small table of keyword rules: what the card catalogue searches by
// rule number and keyword (`603.6d`, `persist`). Only numbers of the edition the project cites: a test checks each
// is in `CR_RULES` (not read here, so that the rules' table stays out of the first paint's chunk).
import type { Ability, CardDefinition, TriggeredAbility } from '../engine';

/** Keyword abilities (CR 702) by the name the card data gives them. */
const KEYWORD_RULES: Readonly<Record<string, string>> = {
  deathtouch: '702.2',
  defender: '702.3b',
  doubleStrike: '702.4',
  firstStrike: '702.7',
  flying: '702.9',
  haste: '702.10b',
  protectionFromColoredSpells: '702.16b',
  shroud: '702.18a',
  trample: '702.19b',
  vigilance: '702.20b',
  ward: '702.21a',
  rampage: '702.23a',
  flanking: '702.25a',
  phasing: '702.26a',
  echo: '702.30a',
  storm: '702.40a',
  bushido: '702.45a',
  vanishing: '702.63a',
  persist: '702.79a',
  exalted: '702.83a',
  cascade: '702.85a',
  annihilator: '702.86a',
  rebound: '702.88a',
  undying: '702.93a',
  evolve: '702.100a',
  extort: '702.101a',
  prowess: '702.108a',
};

/** The rules of what a triggered ability waits for (CR 603.2, 603.6, 603.8–603.12, 509.3). */
function eventRules(ability: TriggeredAbility): string[] {
  const trigger = ability.trigger;
  switch (trigger.on) {
    case 'zoneChange': {
      const out = trigger.oneOrMore ? ['603.2c'] : [];
      if (trigger.to === 'battlefield') out.push('603.6a');
      if (trigger.from === 'battlefield') out.push('603.6c', '603.10a');
      else if (trigger.from === 'graveyard') out.push('603.10a');
      return out;
    }
    case 'beginningOfStep':
      return ['603.2b'];
    case 'becomesTapped':
    case 'becomesUntapped':
      return ['603.2e'];
    case 'becomesUnattached':
      return ['603.10c'];
    case 'playerLost':
      return ['603.9', '603.10f'];
    case 'state':
      return ['603.8'];
    case 'blocks':
      return [trigger.perCreature ? '509.3b' : '509.3a'];
    case 'blockedBy':
      return ['509.3d'];
    case 'becomesBlocked':
      return ['509.3c'];
    case 'phasesOut':
      return ['603.10b'];
    case 'controlLost':
      return ['603.10d'];
    case 'revealed':
      return ['603.11', '607.2h'];
    case 'spellCountered':
      return ['603.10e'];
    case 'reflexive':
      return ['603.12'];
    default:
      return [];
  }
}

function abilityRules(ability: Ability): string[] {
  if (ability.kind === 'static') return [...(ability.additionalTrigger ? ['603.2d'] : []), ...(ability.revealFirstDraw ? ['603.11'] : [])];
  if (ability.kind !== 'triggered') return [];
  const out = ['603.1', ...eventRules(ability)];
  if (ability.rule) out.push(ability.rule);
  if (ability.keyword && KEYWORD_RULES[ability.keyword]) out.push(KEYWORD_RULES[ability.keyword]!);
  if (ability.interveningIf) out.push('603.4');
  if (ability.optional || ability.optionalCost || ability.unless) out.push('603.5');
  if (ability.targets?.length) out.push('603.3d');
  if (ability.modes?.length) out.push('603.3c');
  if (ability.oncePerTurn || ability.doOnlyOnceEachTurn) out.push('603.2h');
  const effects = JSON.stringify([ability.effects, ability.modes ?? []]);
  if (effects.includes('"createDelayedTrigger"')) out.push('603.7', '603.7a');
  if (effects.includes('"createReflexiveTrigger"')) out.push('603.12');
  if (effects.includes('"exileLinked"')) out.push('607.2a');
  return out;
}

/** The rule numbers a card illustrates, in order of first appearance, each once. */
export function cardRules(def: CardDefinition): string[] {
  const out: string[] = [];
  if (def.entersTapped || def.entersWithCounters || def.asEnters) out.push('603.6d');
  if (def.asEnters?.choose === 'copy') out.push('707.2');
  if (def.rebound) out.push('702.88a');
  for (const keyword of def.keywords ?? []) if (KEYWORD_RULES[keyword]) out.push(KEYWORD_RULES[keyword]!);
  for (const ability of def.abilities ?? []) out.push(...abilityRules(ability));
  return [...new Set(out)];
}

/** The keywords a card has, static or triggered (`flying`, `persist` …), by the names the card data uses. */
export function cardKeywords(def: CardDefinition): string[] {
  const triggered = (def.abilities ?? []).flatMap((a) => (a.kind === 'triggered' && a.keyword ? [a.keyword] : []));
  return [...new Set([...(def.keywords ?? []), ...triggered, ...(def.rebound ? ['rebound'] : [])])];
}
