// Editing a `Setup` (the scenario format's starting board, docs/scenarios.md "Setup") one change at a time, for
// the board builder. Pure functions: each returns a new setup and never changes the one it is given. Every card
// the builder adds gets a label, so that it can be named (edited, moved, attached to) whatever its zone.
import { CARD_LIMIT, isReservedName, LIFE_LIMIT, type CardId, type PlayerId, type Setup, type SetupCard } from '../engine';

/** Where a card may be put: a zone, the library's top or bottom. */
export type BuilderZone = 'battlefield' | 'hand' | 'libraryTop' | 'libraryBottom' | 'graveyard' | 'exile';
export const BUILDER_ZONES: readonly BuilderZone[] = ['battlefield', 'hand', 'libraryTop', 'libraryBottom', 'graveyard', 'exile'];

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** The ids the builder gives new players, in turn. */
const DEFAULT_PLAYERS = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'];

/** The fields only a permanent on the battlefield may have (the engine refuses them elsewhere). */
const BATTLEFIELD_ONLY = ['tapped', 'counters', 'controller', 'attachedTo', 'sick', 'damage', 'chosenName', 'copyOf'] as const;

/** An empty board: two players at 20 life, the first one's main phase, mana free. */
export function emptySetup(): Setup {
  return { players: ['alice', 'bob'], life: { alice: 20, bob: 20 }, active: 'alice', step: 'main1', freeMana: true, cards: [] };
}

/** The schema's rule for a player id: a letter, then letters, digits, `-` or `_`, 32 characters at most. */
export function isPlayerId(id: string): boolean {
  return /^[A-Za-z][\w-]{0,31}$/.test(id) && !isReservedName(id);
}

/**
 * The id a typed name becomes when it is not one as typed: accents left off (« Zoé » → `Zoe`), spaces made hyphens
 * (`Jean Paul` → `Jean-Paul`), other characters dropped, 32 characters at most. Not always a valid id (a name that
 * starts with a digit stays refused).
 */
export function playerIdFrom(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .slice(0, 32);
}

export function canAddPlayer(setup: Setup): boolean {
  return setup.players.length < MAX_PLAYERS;
}

export function canRemovePlayer(setup: Setup): boolean {
  return setup.players.length > MIN_PLAYERS;
}

const labelsOf = (setup: Setup) => new Set(setup.cards.map((c) => c.label).filter((l): l is string => l !== undefined));

/** A fourth (or third) player, at 20 life; the setup itself when there are already four. */
export function addPlayer(setup: Setup): Setup {
  if (!canAddPlayer(setup)) return setup;
  const labels = labelsOf(setup);
  const id = DEFAULT_PLAYERS.find((p) => !setup.players.includes(p) && !labels.has(p)) ?? `p${setup.players.length + 1}`;
  return { ...setup, players: [...setup.players, id], life: { ...setup.life, [id]: 20 } };
}

/**
 * Removes a player and the cards they own; the permanents they controlled go back to their owners' control, and
 * what was attached to a card that goes is unattached. The setup itself when only two players are left.
 */
export function removePlayer(setup: Setup, player: PlayerId): Setup {
  if (!canRemovePlayer(setup) || !setup.players.includes(player)) return setup;
  const players = setup.players.filter((p) => p !== player);
  let next: Setup = { ...setup, players, life: withoutKey(setup.life ?? {}, player), active: setup.active === player ? players[0] : setup.active };
  for (const c of setup.cards) if (c.owner === player && c.label) next = removeCard(next, c.label);
  next = { ...next, cards: next.cards.filter((c) => c.owner !== player).map((c) => (c.controller === player ? withoutField(c, 'controller') : c)) };
  return next;
}

/** A new id for a player (`null` when it breaks the schema's rule or is already a player's or a card's). */
export function renamePlayer(setup: Setup, from: PlayerId, to: string): Setup | null {
  if (from === to) return setup;
  if (!setup.players.includes(from) || !isPlayerId(to) || setup.players.includes(to) || labelsOf(setup).has(to)) return null;
  const rename = (p: PlayerId) => (p === from ? to : p);
  const life = Object.fromEntries(Object.entries(setup.life ?? {}).map(([p, n]) => [rename(p), n]));
  return {
    ...setup,
    players: setup.players.map(rename),
    life,
    ...(setup.active !== undefined ? { active: rename(setup.active) } : {}),
    cards: setup.cards.map((c) => ({ ...c, owner: rename(c.owner), ...(c.controller !== undefined ? { controller: rename(c.controller) } : {}) })),
  };
}

/** A starting life total, kept within the schema's bounds. */
export function setLife(setup: Setup, player: PlayerId, life: number): Setup {
  if (!setup.players.includes(player) || !Number.isInteger(life)) return setup;
  return { ...setup, life: { ...setup.life, [player]: Math.max(-LIFE_LIMIT, Math.min(LIFE_LIMIT, life)) } };
}

/** A label no card and no player of the setup has: the card id, then `-2`, `-3` … */
export function freshLabel(setup: Setup, card: CardId): string {
  const taken = labelsOf(setup);
  const base = card.slice(0, 56);
  if (!taken.has(base) && !setup.players.includes(base)) return base;
  for (let n = 2; ; n++) {
    const label = `${base}-${n}`;
    if (!taken.has(label) && !setup.players.includes(label)) return label;
  }
}

export interface AddedCard {
  setup: Setup;
  label: string;
}

