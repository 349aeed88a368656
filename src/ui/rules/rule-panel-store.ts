// Which rule the rule panel shows, and the control that opened it (focus goes back there on closing).
import { create } from 'zustand';

interface RulePanelStore {
  rule: string | null;
  opener: HTMLElement | null;
  open: (rule: string, opener: HTMLElement | null) => void;
  close: () => void;
}

export const useRulePanel = create<RulePanelStore>()((set) => ({
  rule: null,
  opener: null,
  open: (rule, opener) => set({ rule, opener }),
  close: () => set({ rule: null, opener: null }),
}));
