// Creating a game from a starting board.
import { emptyPile } from '../state/pile';
import { cardOf, createCtx } from '../state/context';
import { createObject, zoneList } from '../events/zones';
import { isCreature } from '../characteristics/characteristics';
import { isPermanentCardType } from '../characteristics/filters';
import { CARD_ZONES, STEPS } from '../state/basic-types';
import { LIFE_LIMIT, type Setup, type SetupCard } from './setup-types';
import { AMOUNT_LIMIT, CARD_LIMIT, COUNT_LIMIT, NAME_LIMIT, isCounterKind, isReservedName } from './limits';
import type { CardPool } from '../state/card-types';
import type { GameState } from '../state/game-types';
import type { LogEntry } from '../state/log-types';
import type { Rejection } from '../actions/action-types';

/**
 * The fields of a setup card that only a permanent on the battlefield can have. Counters exist only on permanents
 * here (CR 122.1; no card of the pool uses counters in another zone, such as suspend's time counters in exile), and
 * only a permanent is tapped or untapped.
 */
const BATTLEFIELD_ONLY = ['tapped', 'counters', 'sick', 'damage', 'chosenName', 'copyOf'] as const;

const fail = (error: string, params?: Record<string, string | number>): Rejection => ({
  ok: false,
  error: `errors.${error}`,
  ...(params ? { params } : {}),
});

