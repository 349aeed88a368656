// What a prediction's `check` reads in the log of a step's solution, shared by the lessons.
import type { CardId, LogEntry } from '../engine';

/** The `triggered` entries of the abilities of this card (of any card when none is named). */
export function triggersOf(log: readonly LogEntry[], source?: CardId): LogEntry[] {
  return log.filter((e) => e.event === 'triggered' && (source === undefined || e.source === source));
}
