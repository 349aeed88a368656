// Makes the moments one step back and one step forward ready once the table is idle (store/prepare-steps.ts). A
// component of its own that draws nothing: it follows every action and step without rendering the table again.
import { useEffect } from 'react';
import { useStacklab } from '../../store/game-store';
import { usePlayback } from '../../store/playback-store';
import { prepareNeighbours, whenIdle } from '../../store/prepare-steps';
import type { History } from '../../store/timeline';

export function PrepareSteps(): null {
  const state = useStacklab((s) => s.state);
  const past = useStacklab((s) => s.past);
  const cursor = usePlayback((p) => p.cursor);
  useEffect(() => whenIdle(() => void prepareNeighbours(useStacklab.getState() as History, usePlayback.getState().cursor)), [state, past, cursor]);
  return null;
}
