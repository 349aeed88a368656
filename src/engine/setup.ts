// Creating a game from a starting board.
import { emptyPile } from './pile';
import { createCtx } from './context';
import { createObject, zoneList } from './zones';
import { CARD_ZONES, STEPS, type CardPool, type GameState, type LogEntry, type Rejection, type Setup } from './types';

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
    if (typeof p !== 'string' || !/^[A-Za-z][\w-]{0,31}$/.test(p)) return fail('badPlayerName', { player: String(p) });
  const active = setup.active ?? players[0]!;
  if (!players.includes(active)) return fail('unknownPlayer', { player: active });
  const step = setup.step ?? 'main1';
  if (!STEPS.includes(step)) return fail('unknownStep', { step: String(step) });

  const state: GameState = {
    format: 'stacklab-state/1',
    players: [...players],
    playerState: Object.fromEntries(
      players.map((p) => [p, { life: setup.life?.[p] ?? 20, lost: false, manaPool: {}, landsPlayed: 0, drewFromEmpty: false }]),
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
  }
  const ctx = createCtx(cards, state);
  const labels = new Map<string, string>();
  const attachments: [string, string][] = [];
  for (const [i, c] of (setup.cards ?? []).entries()) {
    if (!cards[c.card]) return fail('unknownCard', { card: String(c.card), index: i });
    if (!CARD_ZONES.includes(c.zone)) return fail('unknownZone', { zone: String(c.zone) });
    if (!players.includes(c.owner)) return fail('unknownPlayer', { player: String(c.owner) });
    const controller = c.controller ?? c.owner;
    if (!players.includes(controller)) return fail('unknownPlayer', { player: String(controller) });
    if (c.label !== undefined && (typeof c.label !== 'string' || c.label === '' || c.label.startsWith('#')))
      return fail('badLabel', { label: String(c.label) });
    if (c.label !== undefined && (labels.has(c.label) || players.includes(c.label)))
      return fail('duplicateLabel', { label: c.label });
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
      if (!Number.isInteger(n) || n < 0) return fail('badAmount');
      if (n > 0) obj.counters[kind] = n;
    }
    if (obj.token && c.zone !== 'battlefield') state.tokensAway = [...(state.tokensAway ?? []), obj.id]; // CR 704.5d
    if (c.label !== undefined) labels.set(c.label, obj.id);
    if (c.attachedTo !== undefined) attachments.push([obj.id, c.attachedTo]);
    zoneList(state, c.zone, c.owner)!.push(obj.id);
  }
  for (const [id, label] of attachments) {
    const target = labels.get(label);
    if (!target) return fail('unknownLabel', { label });
    state.objects[id]!.attachedTo = target;
  }
  return { ok: true, state, log: [{ event: 'gameStarted', turn: state.turn, player: active, step, rule: '103.1' }] };
}
