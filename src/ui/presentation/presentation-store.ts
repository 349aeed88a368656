// Presentation mode (a projector in a classroom): on or off, and whether each card's name in the other language
// is shown under its name. A page-long setting: it is not stored.
import { create } from 'zustand';

export interface PresentationStore {
  on: boolean;
  bilingual: boolean;
  toggle: () => void;
  leave: () => void;
  toggleBilingual: () => void;
}

export const usePresentation = create<PresentationStore>()((set) => ({
  on: false,
  bilingual: false,
  toggle: () => set((s) => ({ on: !s.on, bilingual: s.on ? false : s.bilingual })),
  leave: () => set({ on: false, bilingual: false }),
  toggleBilingual: () => set((s) => ({ bilingual: s.on && !s.bilingual })),
}));
