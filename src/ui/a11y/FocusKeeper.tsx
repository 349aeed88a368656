// Focus management on the table: a new decision takes the focus (its first answer); after any other change,
// a focus lost with its element (a card cast, a choice answered, the playback bar gone with "Show all") goes to
// the controls, never to the page; a step button disabled by the step it took hands the focus to its neighbour.
import { useEffect } from 'react';
import { useStacklab } from '../../store/game-store';
import { usePlayback } from '../../store/playback-store';
import { focusChoice, focusControls, focusLost, focusNeighbour } from './focus';
import { useShortcutHelp } from './ShortcutHelp';

export function FocusKeeper() {
  useEffect(() => {
    let frame = 0;
    const unsubscribe = useStacklab.subscribe((s, prev) => {
      if (s.state === prev.state && s.stepIndex === prev.stepIndex) return;
      const fresh = s.state.pending !== null && s.state.pending !== prev.state.pending;
      cancelAnimationFrame(frame);
      // After React has painted the new state.
      frame = requestAnimationFrame(() => {
        if (useShortcutHelp.getState().open) return;
        if (fresh && focusChoice()) return;
        if (focusLost()) focusControls();
      });
    });
    // The moment shown changed (the timeline, the playback bar): what had the focus may have gone with it. A step
    // button the step disabled hands it to its neighbour (what had it is noted as the step is taken: once disabled,
    // the browser has already moved the focus to the page).
    let momentFrame = 0;
    const unsubscribeMoments = usePlayback.subscribe((p, prev) => {
      if (p.cursor === prev.cursor) return;
      const hadFocus = document.activeElement;
      cancelAnimationFrame(momentFrame);
      // Two frames: the button pressed may be disabled (Back to now) or gone only once the page has been updated.
      momentFrame = requestAnimationFrame(() => {
        momentFrame = requestAnimationFrame(() => {
          if (!useShortcutHelp.getState().open && focusLost() && !focusNeighbour(hadFocus)) focusControls();
        });
      });
    });
    return () => {
      unsubscribe();
      unsubscribeMoments();
      cancelAnimationFrame(frame);
      cancelAnimationFrame(momentFrame);
    };
  }, []);
  return null;
}
