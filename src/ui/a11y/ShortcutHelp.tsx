// The shortcuts' help: a modal dialog listing every registered shortcut, opened with "?" or its button.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { comboParts, useShortcutList } from './shortcuts';
import { whenStillClosed } from '../common/dialog-close';

interface HelpStore {
  open: boolean;
  /** What had the focus before it opened, to give it back. */
  opener: HTMLElement | null;
  toggle: () => void;
  close: () => void;
}

export const useShortcutHelp = create<HelpStore>((set, get) => ({
  open: false,
  opener: null,
  toggle: () => (get().open ? get().close() : set({ open: true, opener: document.activeElement instanceof HTMLElement ? document.activeElement : null })),
  close: () => {
    const { opener } = get();
    set({ open: false, opener: null });
    if (opener?.isConnected) opener.focus();
  },
}));

/** The visible button that opens the help. */
export function ShortcutHelpButton() {
  const { t } = useTranslation();
  const open = useShortcutHelp((s) => s.open);
  const toggle = useShortcutHelp((s) => s.toggle);
  return (
    <button type="button" className="shortcuts-button keyboard-only" aria-haspopup="dialog" aria-expanded={open} onClick={toggle}>
      <span aria-hidden="true">⌨ </span>
      {t('table:a11y.shortcuts.open')}
    </button>
  );
}

export function ShortcutHelp() {
  const { t, i18n } = useTranslation();
  const open = useShortcutHelp((s) => s.open);
  const close = useShortcutHelp((s) => s.close);
  // A key as the keyboard's own caps show it in the page's language (← rather than ArrowLeft, Maj rather than Shift).
  const keyName = (part: string) => (i18n.exists(`table:a11y.shortcuts.keyNames.${part}`) ? t(`table:a11y.shortcuts.keyNames.${part}`) : part);
  const shortcuts = useShortcutList();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="shortcuts-help panel"
      aria-labelledby="shortcuts-title"
      // Escape: the store learns it at once. The native close comes a task later, after the browser has already
      // given the focus back, and a "?" pressed in between would have toggled a help still marked open. By then
      // that "?" may have opened the help again: the late event is then not about it.
      onCancel={close}
      onClose={whenStillClosed(dialog, () => {
        if (useShortcutHelp.getState().open) close();
      })}
    >
      <h2 id="shortcuts-title" className="panel-title">
        {t('table:a11y.shortcuts.title')}
      </h2>
      <p>{t('table:a11y.shortcuts.intro')}</p>
      <table className="shortcuts-table">
        <thead>
          <tr>
            <th scope="col">{t('table:a11y.shortcuts.keys')}</th>
            <th scope="col">{t('table:a11y.shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {shortcuts.map((s) => (
            <tr key={s.id} data-shortcut={s.id}>
              <td>
                {s.keys.map((combo, i) => (
                  <span key={i}>
                    {i > 0 && ` ${t('table:a11y.shortcuts.or')} `}
                    {comboParts(combo).map((part, j) => (
                      <span key={j}>
                        {j > 0 && ' + '}
                        <kbd>{keyName(part)}</kbd>
                      </span>
                    ))}
                  </span>
                ))}
              </td>
              <td>{t(s.label)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t('table:a11y.shortcuts.zones')}</p>
      <button type="button" className="primary" onClick={close}>
        {t('table:a11y.shortcuts.close')}
      </button>
    </dialog>
  );
}
