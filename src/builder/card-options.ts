// What the builder offers for one card of a setup: the hosts it may be attached to, the counter kinds of the
// pool, and which of the setup's permanent-only fields the card supports (docs/scenarios.md "Setup").
import { isCounterKind, type CardDefinition, type CardId, type CardPool, type CardType, type Setup, type SetupCard } from '../engine';

/** The card whose characteristics a setup card has: what it is a copy of (a label or a card id), else its own. */
function definitionOf(pool: CardPool, setup: Setup, card: SetupCard, seen = new Set<SetupCard>()): CardDefinition | undefined {
  if (card.copyOf === undefined || seen.has(card)) return pool[card.card];
  seen.add(card);
  const model = setup.cards.find((c) => c.label === card.copyOf);
  if (model) return definitionOf(pool, setup, model, seen);
  return Object.hasOwn(pool, card.copyOf) ? pool[card.copyOf] : pool[card.card];
}

export function isAura(def: CardDefinition | undefined): boolean {
  return def?.subtypes?.includes('Aura') ?? false;
}

export function isEquipment(def: CardDefinition | undefined): boolean {
  return (def?.subtypes?.includes('Equipment') ?? false) && !def?.types.includes('creature');
}

/** Can this card be attached to anything (an Aura, or an Equipment that isn't a creature, CR 301.5c)? */
export function canAttach(pool: CardPool, setup: Setup, card: SetupCard): boolean {
  const def = definitionOf(pool, setup, card);
  return card.zone === 'battlefield' && (isAura(def) || isEquipment(def));
}

/**
 * The labels of the permanents this card may be attached to: for an Aura, those its enchant ability allows
 * (CR 303.4a: "enchant creature" — by card type); for an Equipment, creatures (301.5). Never itself, nor a
 * permanent attached to it (directly or not), which would make a loop.
 */
export function legalHosts(pool: CardPool, setup: Setup, label: string): string[] {
  const card = setup.cards.find((c) => c.label === label);
  if (!card || !canAttach(pool, setup, card)) return [];
  const def = definitionOf(pool, setup, card)!;
  const wanted: readonly CardType[] = isAura(def) ? (def.enchant?.types ?? ['creature', 'artifact', 'enchantment', 'land', 'planeswalker']) : ['creature'];
  const onIt = (other: SetupCard): boolean => {
    const seen = new Set<string>();
    for (let at = other.attachedTo; at !== undefined && !seen.has(at); at = setup.cards.find((c) => c.label === at)?.attachedTo) {
      if (at === label) return true;
      seen.add(at);
    }
    return false;
  };
  return setup.cards
    .filter((c) => c !== card && c.zone === 'battlefield' && c.label !== undefined && !onIt(c))
    .filter((c) => definitionOf(pool, setup, c)?.types.some((t) => wanted.includes(t)))
    .map((c) => c.label!);
}

/** The counter kinds the builder offers: +1/+1 and -1/-1, then every kind the pool's cards use (charge, time …). */
export function counterKinds(pool: CardPool): string[] {
  const kinds = new Set<string>(['+1/+1', '-1/-1']);
  const walk = (value: unknown, key: string | null): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, null);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if ((key === 'counters' || key === 'entersWithCounters') && !('do' in record)) for (const k of Object.keys(record)) if (isCounterKind(k)) kinds.add(k);
    if (typeof record.kind === 'string' && (record.on === 'lastCounterRemoved' || String(record.do ?? '').toLowerCase().includes('counter')) && isCounterKind(record.kind))
      kinds.add(record.kind);
    if (typeof record.ptFromCounters === 'string' && isCounterKind(record.ptFromCounters)) kinds.add(record.ptFromCounters);
    for (const [k, v] of Object.entries(record)) walk(v, k);
  };
  for (const def of Object.values(pool)) walk(def, null);
  return [...kinds];
}

/** Which permanent-only fields this card supports (each is refused by the engine on other cards). */
export interface SupportedFields {
  damage: boolean;
  chosenName: boolean;
  copyOf: boolean;
}

export function supportedFields(pool: CardPool, setup: Setup, card: SetupCard): SupportedFields {
  const def = definitionOf(pool, setup, card);
  const own = pool[card.card];
  const onBattlefield = card.zone === 'battlefield';
  return {
    damage: onBattlefield && (def?.types.includes('creature') ?? false),
    chosenName: onBattlefield && (def?.asEnters?.choose === 'cardName' || own?.asEnters?.choose === 'cardName'),
    copyOf: onBattlefield && own?.asEnters?.choose === 'copy',
  };
}

/** The card names a card that names one as it enters may choose (Meddling Mage: nonland cards, never a token). */
export function nameableCards(pool: CardPool, setup: Setup, card: SetupCard): CardId[] {
  const asEnters = definitionOf(pool, setup, card)?.asEnters ?? pool[card.card]?.asEnters;
  if (asEnters?.choose !== 'cardName') return [];
  return Object.values(pool)
    .filter((def) => !def.token && !def.types.some((t) => (asEnters.notTypes ?? []).includes(t)))
    .map((def) => def.id);
}

/** What a card that may enter as a copy may copy: other setup cards (by label) of the right type, then card ids. */
export function copyChoices(pool: CardPool, setup: Setup, card: SetupCard): { labels: string[]; cards: CardId[] } {
  const asEnters = pool[card.card]?.asEnters;
  if (asEnters?.choose !== 'copy') return { labels: [], cards: [] };
  const wanted = asEnters.filter.types ?? [];
  const fits = (def: CardDefinition | undefined) => def !== undefined && !def.token && (wanted.length === 0 || wanted.some((t) => def.types.includes(t)));
  return {
    labels: setup.cards.filter((c) => c !== card && c.label !== undefined && fits(definitionOf(pool, setup, c))).map((c) => c.label!),
    cards: Object.values(pool).filter((def) => def.id !== card.card && fits(def)).map((def) => def.id),
  };
}
