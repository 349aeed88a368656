// CR 603.3b: the rows of the order choice. Interchangeable triggers (the engine's `group` key: the same
// ability of the same source, no targets, no modes) make one row with a count, moved as one; every other
// trigger is a row of its own. Pure functions, no React: the page and the lesson journey both use them.
import type { CardId, PendingTriggerView, PlayerId, TriggerCause } from '../../engine';

export interface OrderOption {
  id: string;
  source: CardId;
  label: string | null;
}

export interface OrderRow {
  /** The row's stable key: its first trigger's id. */
  key: string;
  /** Every trigger of the row, in the order they were offered. */
  ids: string[];
  source: CardId;
  label: string | null;
  /** What each trigger is about (the creature that died…), when the engine says. */
  causes: TriggerCause[];
  /** Interchangeable triggers (the engine gave them a group key), even a group of one. */
  grouped: boolean;
}

/** The rows, in the order of the offered options (first = first put on the stack), groups where their first member is. */
export function orderRows(options: readonly OrderOption[], pending: readonly PendingTriggerView[]): OrderRow[] {
  const byId = new Map(pending.map((p) => [p.id, p]));
  const rows: OrderRow[] = [];
  const byGroup = new Map<string, OrderRow>();
  for (const option of options) {
    const trigger = byId.get(option.id);
    const group = trigger?.group ?? null;
    const existing = group === null ? undefined : byGroup.get(group);
    if (existing) {
      existing.ids.push(option.id);
      if (trigger?.cause) existing.causes.push(trigger.cause);
      continue;
    }
    const row: OrderRow = { key: option.id, ids: [option.id], source: option.source, label: option.label, causes: trigger?.cause ? [trigger.cause] : [], grouped: group !== null };
    rows.push(row);
    if (group !== null) byGroup.set(group, row);
  }
  return rows;
}

/** The engine's answer: every trigger id, first put on the stack first. `rows` are listed top of the stack first. */
export function answerOf(rowsTopFirst: readonly OrderRow[]): string[] {
  const answer: string[] = [];
  for (let i = rowsTopFirst.length - 1; i >= 0; i--) answer.push(...rowsTopFirst[i]!.ids);
  return answer;
}

/** The list with one row moved from `from` to `to` (a new list; out-of-range moves change nothing). */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row as T);
  return next;
}

export interface CauseCount {
  card: CardId;
  controller: PlayerId;
  count: number;
}

/** What a row's triggers are about, one entry per card and controller with a count, in order of first appearance. */
export function causeCounts(causes: readonly TriggerCause[]): CauseCount[] {
  const counts = new Map<string, CauseCount>();
  for (const cause of causes) {
    const key = `${cause.controller}\u0000${cause.card}`;
    const found = counts.get(key);
    if (found) found.count += 1;
    else counts.set(key, { card: cause.card, controller: cause.controller, count: 1 });
  }
  return [...counts.values()];
}

/**
 * The wanted order of trigger ids made into rows, top of the stack first: each row goes where its last-put
 * member (the one nearest the top) is wanted. For a journey that plays a scripted answer through the rows.
 */
export function rowsForAnswer(rows: readonly OrderRow[], answer: readonly string[]): OrderRow[] {
  const rank = new Map(answer.map((id, i) => [id, i]));
  const top = (row: OrderRow) => Math.max(...row.ids.map((id) => rank.get(id) ?? -1));
  return [...rows].sort((a, b) => top(b) - top(a));
}
