// One row of the order choice: a trigger, or a group of interchangeable ones with their count. Moved by its
// handle (mouse, touch, or the keyboard: Space, the arrow keys, Space) or by its ↑/↓ buttons.
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTexts } from '../../i18n/use-t';
import type { OrderRow } from './order-groups';
import { TriggerCauses } from './TriggerCause';

interface Props {
  row: OrderRow;
  /** Its place in the list, top of the stack first. */
  index: number;
  total: number;
  /** Its name as the page and the announcements say it ("Dingus Egg ×100"). */
  name: string;
  /** Its name with what it is about, for its buttons (three rows may all be "Blood Artist"). */
  label: string;
  /** The drag library may bind the row (OrderChoice sets it once the choice is painted). */
  draggable: boolean;
  onMove: (delta: number) => void;
}

/** What the drag library gives a row: its handle's attributes and listeners, and how the row moves while dragged. */
type Binding = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setNodeRef' | 'setActivatorNodeRef' | 'isDragging'> & {
  transform: string | undefined;
  transition: string | undefined;
};

export function OrderRowItem({ row, index, total, name, label, draggable, onMove }: Props) {
  const { t } = useTexts();
  // The row and its buttons are the same elements before and after the library binds them: the focus the choice
  // has just been given stays where it is.
  const [bound, setBound] = useState<Binding | null>(null);
  const style: CSSProperties = { transform: bound?.transform, transition: bound?.transition };
  const count = row.ids.length;
  // A row moved to the top or the bottom disables the button just pressed: focus goes to its handle, not the page.
  const handle = useRef<HTMLButtonElement | null>(null);
  const move = (delta: number) => {
    onMove(delta);
    const to = index + delta;
    if (to === 0 || to === total - 1) requestAnimationFrame(() => handle.current?.focus());
  };
  return (
    <li
      ref={bound?.setNodeRef}
      style={style}
      className={`order-item${row.grouped ? ' is-group' : ''}${bound?.isDragging ? ' is-dragging' : ''}`}
      data-trigger={row.key}
      data-count={count}
      data-draggable={bound ? 'true' : undefined}
    >
      {draggable && <SortableBinding id={row.key} onBind={setBound} />}
      <button
        type="button"
        ref={(el) => {
          bound?.setActivatorNodeRef(el);
          handle.current = el;
        }}
        className="icon-button drag-handle"
        aria-label={t('table:choice.order.handle', { card: label })}
        {...bound?.attributes}
        {...bound?.listeners}
      >
        <span className="grip" aria-hidden="true" />
      </button>
      <span className="order-position">{t('table:choice.order.position', { position: index + 1 })}</span>
      <span className="order-name">
        <strong>{name}</strong> <TriggerCauses causes={row.causes} />
        {row.grouped && count > 1 && <span className="order-group-note">{t('table:choice.order.groupNote', { count })}</span>}
        {index === 0 && <span className="muted"> — {t('table:choice.order.lastOnStack')}</span>}
        {index === total - 1 && index > 0 && <span className="muted"> — {t('table:choice.order.firstOnStack')}</span>}
      </span>
      <span className="order-buttons">
        <button type="button" className="icon-button" data-move="up" disabled={index === 0} onClick={() => move(-1)} aria-label={t('table:choice.order.up', { card: label })}>
          ↑
        </button>
        <button type="button" className="icon-button" data-move="down" disabled={index === total - 1} onClick={() => move(1)} aria-label={t('table:choice.order.down', { card: label })}>
          ↓
        </button>
      </span>
    </li>
  );
}

/**
 * The drag library's hold on one row, drawn as nothing: it passes what the library gives on to the row, each time
 * it changes. Mounted after the choice is painted, so that the rows' registration with the library (a second
 * render of every row, before the paint, when a click shows the choice) is not part of the frame that shows it.
 */
function SortableBinding({ id, onBind }: { id: string; onBind: (binding: Binding) => void }) {
  const { t } = useTexts();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('table:choice.order.roleDescription') },
  });
  const moved = CSS.Translate.toString(transform);
  useLayoutEffect(
    () => onBind({ attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging, transform: moved, transition }),
    [onBind, attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging, moved, transition],
  );
  return null;
}
