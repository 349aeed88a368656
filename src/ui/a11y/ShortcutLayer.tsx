// The table's shortcuts (pass, resolve, next step of the turn, the lesson's steps, undo, redo, the pending
// choice, this help) and the one key listener that runs whatever is registered (shortcuts.ts). Mounted once,
// with the table.
import { useEffect } from 'react';
import { useStacklab } from '../../store/game-store';
import { canDo, selectCanRedo, selectCanUndo, selectLegalActions } from '../../store/selectors';
import { focusChoice, focusControls, focusLost } from './focus';
import { useShortcutHelp } from './ShortcutHelp';
import { isTyping, shortcutFor, useShortcut } from './shortcuts';

/** Dispatches the legal action of this type, if there is one now. */
function act(type: 'pass' | 'resolve' | 'advance'): boolean {
  const store = useStacklab.getState();
  const action = canDo(selectLegalActions(store), type);
  if (!action) return false;
  store.dispatch(action);
  return true;
}

/** The lesson's steps: registered only while a lesson is open. */
function LessonShortcuts() {
  useShortcut({
    id: 'nextStep',
    keys: [{ key: 'n' }],
    label: 'table:a11y.shortcuts.nextStep',
    order: 40,
    run: () => {
      useStacklab.getState().nextStep();
      return true;
    },
  });
  useShortcut({
    id: 'previousStep',
    keys: [{ key: 'b' }],
    label: 'table:a11y.shortcuts.previousStep',
    order: 45,
    run: () => {
      const store = useStacklab.getState();
      if (store.stepIndex === 0) return false;
      store.previousStep();
      return true;
    },
  });
  return null;
}

export function ShortcutLayer() {
  const lessons = useStacklab((s) => s.mode === 'lessons');
  useShortcut({ id: 'pass', keys: [{ key: 'p' }], label: 'table:a11y.shortcuts.pass', order: 10, run: () => act('pass') });
  useShortcut({ id: 'resolve', keys: [{ key: 'r' }], label: 'table:a11y.shortcuts.resolve', order: 20, run: () => act('resolve') });
  useShortcut({ id: 'advance', keys: [{ key: 't' }], label: 'table:a11y.shortcuts.advance', order: 30, run: () => act('advance') });
  useShortcut({
    id: 'undo',
    keys: [{ key: 'z', ctrl: true }, { key: 'u' }],
    label: 'table:a11y.shortcuts.undo',
    order: 50,
    run: () => {
      const store = useStacklab.getState();
      // As the Undo button: a reset can be undone too.
      if (!selectCanUndo(store)) return false;
      store.undo();
      return true;
    },
  });
  useShortcut({
    id: 'redo',
    keys: [{ key: 'z', ctrl: true, shift: true }, { key: 'y', ctrl: true }, { key: 'u', shift: true }],
    label: 'table:a11y.shortcuts.redo',
    order: 60,
    run: () => {
      const store = useStacklab.getState();
      if (!selectCanRedo(store)) return false;
      store.redo();
      return true;
    },
  });
  useShortcut({ id: 'choice', keys: [{ key: 'c' }], label: 'table:a11y.shortcuts.choice', order: 80, run: focusChoice });
  useShortcut({
    id: 'help',
    keys: [{ key: '?' }],
    label: 'table:a11y.shortcuts.help',
    order: 90,
    run: () => {
      useShortcutHelp.getState().toggle();
      return true;
    },
  });

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat || isTyping(e.target)) return;
      const shortcut = shortcutFor(e);
      if (!shortcut) return;
      // While the help is open, only its own key works (Escape closes it, as any dialog).
      if (useShortcutHelp.getState().open && shortcut.id !== 'help') return;
      // A drag of the order list in progress keeps its keys.
      if (document.querySelector('.order-item.is-dragging')) return;
      if (!shortcut.run()) return;
      e.preventDefault();
      // The button that did the same thing may be gone: keep the focus on the table.
      requestAnimationFrame(() => {
        if (focusLost()) focusControls();
      });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return lessons ? <LessonShortcuts /> : null;
}
