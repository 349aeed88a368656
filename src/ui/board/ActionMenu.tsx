// The one shape of every menu on the table (a permanent, a hand card, a graveyard or exile card, a player):
// a disclosure button named "Actions for …" (`aria-expanded`) that opens a group of buttons under captions.
// Keyboard: Enter or Space opens it, Tab walks the buttons, Escape or a press on a button closes it and gives the
// focus back to its button (when the press took the thing away, the table's focus keeper moves it to the
// controls); a click outside the menu closes it too. The panel opens
// over the table (a scrolling list shows all its items while one of its menus is open).
import { Fragment, createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTexts } from '../../i18n/use-t';
import type { Action } from '../../engine';
import { useStacklab } from '../../store/game-store';

export interface MenuItem {
  key: string;
  label: string;
  run: () => void;
  /** A toggle (select): its state, read out as pressed or not. */
  pressed?: boolean;
}

export interface MenuSection {
  key: string;
  caption?: string;
  items: MenuItem[];
}

interface ActionMenuProps {
  /** The accessible name of the button and of the group ("Actions for Grizzly Bears"). */
  label: string;
  sections?: MenuSection[];
  /**
   * Or the panel's content made only while the menu is open (`MenuSections` inside it): a big board has hundreds
   * of menus, and working out their items on every action is most of the time an action takes.
   */
  lazy?: ReactNode;
  /** What the button shows (default: ⋯ and the word "Actions"). */
  summary?: ReactNode;
  /** The thing is selected: the button shows a check mark instead of ⋯. */
  marked?: boolean;
  className?: string;
  /** More controls at the end of the panel (a form), given a function that closes the menu. */
  extra?: (close: () => void) => ReactNode;
}

/** The space kept between an open panel and the window's edges, in px. */
const PANEL_MARGIN = 8;

const CloseMenu = createContext<() => void>(() => undefined);

export function ActionMenu({ label, sections, lazy, summary, marked = false, className = '', extra }: ActionMenuProps) {
  const { t } = useTexts();
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // Closing from inside (an item pressed, the form sent) gives the focus back to the menu's button: the items
  // are unmounted with the panel, and the focus would fall to the page (FocusKeeper moves it on if the button
  // goes too, a permanent destroyed). It moves before the panel closes: focusing after closing around the focused
  // item made the browser lay the page out on the spot, ahead of the item's action and the frame that shows it.
  const close = () => {
    const d = menu.current;
    if (d?.contains(document.activeElement)) d.querySelector<HTMLElement>('.menu-button')?.focus({ preventScroll: true });
    setOpen(false);
  };
  // Listen for outside presses only while this menu is open (a big board has hundreds of menus).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (menu.current && !menu.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  // An open panel stays on the screen: anchored to its button, it would run past the window's edge on a phone
  // (a menu near the right of a 390 px page). Measured once as it opens, then moved sideways by what overflows.
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = panel.current;
    if (!open || !el) return;
    const box = el.getBoundingClientRect();
    const right = document.documentElement.clientWidth - PANEL_MARGIN;
    const shift = box.right > right ? Math.max(right - box.right, PANEL_MARGIN - box.left) : Math.max(0, PANEL_MARGIN - box.left);
    // Near the window's foot (a card low on the screen), the panel opens above its button when there is room there;
    // else the page scrolls just enough to show it.
    const button = menu.current?.querySelector('.menu-button')?.getBoundingClientRect();
    const overflowsBelow = box.bottom > window.innerHeight - PANEL_MARGIN;
    const lift = overflowsBelow && button && button.top - 2 - box.height >= PANEL_MARGIN ? button.top - 2 - box.bottom : 0;
    if (shift !== 0 || lift !== 0) el.style.translate = `${shift}px ${lift}px`;
    if (overflowsBelow && lift === 0) el.scrollIntoView({ block: 'nearest' });
  }, [open]);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    // The focus is inside the menu (its button or an item): closing gives it back to the button.
    close();
  };
  // A button and a panel made only while open (a disclosure), not a <details>: every card on the table has a menu,
  // and each <details> brought a shadow root, a summary and an empty panel to lay out, paint and take down.
  return (
    <div className={`action-menu ${className}${marked ? ' marked' : ''}`} ref={menu} onKeyDown={onKeyDown} data-open={open ? '' : undefined}>
      <button type="button" className="menu-button" aria-label={label} title={label} aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        {summary ?? (
          <>
            <span aria-hidden="true">{marked ? '✓' : '⋯'}</span>
            <span className="menu-word" aria-hidden="true">
              {t('common:card.actions')}
            </span>
          </>
        )}
      </button>
      {open && (
        <div className="menu-panel" role="group" aria-label={label} ref={panel}>
          <CloseMenu.Provider value={close}>
            {sections && <MenuSections sections={sections} />}
            {lazy}
          </CloseMenu.Provider>
          {extra?.(close)}
        </div>
      )}
    </div>
  );
}

/** The buttons of a menu's sections, under their captions; a press closes the menu, then runs the item. */
export function MenuSections({ sections }: { sections: MenuSection[] }) {
  const close = useContext(CloseMenu);
  return sections
    .filter((s) => s.items.length > 0)
    .map((section) => (
      <Fragment key={section.key}>
        {section.caption && <p className="menu-caption">{section.caption}</p>}
        {section.items.map((item) => (
          <button
            key={item.key}
            type="button"
            data-key={item.key}
            aria-pressed={item.pressed}
            onClick={() => {
              close();
              item.run();
            }}
          >
            {item.pressed !== undefined && (
              <span className="menu-check" aria-hidden="true">
                {item.pressed ? '☑' : '☐'}
              </span>
            )}
            {item.label}
          </button>
        ))}
      </Fragment>
    ));
}

/** Menu items that dispatch engine actions through the store, like every other move on the table. */
export function useActionItem(): (key: string, label: string, action: Action) => MenuItem {
  const dispatch = useStacklab((s) => s.dispatch);
  return (key, label, action) => ({ key, label, run: () => dispatch(action) });
}