export function createGame(cards: CardPool, setup: Setup): { ok: true; state: GameState; log: LogEntry[] } | Rejection {
  const players = setup.players;
  if (!Array.isArray(players) || players.length < 2 || players.length > 4) return fail('playerCount');
  if (new Set(players).size !== players.length) return fail('duplicatePlayer');
  for (const p of players)
    if (typeof p !== 'string' || !/^[A-Za-z][\w-]{0,31}$/.test(p) || isReservedName(p)) return fail('badPlayerName', { player: String(p) });
  if (setup.turn !== undefined && (!Number.isInteger(setup.turn) || setup.turn < 1 || setup.turn > COUNT_LIMIT))
    return fail('outOfRange', { path: 'setup.turn', min: 1, max: COUNT_LIMIT });
  if ((setup.cards ?? []).length > CARD_LIMIT) return fail('tooMany', { path: 'setup.cards', limit: CARD_LIMIT });
  const active = setup.active ?? players[0]!;
  if (!players.includes(active)) return fail('unknownPlayer', { player: active });
  const step = setup.step ?? 'main1';
  if (!STEPS.includes(step)) return fail('unknownStep', { step: String(step) });

  const state: GameState = {
    format: 'stacklab-state/1',
    players: [...players],
    playerState: Object.fromEntries(
      players.map((p) => [p, { life: (setup.life && Object.hasOwn(setup.life, p) ? setup.life[p] : undefined) ?? 20, lost: false, manaPool: {}, landsPlayed: 0, drewFromEmpty: false }]),
    ),
    turn: setup.turn ?? 1,
    active,
    step,
    priority: active,
    passes: 0,
    objects: {},
    battlefield: [],
    zones: Object.fromEntries(players.map((p) => [p, { hand: [], library: [], graveyard: [], exile: [] }])),
    stack: emptyPile(),
    pendingTriggers: [],
    delayedTriggers: [],
    loopGuard: null,
    spellsCastThisTurn: 0,
    pending: null,
    freeMana: Boolean(setup.freeMana),
    nextId: 0,
    rng: (setup.seed ?? 1) | 0,
    winner: null,
    combat: null,
    durationEffects: [],
  };
  for (const [p, life] of Object.entries(setup.life ?? {})) {
    if (!players.includes(p)) return fail('unknownPlayer', { player: p });
    if (!Number.isInteger(life)) return fail('badAmount');
    if (Math.abs(life) > LIFE_LIMIT) return fail('lifeOutOfRange', { player: p, life, limit: LIFE_LIMIT });
  }
  const ctx = createCtx(cards, state);
  const labels = new Map<string, string>();
  const attachments: [string, string, number][] = [];
  const copies: [string, string, number][] = [];
  const damaged: [string, number, number][] = [];
  const named: [string, string, number][] = [];
  for (const [i, c] of (setup.cards ?? []).entries()) {
    if (typeof c.card !== 'string' || !Object.hasOwn(cards, c.card)) return fail('unknownCard', { card: String(c.card), index: i });
    if (!CARD_ZONES.includes(c.zone)) return fail('unknownZone', { zone: String(c.zone) });
    if (!players.includes(c.owner)) return fail('unknownPlayer', { player: String(c.owner) });
    const controller = c.controller ?? c.owner;
    if (!players.includes(controller)) return fail('unknownPlayer', { player: String(controller) });
    if (
      c.label !== undefined &&
      (typeof c.label !== 'string' || c.label === '' || c.label.startsWith('#') || c.label.length > NAME_LIMIT || isReservedName(c.label))
    )
      return fail('badLabel', { label: String(c.label) });
    if (c.label !== undefined && (labels.has(c.label) || players.includes(c.label)))
      return fail('duplicateLabel', { label: c.label });
    const rejected = checkBattlefieldFields(cards, c, i);
    if (rejected) return rejected;
    const obj = createObject(ctx, {
      physical: `c${i + 1}`,
      card: c.card,
      label: c.label ?? null,
      owner: c.owner,
      controller: c.zone === 'battlefield' ? controller : c.owner,
      zone: c.zone,
      tapped: c.zone === 'battlefield' && Boolean(c.tapped),
      ...(cards[c.card]!.token ? { token: true } : {}),
    });
    for (const [kind, n] of Object.entries(c.counters ?? {})) {
      if (!isCounterKind(kind)) return fail('badCounterKind', { kind });
      if (!Number.isInteger(n) || n < 0) return fail('badAmount');
      if (n > AMOUNT_LIMIT) return fail('outOfRange', { path: `setup.cards[${i}].counters.${kind}`, min: 0, max: AMOUNT_LIMIT });
      if (n > 0) obj.counters[kind] = n;
    }
    if (obj.token && c.zone !== 'battlefield') state.tokensAway = [...(state.tokensAway ?? []), obj.id]; // CR 704.5d
    if (c.label !== undefined) labels.set(c.label, obj.id);
    if (c.attachedTo !== undefined) attachments.push([obj.id, c.attachedTo, i]);
    // CR 302.6: it came under its controller's control this turn (absent: since before the first turn).
    if (c.sick) obj.controlledSince = state.turn;
    // CR 613.1b, 800.4a: a permanent under another player's control than its owner's is under a control-changing
    // effect (as if taken with `control`): it goes back to its owner when that player leaves the game.
    if (c.zone === 'battlefield' && controller !== c.owner) obj.controlChanges = { from: c.owner, to: [controller] };
    if (c.chosenName !== undefined) named.push([obj.id, c.chosenName, i]);
    if (c.copyOf !== undefined) copies.push([obj.id, c.copyOf, i]);
    if (c.damage) damaged.push([obj.id, c.damage, i]);
    zoneList(state, c.zone, c.owner)!.push(obj.id);
  }
  for (const [id, label] of attachments) {
    const target = typeof label === 'string' ? labels.get(label) : undefined;
    if (!target) return fail('unknownLabel', { label });
    state.objects[id]!.attachedTo = target;
  }
  // CR 707.2: a copy has the copiable values of the card it copies (that card's own copy, for a copy of a copy).
  // `loop`: copies that copy each other, directly or through others, which copy nothing a game could reach.
  const copied = (ref: string, seen: Set<string>): string | undefined | 'loop' => {
    const id = labels.get(ref);
    if (id === undefined) return Object.hasOwn(cards, ref) ? ref : undefined;
    if (seen.has(id)) return 'loop';
    seen.add(id);
    const other = copies.find(([copy]) => copy === id);
    return other ? copied(other[1], seen) : state.objects[id]!.card;
  };
  for (const [id, ref, index] of copies) {
    const obj = state.objects[id]!;
    const model = copied(ref, new Set([id]));
    if (model === 'loop') return fail('unknownCopyOf', { card: obj.card, copyOf: ref, index, reason: 'loop' });
    if (model === undefined) return fail('unknownCopyOf', { card: obj.card, copyOf: ref, index });
    const asEnters = cards[obj.card]!.asEnters;
    const wanted = asEnters?.choose === 'copy' ? (asEnters.filter.types ?? []) : [];
    const def = cards[model]!;
    // A token creature may be copied like any other (CR 707.2); being a token isn't copied (111.1), the copy stays a card.
    if (wanted.length > 0 && !wanted.some((t) => def.types.includes(t)))
      return fail('cannotCopy', { card: obj.card, copyOf: model, index });
    obj.copyOf = model;
  }
  for (const [id, name, index] of named) {
    const obj = state.objects[id]!;
    // A copy of a card that names a card as it enters names one too (CR 707.2: the copy has that ability).
    const asEnters = cards[cardOf(obj)]!.asEnters ?? cards[obj.card]!.asEnters;
    if (asEnters?.choose !== 'cardName') return fail('noAsEntersChoice', { card: obj.card, field: 'chosenName', index });
    const def = typeof name === 'string' && Object.hasOwn(cards, name) ? cards[name] : undefined;
    if (!def || def.token || def.types.some((t) => (asEnters.notTypes ?? []).includes(t)))
      return fail('cannotBeNamed', { card: obj.card, name: String(name), index });
    obj.chosenName = name;
  }
  const impossible = impossibleAttachment(cards, state, attachments);
  if (impossible) return impossible;
  // Damage is marked on creatures only (CR 120.3); what is a creature may depend on the whole board.
  const board = createCtx(cards, state);
  for (const [id, damage, index] of damaged) {
    const obj = state.objects[id]!;
    if (!isCreature(board, obj)) return fail('damageNotCreature', { card: obj.card, index });
    obj.damage = damage;
  }
  return { ok: true, state, log: [{ event: 'gameStarted', turn: state.turn, player: active, step, rule: '103.1' }] };
}

