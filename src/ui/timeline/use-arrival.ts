// What arrives as the table moves forward through an action's moments (an ability that triggers and waits, an
// object put on the stack, the moment's caption) comes in with a short entrance, so the eye finds what changed.
// Going back in time shows the earlier moment at once: what appears again was there before, it does not arrive.
// Only what mounts at that moment is animated (what stays keeps still), only transform and opacity, never
// under reduced motion, and never in the live game.
import { useLayoutEffect, useRef, useState } from 'react';
import { effectivePlayback, momentMs, prefersReducedMotion, usePlayback } from '../../store/playback-store';
import { useStacklab } from '../../store/game-store';

const ENTRANCE: Keyframe[] = [
  { opacity: 0, transform: 'translateY(-0.5rem) scale(0.97)' },
  { opacity: 1, transform: 'none' },
];

/** Is the table, as this mounts, moving forward through moments (not the live game, not a step back)? */
function arriving(): boolean {
  const { cursor, rewound } = usePlayback.getState();
  return cursor !== null && !rewound && !prefersReducedMotion();
}

/** How long an entrance lasts: a little over half a moment, and never long. */
function entranceMs(): number {
  const playback = effectivePlayback(usePlayback.getState().choice, useStacklab.getState().mode);
  return Math.round(Math.min(momentMs(playback), 700) * 0.6);
}

/** A ref for an element that plays the entrance when it mounts while the table moves forward through moments. */
export function useArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    // `animate` is missing where there is no layout (unit tests' DOM).
    if (arriving()) ref.current?.animate?.(ENTRANCE, { duration: entranceMs(), easing: 'ease-out', fill: 'backwards' });
  }, []);
  return ref;
}

/** True for a panel mounted by a step back in time: it is shown again, so it skips its own entrance. */
export function useShownAgain(): boolean {
  const [again] = useState(() => usePlayback.getState().rewound);
  return again;
}
