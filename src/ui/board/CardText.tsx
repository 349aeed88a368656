import { Fragment } from 'react';
import { textRuns } from './mana';
import { ManaSymbol } from './ManaSymbol';

/** Rules text with its mana symbols drawn; one paragraph per line. */
export function CardText({ text, className = 'card-text' }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {text.split('\n').map((line, i) => (
        <p key={i}>
          {textRuns(line).map((run, j) =>
            run.symbol ? <ManaSymbol key={j} symbol={run.symbol} /> : <Fragment key={j}>{run.text}</Fragment>,
          )}
        </p>
      ))}
    </div>
  );
}