/** Adds a card of the pool for `owner` in `zone` (the library's top or bottom); null beyond the schema's card limit. */
export function addCard(setup: Setup, card: CardId, owner: PlayerId, zone: BuilderZone): AddedCard | null {
  if (setup.cards.length >= CARD_LIMIT || !setup.players.includes(owner)) return null;
  const label = freshLabel(setup, card);
  return { setup: { ...setup, cards: placed(setup.cards, { card, owner, zone: zone === 'libraryTop' || zone === 'libraryBottom' ? 'library' : zone, label }, zone) }, label };
}

/** The card with this label, and its index. */
export function cardByLabel(setup: Setup, label: string): SetupCard | undefined {
  return setup.cards.find((c) => c.label === label);
}

/** Removes a card; what was attached to it is unattached, and a copy of it becomes a copy of its card. */
export function removeCard(setup: Setup, label: string): Setup {
  const gone = cardByLabel(setup, label);
  if (!gone) return setup;
  return {
    ...setup,
    cards: setup.cards
      .filter((c) => c !== gone)
      .map((c) => (c.attachedTo === label ? withoutField(c, 'attachedTo') : c))
      .map((c) => (c.copyOf === label ? { ...c, copyOf: gone.copyOf ?? gone.card } : c)),
  };
}

/**
 * Moves a card to another zone (and owner): off the battlefield it loses what only a permanent has (tapped, counters,
 * controller, attached to, sick, damage, chosen name, copy), and what was attached to it is unattached.
 */
export function moveCard(setup: Setup, label: string, zone: BuilderZone, owner?: PlayerId): Setup {
  const card = cardByLabel(setup, label);
  if (!card || (owner !== undefined && !setup.players.includes(owner))) return setup;
  const to = zone === 'libraryTop' || zone === 'libraryBottom' ? 'library' : zone;
  let moved: SetupCard = { ...card, zone: to, owner: owner ?? card.owner };
  let others = setup.cards.filter((c) => c !== card);
  if (to !== 'battlefield') {
    for (const field of BATTLEFIELD_ONLY) moved = withoutField(moved, field);
    others = others.map((c) => (c.attachedTo === label ? withoutField(c, 'attachedTo') : c));
  }
  if (moved.controller === moved.owner) moved = withoutField(moved, 'controller');
  return { ...setup, cards: placed(others, moved, zone) };
}

/** The options a card may have, as the setup writes them (`undefined` or `false`/0/empty removes the field). */
export type CardOptions = Partial<Pick<SetupCard, 'tapped' | 'controller' | 'attachedTo' | 'sick' | 'damage' | 'chosenName' | 'copyOf' | 'counters'>>;

/** Changes a card's options; a field set to its default is left out of the setup. */
export function updateCard(setup: Setup, label: string, options: CardOptions): Setup {
  const card = cardByLabel(setup, label);
  if (!card) return setup;
  let next: SetupCard = { ...card };
  for (const [field, value] of Object.entries(options) as [keyof CardOptions, unknown][]) {
    const empty =
      value === undefined ||
      value === false ||
      value === '' ||
      (field === 'damage' && value === 0) ||
      (field === 'controller' && value === card.owner) ||
      (field === 'counters' && Object.values(value as Record<string, number>).every((n) => n === 0));
    next = empty ? withoutField(next, field) : { ...next, [field]: field === 'counters' ? nonZero(value as Record<string, number>) : value };
  }
  return { ...setup, cards: setup.cards.map((c) => (c === card ? next : c)) };
}

/** Relabels a card (a label of the schema: not empty, no leading `#`, unique among cards and players). */
export function relabelCard(setup: Setup, label: string, to: string): Setup | null {
  if (label === to) return setup;
  const card = cardByLabel(setup, label);
  if (!card || to === '' || to.startsWith('#') || to.length > 64 || isReservedName(to) || labelsOf(setup).has(to) || setup.players.includes(to)) return null;
  const rename = (l: string | undefined) => (l === label ? to : l);
  return {
    ...setup,
    cards: setup.cards.map((c) => {
      const out: SetupCard = c === card ? { ...c, label: to } : { ...c };
      if (c.attachedTo !== undefined) out.attachedTo = rename(c.attachedTo)!;
      if (c.copyOf !== undefined) out.copyOf = rename(c.copyOf)!;
      return out;
    }),
  };
}

/** The cards of one player in one zone, in the setup's order (the library: top first). */
export function cardsIn(setup: Setup, owner: PlayerId, zone: SetupCard['zone']): SetupCard[] {
  return setup.cards.filter((c) => c.owner === owner && c.zone === zone);
}

/** Puts `card` among `cards`: first of its owner's library for the top, else last. */
function placed(cards: readonly SetupCard[], card: SetupCard, zone: BuilderZone): SetupCard[] {
  if (zone === 'libraryTop') {
    const first = cards.findIndex((c) => c.zone === 'library' && c.owner === card.owner);
    if (first >= 0) return [...cards.slice(0, first), card, ...cards.slice(first)];
  }
  return [...cards, card];
}

function withoutField<T extends object, K extends keyof T>(obj: T, field: K): T {
  if (!(field in obj)) return obj;
  const copy = { ...obj };
  delete copy[field];
  return copy;
}

function withoutKey(record: Record<string, number>, key: string): Record<string, number> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}

function nonZero(counters: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counters).filter(([, n]) => n > 0));
}
