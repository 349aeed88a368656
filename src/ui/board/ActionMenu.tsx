// The one shape of every menu on the table (a permanent, a hand card, a graveyard or exile card, a player):
// a disclosure button named "Actions for …" that opens a group of buttons under captions. Keyboard: Enter or
// Space opens it, Tab walks the buttons, Escape or a press on a button closes it and gives the focus back to its
// button (when the press took the thing away, the table's focus keeper moves it to the controls); a click
// outside the menu closes it too. The panel opens
// over the table (a scrolling list shows all its items while one of its menus is open).
import { Fragment, createContext, useContext, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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

const CloseMenu = createContext<() => void>(() => undefined);

export function ActionMenu({ label, sections, lazy, summary, marked = false, className = '', extra }: ActionMenuProps) {
  const { t } = useTexts();
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Closing from inside (an item pressed, the form sent) gives the focus back to the menu's button: the items
  // are unmounted with the panel, and the focus would fall to the page (FocusKeeper moves it on if the button
  // goes too, a permanent destroyed). It moves before the panel closes: focusing after closing around the focused
  // item made the browser lay the page out on the spot, ahead of the item's action and the frame that shows it.
  const close = () => {
    const d = details.current;
    if (!d) return;
    if (d.contains(document.activeElement)) d.querySelector('summary')?.focus({ preventScroll: true });
    d.open = false;
  };
  // Listen for outside presses only while this menu is open (a big board has hundreds of menus).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (details.current && !details.current.contains(e.target as Node)) details.current.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  const onKeyDown = (e: KeyboardEvent<HTMLDetailsElement>) => {
    if (e.key !== 'Escape' || !details.current?.open) return;
    e.stopPropagation();
    // The focus is inside the menu (its button or an item): closing gives it back to the button.
    close();
  };
  return (
    <details className={`action-menu ${className}${marked ? ' marked' : ''}`} ref={details} onKeyDown={onKeyDown} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary
        aria-label={label}
        title={label}
        // The lazy items are made in the same frame as the press that opens the menu: waiting for the toggle event
        // (queued after the details has opened) would paint an empty panel first.
        onClick={() => {
          if (!details.current?.open) setOpen(true);
        }}
      >
        {summary ?? (
          <>
            <span aria-hidden="true">{marked ? '✓' : '⋯'}</span>
            <span className="menu-word" aria-hidden="true">
              {t('common:card.actions')}
            </span>
          </>
        )}
      </summary>
      <div className="menu-panel" role="group" aria-label={label}>
        <CloseMenu.Provider value={close}>
          {sections && <MenuSections sections={sections} />}
          {open && lazy}
        </CloseMenu.Provider>
        {extra?.(close)}
      </div>
    </details>
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
