// The table's first focusable elements: "Skip to the choice" (while one waits) and "Skip to the board".
// Links to the page's own parts, made with buttons-as-links that move the focus without touching the address.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStacklab } from '../../store/game-store';
import { focusBoard, focusChoice } from './focus';

export function SkipLinks() {
  const { t } = useTranslation();
  const pending = useStacklab((s) => s.state.pending !== null);
  const go = (move: () => boolean) => (e: MouseEvent) => {
    e.preventDefault();
    move();
  };
  return (
    <nav className="skip-links" aria-label={t('table:a11y.skipLinks')}>
      {pending && (
        <a href="#table-choice" className="skip-link" onClick={go(focusChoice)}>
          {t('table:a11y.skipToChoice')}
        </a>
      )}
      <a href="#table-board" className="skip-link" onClick={go(focusBoard)}>
        {t('table:a11y.skipToBoard')}
      </a>
    </nav>
  );
}
