import { memo } from 'react';
import { useTexts } from '../../i18n/use-t';
import type { LogEntry } from '../../engine';
import { RuleRef } from '../common/RuleRef';
import type { Names } from '../common/use-names';
import { logSentence } from './log-message';
import { WhyButton } from '../why/why-controls';

/** Lines whose "why?" could only answer that nothing triggered: the game being set up, a player passing priority. */
const NOTHING_TO_ASK = new Set(['gameStarted', 'passed']);

export const LogLine = memo(function LogLine({ entry, names, index }: { entry: LogEntry; names: Names; index: number }) {
  const text = logSentence(entry, useTexts(), names);
  return (
    <li className={`log-line event-${entry.event}`} data-event={entry.event}>
      <span className="log-text">{text}</span>
      {entry.rule && (
        <>
          {' '}
          <RuleRef rule={entry.rule} />
        </>
      )}{' '}
      {!NOTHING_TO_ASK.has(entry.event) && <WhyButton index={index} />}
    </li>
  );
});
