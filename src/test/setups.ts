// Scenario helpers for judge rulings written with a whole setup (players, step, cards): a setup, actions,
// and the runner's output.
import { play } from './scenarios';

export type Card = Record<string, unknown>;
export const bf = (card: string, owner: string, label: string, extra: Card = {}): Card => ({ card, zone: 'battlefield', owner, label, ...extra });
export const hand = (card: string, owner: string, label: string): Card => ({ card, zone: 'hand', owner, label });
export const lib = (card: string, owner: string): Card => ({ card, zone: 'library', owner });
export const P3 = ['alice', 'bob', 'carol'];
export const P4 = ['alice', 'bob', 'carol', 'dave'];

export const attempt = play;

export function run(setup: Record<string, unknown>, actions: unknown[] = []) {
  const result = attempt(setup, actions);
  if (!result.ok) throw new Error(`${result.error} at action ${result.action}`);
  return result.out;
}

export type Out = ReturnType<typeof run>;
export const perm = (out: Out, label: string) => out.battlefield.find((p) => p.label === label);
export const graveyard = (out: Out, player: string) => out.graveyard[player]!.map((c) => c.label);
export const events = (out: Out, event: string) => out.log.filter((e) => e.event === event);
export const attack = (...pairs: [string, string][]) => ({ type: 'attack', attackers: pairs.map(([card, target]) => ({ card, target })) });
export const block = (...pairs: [string, string][]) => ({ type: 'block', blockers: pairs.map(([card, blocks]) => ({ card, blocks })) });
