// What the table shows: the live game, or one inner step of an action (the cursor), and how a new action is
// played: moment by moment by the learner ("step"), animated at a speed, or at once ("instant"). The game
// store keeps the real, final state; this store only follows it (a subscription below): any change of the game
// (an action, undo, redo, a new board) brings the table back to the live game, then a new action may start
// its playback.
import { create } from 'zustand';
import { useStacklab, type StacklabStore } from './game-store';
import {
  displayedLogLength,
  displayedState,
  momentsOf,
  nextCursor,
  previousCursor,
  comesBefore,
  worthPlaying,
  entriesOf,
  firstMoment,
  type Cursor,
} from './timeline';
import type { GameState } from '../engine';
import { mediaQuery } from './media';

export type Playback = 'step' | 'slow' | 'normal' | 'fast' | 'instant';
export const PLAYBACKS: readonly Playback[] = ['step', 'slow', 'normal', 'fast', 'instant'];
/** How long each moment stays on screen when animated, in milliseconds. */
export const MOMENT_MS: Record<'slow' | 'normal' | 'fast', number> = { slow: 1400, normal: 700, fast: 300 };

const STORAGE_KEY = 'stacklab-playback';

function readChoice(): Playback | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return value && (PLAYBACKS as readonly string[]).includes(value) ? (value as Playback) : null;
  } catch {
    return null;
  }
}

export function prefersReducedMotion(): boolean {
  return mediaQuery('(prefers-reduced-motion: reduce)')?.matches ?? false;
}

export interface PlaybackStore {
  cursor: Cursor | null;
  /** True while an animated playback moves on by itself. */
  playing: boolean;
  /**
   * True when the last move of the cursor went back in time: what the table shows again was there before, so it
   * does not arrive (no entrance animation).
   */
  rewound: boolean;
  /** The learner's setting; null: step by step in lessons, normal speed in the sandbox. */
  choice: Playback | null;
  setChoice: (choice: Playback) => void;
  /** Shows this place of the timeline (null: the live game). */
  moveTo: (cursor: Cursor | null) => void;
  next: () => void;
  previous: () => void;
  /** The end of the action: the live game. */
  showAll: () => void;
  /** Goes on from the end of action `i` (-1: the start of the board): the later actions are undone (redoable). */
  forkAt: (i: number) => void;
}

/** The playback that applies: the learner's choice, else the mode's default; never animated under reduced motion. */
export function effectivePlayback(choice: Playback | null, mode: StacklabStore['mode'], reducedMotion = prefersReducedMotion()): Playback {
  const wanted = choice ?? (mode === 'lessons' ? 'step' : 'normal');
  return reducedMotion && wanted !== 'step' ? 'instant' : wanted;
}

/** The cursor's move to `cursor`, and whether it goes back in time. */
function move(from: Cursor | null, cursor: Cursor | null): Pick<PlaybackStore, 'cursor' | 'playing' | 'rewound'> {
  return { cursor, playing: false, rewound: comesBefore(cursor, from) };
}

/** How long a moment stays on screen at this playback (a step waits for the learner: shown as normal speed). */
export function momentMs(playback: Playback): number {
  return playback === 'slow' || playback === 'normal' || playback === 'fast' ? MOMENT_MS[playback] : MOMENT_MS.normal;
}

export const usePlayback = create<PlaybackStore>()((set, get) => ({
  cursor: null,
  playing: false,
  rewound: false,
  choice: readChoice(),
  setChoice(choice) {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, choice);
    } catch {
      // Storage refused: the setting lasts as long as the page.
    }
    set({ choice, ...(choice === 'instant' ? { cursor: null, playing: false, rewound: false } : {}) });
  },
  moveTo(cursor) {
    set(move(get().cursor, cursor));
  },
  next() {
    set(move(get().cursor, nextCursor(useStacklab.getState(), get().cursor)));
  },
  previous() {
    set(move(get().cursor, previousCursor(useStacklab.getState(), get().cursor)));
  },
  showAll() {
    set({ cursor: null, playing: false, rewound: false });
  },
  forkAt(i) {
    const game = useStacklab.getState();
    const undos = game.past.length - 1 - i;
    for (let k = 0; k < undos; k++) game.undo();
    set({ cursor: null, playing: false, rewound: false });
  },
}));

/** Moves an animated playback on by one moment (the component's timer calls it). */
export function advancePlaying() {
  const p = usePlayback.getState();
  if (!p.playing) return;
  const cursor = nextCursor(useStacklab.getState(), p.cursor);
  usePlayback.setState({ cursor, playing: cursor !== null, rewound: false });
}

// Any change of the game ends what was shown; a new action worth it is played from its first moment.
useStacklab.subscribe((s, prev) => {
  if (s.state === prev.state && s.past === prev.past) return;
  const last = s.past.length - 1;
  const acted = s.past.length === prev.past.length + 1 && s.past[last]?.state === prev.state;
  const playback = effectivePlayback(usePlayback.getState().choice, s.mode);
  if (!acted || playback === 'instant' || !worthPlaying(entriesOf(s, last))) {
    if (usePlayback.getState().cursor !== null || usePlayback.getState().playing) usePlayback.setState({ cursor: null, playing: false, rewound: false });
    return;
  }
  usePlayback.setState({ cursor: { action: last, moment: firstMoment(momentsOf(s, last)) }, playing: playback !== 'step', rewound: false });
});

/** The state the table shows. */
export function useDisplayedState(): GameState {
  const cursor = usePlayback((p) => p.cursor);
  return useStacklab((s) => displayedState(s, cursor));
}

/** How many log lines the table shows (those written up to the moment shown). */
export function useDisplayedLogLength(): number {
  const cursor = usePlayback((p) => p.cursor);
  return useStacklab((s) => displayedLogLength(s, cursor));
}
