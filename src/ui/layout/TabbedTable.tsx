// The table on a narrow screen (a tablet or a phone held upright): one part at a time behind tabs (Board,
// Stack, Lesson and log), with the pending choice and the controls docked at the bottom of the screen so that
// they are always in view whatever the tab. The tabs follow the ARIA tabs pattern: real buttons with
// aria-selected and aria-controls, arrow keys move between them.
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStacklab } from '../../store/game-store';
import { useView } from '../../store/selectors';

type Tab = 'board' | 'stack' | 'learn';

interface TabbedTableProps {
  board: ReactNode;
  stack: ReactNode;
  learn: ReactNode;
  dock: ReactNode;
}

export function TabbedTable({ board, stack, learn, dock }: TabbedTableProps) {
  const { t } = useTranslation();
  const mode = useStacklab((s) => s.mode);
  const view = useView();
  // A lesson starts on its text (what to do); the sandbox on the board.
  const [tab, setTab] = useState<Tab>(mode === 'lessons' ? 'learn' : 'board');
  useEffect(() => setTab(mode === 'lessons' ? 'learn' : 'board'), [mode]);
  const id = useId();
  // The Stack tab counts what is on the stack and, apart, what waits to go there (CR 603.3): a solid and a dashed
  // badge, as the stack's objects and the waiting abilities look in the tab, said in words to screen readers.
  const onStack = view.stack.length;
  const waiting = view.pendingTriggers?.length ?? 0;
  const stackCounts =
    onStack + waiting > 0 ? (
      <>
        {onStack > 0 && <span className="count" aria-hidden="true">{onStack}</span>}
        {waiting > 0 && <span className="count count-waiting" aria-hidden="true">{waiting}</span>}
        <span className="visually-hidden">{t('common:layout.tabStackCounts', { stack: onStack, waiting })}</span>
      </>
    ) : null;
  const tabs: { key: Tab; label: string; counts?: ReactNode; content: ReactNode }[] = [
    { key: 'board', label: t('common:layout.tabBoard'), content: board },
    { key: 'stack', label: t('common:layout.tabStack'), counts: stackCounts, content: stack },
    { key: 'learn', label: t(mode === 'lessons' ? 'common:layout.learn' : 'common:layout.learnSandbox'), content: learn },
  ];
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const index = tabs.findIndex((x) => x.key === tab);
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    setTab(next.key);
    document.getElementById(`${id}-tab-${next.key}`)?.focus();
  };
  return (
    <main className="table-layout tabbed">
      <div className="table-tabs" role="tablist" aria-label={t('common:layout.tabs')} onKeyDown={onKeyDown}>
        {tabs.map((x) => (
          <button
            key={x.key}
            type="button"
            role="tab"
            id={`${id}-tab-${x.key}`}
            aria-selected={tab === x.key}
            aria-controls={`${id}-panel-${x.key}`}
            tabIndex={tab === x.key ? 0 : -1}
            onClick={() => setTab(x.key)}
          >
            {x.label}
            {x.counts}
          </button>
        ))}
      </div>
      {tabs.map((x) => (
        <div
          key={x.key}
          className={`table-tab-panel tab-${x.key}`}
          role="tabpanel"
          id={`${id}-panel-${x.key}`}
          aria-labelledby={`${id}-tab-${x.key}`}
          hidden={tab !== x.key}
        >
          {x.content}
        </div>
      ))}
      <div className="table-dock" role="region" aria-label={t('common:layout.dock')}>
        {dock}
      </div>
    </main>
  );
}
