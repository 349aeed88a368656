// One row of the order choice: a trigger, or a group of interchangeable ones with their count. Moved by its
// handle (mouse, touch, or the keyboard: Space, the arrow keys, Space) or by its ↑/↓ buttons.
import { useRef } from 'react';
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
  onMove: (delta: number) => void;
}

export function OrderRowItem({ row, index, total, name, label, onMove }: Props) {
  const { t } = useTexts();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.key,
    attributes: { roleDescription: t('table:choice.order.roleDescription') },
  });
  const style = { transform: CSS.Translate.toString(transform), transition };
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
      ref={setNodeRef}
      style={style}
      className={`order-item${row.grouped ? ' is-group' : ''}${isDragging ? ' is-dragging' : ''}`}
      data-trigger={row.key}
      data-count={count}
    >
      <button
        type="button"
        ref={(el) => {
          setActivatorNodeRef(el);
          handle.current = el;
        }}
        className="icon-button drag-handle"
        aria-label={t('table:choice.order.handle', { card: label })}
        {...attributes}
        {...listeners}
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