/**
 * The fields only a permanent can have (`tapped`, `counters`, `sick`, `damage`, `chosenName`, `copyOf`) are refused elsewhere, and the
 * "as it enters" choices (CR 603.6d) on cards that make no such choice.
 */
function checkBattlefieldFields(cards: CardPool, c: SetupCard, index: number): Rejection | null {
  // CR 400.4a: an instant or sorcery card is never on the battlefield.
  if (c.zone === 'battlefield' && !isPermanentCardType(cards[c.card]!.types)) return fail('cannotEnterBattlefield', { card: c.card, index, reason: 'setup' });
  for (const field of BATTLEFIELD_ONLY)
    if (c[field] !== undefined && c.zone !== 'battlefield' && !saysNothing(c, field)) return fail('notOnBattlefield', { card: c.card, field, index });
  if (c.sick !== undefined && typeof c.sick !== 'boolean') return fail('badSetupField', { card: c.card, field: 'sick', index });
  if (c.damage !== undefined && (!Number.isInteger(c.damage) || c.damage < 0)) return fail('badAmount');
  if (c.damage !== undefined && c.damage > AMOUNT_LIMIT) return fail('outOfRange', { path: `setup.cards[${index}].damage`, min: 0, max: AMOUNT_LIMIT });
  const asEnters = cards[c.card]!.asEnters;
  if (c.copyOf !== undefined && asEnters?.choose !== 'copy') return fail('noAsEntersChoice', { card: c.card, field: 'copyOf', index });
  return null;
}

/**
 * `tapped: false` and no counters say nothing a card in another zone doesn't already have: files written before these
 * two fields were refused off the battlefield keep working.
 */
function saysNothing(c: SetupCard, field: (typeof BATTLEFIELD_ONLY)[number]): boolean {
  if (field === 'tapped') return c.tapped === false;
  if (field === 'counters') return Object.values(c.counters ?? {}).every((n) => n === 0);
  // No damage marked, as on a noncreature permanent (where `damage: 0` is accepted too).
  if (field === 'damage') return c.damage === 0;
  return false;
}

/**
 * A starting board can't show what no game can reach: a permanent attached to itself or, in a loop, to what is
 * attached to it; a card attached, or attached to, outside the battlefield (CR 701.3a: attaching puts a
 * permanent on another object on the battlefield); anything attached that is neither an Aura nor an Equipment
 * (704.5p), or an Equipment that is a creature (301.5c). Each refusal names the card and the rule.
 */
function impossibleAttachment(cards: CardPool, state: GameState, attachments: readonly [string, string, number][]): Rejection | null {
  for (const [id, , index] of attachments) {
    const obj = state.objects[id]!;
    const host = state.objects[obj.attachedTo ?? '']!;
    const def = cards[cardOf(obj)]!;
    const rule = def.subtypes?.includes('Aura') ? '704.5m' : def.subtypes?.includes('Equipment') ? '704.5n' : '704.5p';
    if (host.id === obj.id) return fail('setupAttachedToItself', { card: obj.card, index, rule });
    if (obj.zone !== 'battlefield' || host.zone !== 'battlefield')
      return fail('setupAttachedOffBattlefield', { card: obj.card, host: host.card, index, rule: '701.3a' });
    if (rule === '704.5p') return fail('setupCannotBeAttached', { card: obj.card, host: host.card, index, rule });
    if (rule === '704.5n' && def.types.includes('creature'))
      return fail('setupCannotBeAttached', { card: obj.card, host: host.card, index, rule: '301.5c' });
    // Following what each is attached to must end: a loop (A on B, B on A) is no board.
    let at: string | null = host.id;
    for (let steps = 0; at !== null && steps <= attachments.length; steps++) {
      if (at === obj.id) return fail('setupAttachmentLoop', { card: obj.card, host: host.card, index, rule });
      at = state.objects[at]?.attachedTo ?? null;
    }
  }
  return null;
}
