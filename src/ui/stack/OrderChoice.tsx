// CR 603.3b: a player puts their triggers on the stack in the order they choose. The list shows the stack
// they will make, top first: the top row goes on the stack last and resolves first. Interchangeable triggers
// are one row with a count (order-groups.ts); rows move by drag and drop (mouse, touch) or by the keyboard
// (@dnd-kit's keyboard sensor, with announcements in the page's language), or with their ↑/↓ buttons.
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { afterPaint } from '../common/after-paint';
import { DndContext, KeyboardSensor, PointerSensor, TouchSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { PendingChoice, PendingTriggerView } from '../../engine';
import { useLeavingDispatch } from '../common/use-leaving-dispatch';
import { useView } from '../../store/selectors';
import { useNames, useStableNames } from '../common/use-names';
import { useTexts } from '../../i18n/use-t';
import { RuleRef } from '../common/RuleRef';
import { ShowMore, useShownCount } from '../common/ShowMore';
import { answerOf, moveRow, orderRows, type OrderRow } from './order-groups';
import { OrderRowItem } from './OrderRowItem';
import { TriggerCauses, causePhrase } from './TriggerCause';

type OrderPending = Extract<PendingChoice, { kind: 'order' }>;

/**
 * The rows as first offered, top of the stack first, worked out once per choice: a step back in time shows the
 * same choice again (the same objects), and 600 triggers need not be grouped twice. Never changed in place
 * (a move makes a new list).
 */
const offered = new WeakMap<OrderPending['options'], { pendingTriggers: PendingTriggerView[]; rows: OrderRow[] }>();
function offeredRows(options: OrderPending['options'], pendingTriggers: PendingTriggerView[]): OrderRow[] {
  const known = offered.get(options);
  if (known?.pendingTriggers === pendingTriggers) return known.rows;
  const rows = orderRows(options, pendingTriggers).reverse();
  offered.set(options, { pendingTriggers, rows });
  return rows;
}

/** What the drag host asks of the order choice shown inside it. */
interface OrderDrag {
  onDragEnd: (event: DragEndEvent) => void;
  announcements: Announcements;
}

const DragHost = createContext<MutableRefObject<OrderDrag | null> | null>(null);

/**
 * The drag library's context, mounted with the choice panel's place on the table rather than with each order
 * choice: a step back in time that shows an order choice again then mounts its rows only, not the library's
 * context, its sensors and its screen reader texts. It passes each drag on to the order choice shown inside it.
 */
export function OrderDragHost({ children }: { children: ReactNode }) {
  const { t } = useTexts();
  const shown = useRef<OrderDrag | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = useCallback((event: DragEndEvent) => shown.current?.onDragEnd(event), []);
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: (e) => shown.current?.announcements.onDragStart(e),
      onDragOver: (e) => shown.current?.announcements.onDragOver(e),
      onDragEnd: (e) => shown.current?.announcements.onDragEnd(e),
      onDragCancel: (e) => shown.current?.announcements.onDragCancel(e),
    }),
    [],
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('table:choice.order.instructions') } }}
    >
      <DragHost.Provider value={shown}>{children}</DragHost.Provider>
    </DndContext>
  );
}

