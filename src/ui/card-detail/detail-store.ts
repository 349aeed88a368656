// Which card's detail is open, and where the focus goes back when it closes. One dialog for the whole table.
import { create } from 'zustand';
import type { ObjectId } from '../../engine';

interface CardDetailStore {
  /** The object shown (a permanent, or a card in a hand, graveyard, exile or library), or null. */
  id: ObjectId | null;
  /** The control that opened it: the focus returns there on close. */
  opener: HTMLElement | null;
  open: (id: ObjectId, opener: HTMLElement | null) => void;
  close: () => void;
}

export const useCardDetail = create<CardDetailStore>()((set, get) => ({
  id: null,
  opener: null,
  open: (id, opener) => set({ id, opener }),
  close: () => {
    const { opener } = get();
    set({ id: null, opener: null });
    // The opener may have been re-rendered away (the card moved): then the focus stays where the browser puts it.
    if (opener?.isConnected) opener.focus();
  },
}));
