// The cards the teacher has selected to act on together (destroy them all at once, put them onto the
// battlefield together …). Kept beside the board it was made on: objects get new ids when they change zones
// (CR 400.7), so any action, undo or new board starts a new selection.
import { useMemo } from 'react';
import { create } from 'zustand';
import type { GameState, ObjectId } from '../engine';
import { useStacklab } from './game-store';
import { viewOf } from './selectors';
import { selectableZone, togetherActions, type TogetherAction } from './teacher';

export interface SelectionStore {
  /** The board the selection was made on. */
  on: GameState | null;
  ids: ObjectId[];
  /** Selects the object, or unselects it if it is selected. */
  toggle: (id: ObjectId) => void;
  clear: () => void;
  /** Does this to all the selected cards in one action; false (nothing changed) if it can't be done. */
  act: (key: TogetherAction['key']) => boolean;
}

/** The selected objects still where they can be acted on, if the selection was made on this board. */
export function selectedIds(selection: Pick<SelectionStore, 'on' | 'ids'>, state: GameState): ObjectId[] {
  if (selection.on !== state) return [];
  const view = viewOf(state);
  return selection.ids.filter((id) => selectableZone(view, id) !== undefined);
}

export const useSelection = create<SelectionStore>()((set, get) => ({
  on: null,
  ids: [],

  toggle(id) {
    const state = useStacklab.getState().state;
    const ids = selectedIds(get(), state);
    if (selectableZone(viewOf(state), id) === undefined) return;
    set({ on: state, ids: ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id] });
  },

  clear() {
    set({ on: null, ids: [] });
  },

  act(key) {
    const state = useStacklab.getState().state;
    const found = togetherActions(viewOf(state), selectedIds(get(), state)).find((a) => a.key === key);
    if (!found || !useStacklab.getState().dispatch(found.action)) return false;
    set({ on: null, ids: [] });
    return true;
  },
}));

/** The selected objects on the current board. */
export function useSelected(): ObjectId[] {
  const state = useStacklab((s) => s.state);
  const on = useSelection((s) => s.on);
  const ids = useSelection((s) => s.ids);
  return useMemo(() => selectedIds({ on, ids }, state), [on, ids, state]);
}

// A new state (an action, undo, redo, another board) ends the selection made on the old one, here rather than in
// each row: a row that subscribed to the game's state to compare it would be rendered again on every action.
useStacklab.subscribe((s) => {
  const selection = useSelection.getState();
  if (selection.on !== null && selection.on !== s.state) selection.clear();
});

/** Is this object selected on the current board? (Only the rows whose answer changes are rendered again.) */
export function useIsSelected(id: ObjectId): boolean {
  return useSelection((s) => s.on !== null && s.on === useStacklab.getState().state && s.ids.includes(id));
}
