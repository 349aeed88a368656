// The log and how much of it the table shows, followed in a transition (EventLog).
import { startTransition, useEffect, useState } from 'react';
import { useStacklab, type StacklabStore } from '../../store/game-store';
import { usePlayback } from '../../store/playback-store';
import { displayedLogLength } from '../../store/timeline';

/**
 * The whole log and how much of it the table shows, followed in a transition: a click that acts or steps in time
 * renders the table without the log, which renders afterwards in a render React may interrupt (the log of a
 * thousand triggers, or a hundred lines compared to find that none changed, is not that click's frame).
 */
export function useLogInTransition(): { log: StacklabStore['log']; shown: number } {
  const read = () => {
    const s = useStacklab.getState();
    return { log: s.log, shown: displayedLogLength(s, usePlayback.getState().cursor) };
  };
  const [log, setLog] = useState(() => read().log);
  const [shown, setShown] = useState(() => read().shown);
  useEffect(() => {
    const follow = () =>
      startTransition(() => {
        const now = read();
        setLog(now.log);
        setShown(now.shown);
      });
    // What changed between the first render and this effect.
    follow();
    const stopGame = useStacklab.subscribe(follow);
    const stopPlayback = usePlayback.subscribe(follow);
    return () => {
      stopGame();
      stopPlayback();
    };
  }, []);
  return { log, shown };
}
