// Small helpers to write rulings' boards: a card of the setup in a zone, and a two-player board with free mana.
import type { SetupCard, Setup } from '../engine';

type Extra = Omit<SetupCard, 'card' | 'zone' | 'owner' | 'label'>;

export const bf = (card: string, owner: string, label: string, extra: Extra = {}): SetupCard => ({ card, zone: 'battlefield', owner, label, ...extra });
export const hand = (card: string, owner: string, label: string): SetupCard => ({ card, zone: 'hand', owner, label });
export const gy = (card: string, owner: string, label: string): SetupCard => ({ card, zone: 'graveyard', owner, label });
export const lib = (card: string, owner: string, label?: string): SetupCard => ({ card, zone: 'library', owner, ...(label ? { label } : {}) });

/** Alice and Bob (unless `extra` names players), Alice's first main phase, free mana. */
export function board(cards: SetupCard[], extra: Partial<Omit<Setup, 'cards'>> = {}): Setup {
  return { players: ['alice', 'bob'], freeMana: true, ...extra, cards };
}

/** A few cards in each player's library, so that a board that goes to another turn draws safely. */
export const libraries = (players: readonly string[] = ['alice', 'bob'], count = 2): SetupCard[] => players.flatMap((p) => Array.from({ length: count }, () => lib('plains', p)));
