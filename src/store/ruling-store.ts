// The ruling the sandbox shows: a tiny store beside the game store. Opening a ruling plays its scenario on the
// sandbox's `custom` board (openScenario) and remembers which ruling made that board, so that the sandbox
// panel can show its question and explanation. The note is shown only while the custom board is the one the
// ruling opened (the same setup): the teacher may play on, undo or reset it; a board made since by anything
// else (the builder, a file, a link) is not that ruling any more.
import { create } from 'zustand';
import type { Setup } from '../engine';
import type { Ruling } from '../rulings';
import { useStacklab, type StacklabStore } from './game-store';

export interface RulingState {
  /** The ruling last opened, with the setup object it gave the game store. */
  opened: { id: string; setup: Setup } | null;
}

export const useRulingStore = create<RulingState>(() => ({ opened: null }));

/** Opens the ruling in the sandbox (all or nothing); a refusal leaves both stores as they were. */
export function openRuling(ruling: Ruling): ReturnType<StacklabStore['openScenario']> {
  const opened = useStacklab.getState().openScenario(ruling.setup, ruling.actions);
  if (opened.ok) useRulingStore.setState({ opened: { id: ruling.id, setup: ruling.setup } });
  return opened;
}

/** The id of the ruling whose board the sandbox shows, or null. */
export function shownRulingId(game: Pick<StacklabStore, 'mode' | 'sandboxBoard' | 'customBoard'>, rulings: RulingState): string | null {
  const { opened } = rulings;
  if (!opened || game.mode !== 'sandbox' || game.sandboxBoard !== 'custom') return null;
  return game.customBoard === opened.setup ? opened.id : null;
}

export function useShownRuling(): string | null {
  const opened = useRulingStore((s) => s.opened);
  return useStacklab((s) => shownRulingId(s, { opened }));
}
