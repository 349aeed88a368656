// Scenario helpers for judge rulings on copies, casting and the stack: a two-player board, actions, and the
// runner's output; `run` returns a refusal, `ok` expects none, `refused` expects one.
import type { Action, SetupCard } from '../engine';
import { attempt } from './scenarios';

export type { Output } from './scenarios';
import type { Output } from './scenarios';
export type Entry = Output['log'][number] & Record<string, unknown>;

export const run = attempt;

export function ok(cards: SetupCard[], actions: Action[], setup: Record<string, unknown> = {}): Output {
  const r = run(cards, actions, setup);
  if (!r.ok) throw new Error(`${r.error} at action ${r.action}`);
  return r.out;
}

export function refused(cards: SetupCard[], actions: Action[], setup: Record<string, unknown> = {}) {
  const r = run(cards, actions, setup);
  if (r.ok) throw new Error('expected a refusal');
  return r;
}

export const bf = (card: string, owner: string, label?: string, extra: Partial<SetupCard> = {}): SetupCard =>
  ({ card, zone: 'battlefield', owner, ...(label ? { label } : {}), ...extra }) as SetupCard;
export const hand = (card: string, owner: string, label?: string): SetupCard => ({ card, zone: 'hand', owner, ...(label ? { label } : {}) });
export const lib = (card: string, owner: string, label?: string): SetupCard => ({ card, zone: 'library', owner, ...(label ? { label } : {}) });
export const cast = (player: string, card: string, extra: Record<string, unknown> = {}): Action => ({ type: 'cast', player, card, ...extra }) as Action;
export const choose = (player: string, answer: unknown): Action => ({ type: 'choose', player, answer }) as Action;
export const resolve: Action = { type: 'resolve' };
export const pass: Action = { type: 'pass' };
export const auto: Action = { type: 'auto' };
export const sneak: Action = { type: 'activate', player: 'alice', card: 'sa', ability: 0 };
/** Both players have cards to draw, so a scenario can run into later turns. */
export const libraries = [lib('island', 'alice'), lib('island', 'alice'), lib('island', 'bob'), lib('island', 'bob')];

export const events = (out: Output, event: string) => (out.log as Entry[]).filter((e) => e.event === event);
export const permanent = (out: Output, label: string) => out.battlefield.find((p) => p.label === label);
export const life = (out: Output, player: string) => out.players[player]!.life;
