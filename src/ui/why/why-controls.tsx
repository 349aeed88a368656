// The two ways to ask "why?": an item in a permanent's (or a card's) menu, and a small button on each log line.
import { useTexts } from '../../i18n/use-t';
import { useWhy } from '../../store/why';
import type { MenuItem } from '../board/ActionMenu';

/** The menu item "Why did (or didn't) it trigger?" for an object; focus goes back to its menu button. */
export function useWhyItem(): (id: string) => MenuItem {
  const { t } = useTexts();
  const ask = useWhy((s) => s.ask);
  return (id) => ({
    key: 'why',
    label: t('why:menu'),
    run: () => ask({ kind: 'object', id }, document.activeElement?.closest('.action-menu')?.querySelector<HTMLElement>('.menu-button') ?? null),
  });
}

/** The "why?" button of log line `index` (0-based). */
export function WhyButton({ index }: { index: number }) {
  const { t } = useTexts();
  const ask = useWhy((s) => s.ask);
  const shown = useWhy((s) => s.question?.kind === 'log' && s.question.index === index);
  return (
    <button
      type="button"
      className="why-button"
      data-why={index}
      aria-label={t('why:lineButtonLabel', { number: index + 1 })}
      aria-haspopup="dialog"
      aria-expanded={shown}
      onClick={(e) => ask({ kind: 'log', index }, e.currentTarget)}
    >
      {t('why:lineButton')}
    </button>
  );
}
