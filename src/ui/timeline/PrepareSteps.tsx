// Makes the moments one step back and one step forward ready once the table is idle (store/prepare-steps.ts), and
// their captions' sentences with them (the playback bar's, kept by logSentence). A component of its own that draws
// nothing: it follows every action and step without rendering the table again.
import { useEffect } from 'react';
import { useTexts } from '../../i18n/use-t';
import { useStableNames } from '../common/use-names';
import { momentText } from './MomentCaption';
import { useStacklab } from '../../store/game-store';
import { usePlayback } from '../../store/playback-store';
import { prepareNeighbours, whenIdle } from '../../store/prepare-steps';
import type { History } from '../../store/timeline';

export function PrepareSteps(): null {
  const state = useStacklab((s) => s.state);
  const past = useStacklab((s) => s.past);
  const cursor = usePlayback((p) => p.cursor);
  const texts = useTexts();
  const names = useStableNames();
  useEffect(
    () =>
      whenIdle(() => {
        for (const moment of prepareNeighbours(useStacklab.getState() as History, usePlayback.getState().cursor)) if (moment.entry) momentText(moment.entry, texts, names);
      }),
    [state, past, cursor, texts, names],
  );
  return null;
}