export function OrderChoice({ pending }: { pending: OrderPending }) {
  // The shared texts, not useTranslation(), which copies the i18next instance on every mount.
  const { t } = useTexts();
  const names = useNames();
  // The phrase of a row's causes names cards and players only: made with the rows' own texts and names, it is
  // the one each row shows, made once (causePhrase remembers it by list of causes).
  const rowNames = useStableNames();
  const { pendingTriggers } = useView();
  const dispatch = useLeavingDispatch();
  // Top of the stack first: the reverse of the offered order (its first trigger goes on the stack first).
  const [rows, setRows] = useState(() => offeredRows(pending.options, pendingTriggers));
  const [shown, more] = useShownCount(rows.length);
  const host = useContext(DragHost);
  // The rows are painted first, then bound to the drag library (OrderRowItem): a click that shows the choice (a
  // resolution, a step back in time) renders the store's update and its effects before the paint, the library's
  // registration of each row and the second render it makes included.
  const [draggable, setDraggable] = useState(false);
  useEffect(() => afterPaint(() => setDraggable(true)), []);
  const nameOf = (row: OrderRow) => {
    // Two sources of the same name (two Blood Artists) are told apart by their labels.
    const card = row.label ? names.distinct(row.label) : names.card(row.source);
    return row.ids.length > 1 ? t('table:choice.order.itemGroup', { card, count: row.ids.length }) : card;
  };
  /** The row as buttons and announcements name it: with what it is about, so same-named rows differ. */
  const labelOf = (row: OrderRow) =>
    row.causes.length === 0
      ? nameOf(row)
      : t('table:choice.order.itemWithCause', { item: nameOf(row), causes: t('table:choice.order.causedBy', { causes: causePhrase(t, rowNames, row.causes) }) });
  const indexOf = useMemo(() => new Map(rows.map((row, i) => [row.key as UniqueIdentifier, i])), [rows]);
  const at = (id: UniqueIdentifier) => indexOf.get(id) ?? -1;
  const said = (id: UniqueIdentifier, position: number) => ({ item: rows[at(id)] ? labelOf(rows[at(id)]!) : String(id), position, total: rows.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('table:choice.order.announce.start', said(active.id, at(active.id) + 1)),
    onDragOver: ({ active, over }) =>
      over ? t('table:choice.order.announce.over', said(active.id, at(over.id) + 1)) : t('table:choice.order.announce.outside', said(active.id, 0)),
    onDragEnd: ({ active, over }) =>
      over ? t('table:choice.order.announce.end', said(active.id, at(over.id) + 1)) : t('table:choice.order.announce.cancel', said(active.id, at(active.id) + 1)),
    onDragCancel: ({ active }) => t('table:choice.order.announce.cancel', said(active.id, at(active.id) + 1)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) setRows((current) => moveRow(current, at(active.id), at(over.id)));
  };
  // The host passes this choice's drags on to it (its handlers see the rows of the last render).
  useLayoutEffect(() => {
    if (!host) return;
    const mine: OrderDrag = { onDragEnd, announcements };
    host.current = mine;
    return () => {
      if (host.current === mine) host.current = null;
    };
  });
  const visible = rows.slice(0, shown);
  const first = rows[0];
  const single = rows.length === 1 && first?.grouped;
  const confirm = () => dispatch({ type: 'choose', player: pending.player, answer: answerOf(rows) });
  return (
    <>
      <p className="choice-prompt">
        {t('table:choice.order.prompt', { player: names.player(pending.player) })}{' '}
        <span className="choice-prompt-list">{t('table:choice.order.promptList')}</span> <RuleRef rule="603.3b" />
      </p>
      {first && (
        <p className="order-preview">
          <strong>{t('table:choice.order.preview')}</strong> {nameOf(first)} <TriggerCauses causes={first.causes} />
        </p>
      )}
      <SortableContext items={visible.map((row) => row.key)} strategy={verticalListSortingStrategy}>
        <ol className="order-list" aria-label={t('table:choice.order.listLabel')}>
          {visible.map((row, i) => (
            <OrderRowItem key={row.key} row={row} index={i} total={rows.length} name={nameOf(row)} label={labelOf(row)} draggable={draggable} onMove={(delta) => setRows((current) => moveRow(current, i, i + delta))} />
          ))}
        </ol>
      </SortableContext>
      <ShowMore hidden={rows.length - shown} onMore={more} />
      <div className="choice-buttons choice-confirm">
        <button type="button" className="primary" onClick={confirm}>
          {t(single ? 'table:choice.order.anyOrder' : 'table:choice.order.confirm')}
        </button>
      </div>
    </>
  );
}
