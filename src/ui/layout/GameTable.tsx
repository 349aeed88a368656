// A lesson or the sandbox: the turn bar, then the table between the lesson (with the log) and the stack (with
// the controls). Below 1280px the stack and the controls move to the middle of the table; below 900px the
// parts go behind tabs, the choice and the controls docked at the bottom (TabbedTable).
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStacklab } from '../../store/game-store';
import { SkipLinks } from '../a11y/SkipLinks';
import { TableA11y } from '../a11y/TableA11y';
import { PlayerArea } from '../board/PlayerArea';
import { SelectionBar } from '../board/SelectionBar';
import { ErrorAlert } from '../common/ErrorAlert';
import { CombatPanel } from '../controls/CombatPanel';
import { Controls } from '../controls/Controls';
import { CardDetailDialog } from '../card-detail/CardDetailDialog';
import { LeaveBoardDialog } from '../dialogs/LeaveBoardDialog';
import { TabbedTable } from './TabbedTable';
import { useTableLayout, useWindowSize } from './use-table-layout';
import { useStickyHeader } from './use-sticky-header';
import { useRootMark } from '../common/use-root-mark';
import { LessonPanel } from '../lesson/LessonPanel';
import { SandboxPanel } from '../lesson/SandboxPanel';
import { EventLog } from '../log/EventLog';
import { AddressSync } from '../routing/AddressSync';
import { useBoardGate } from '../share/use-board-gate';
import { ChoicePanel } from '../stack/ChoicePanel';
import { PendingTriggers } from '../stack/PendingTriggers';
import { StackZone } from '../stack/StackZone';
import { TurnBar } from '../turn/TurnBar';
import { WhyPanel } from '../why/WhyPanel';
import { PlaybackBar } from '../timeline/PlaybackBar';
import { Presentation, PresentationLog } from '../presentation/Presentation';
import { TimelinePanel } from '../timeline/TimelinePanel';
import { PrepareSteps } from '../timeline/PrepareSteps';

export function GameTable() {
  const { t } = useTranslation();
  const mode = useStacklab((s) => s.mode);
  // The players in turn order (the view's `order`), read so that the table renders again only when they change.
  const order = useStacklab((s) => s.state.players);
  const layout = useTableLayout();
  const wide = layout === 'wide';
  // A share link in the address, or the board saved in this browser, is brought in first.
  const gated = useBoardGate();
  // The page's scroll padding follows the table's shape (layouts.css).
  useRootMark('table', gated ? undefined : layout);
  // A phone's or a laptop's window: the controls shrink to one line while a choice is answered (controls-choosing.css).
  useRootMark('window', useWindowSize());
  // Wide, the header and the turn bar stay at the window's top as the board scrolls (sticky-frame.css).
  useStickyHeader(wide && !gated);
  if (gated) return <p role="status" className="loading-message">{t('common:loading.table')}</p>;
  const [me, ...others] = order;
  const learn = mode === 'lessons' ? <LessonPanel /> : <SandboxPanel />;
  const stack = (
    <>
      <PlaybackBar />
      <ChoicePanel />
      {/* The combat form comes before the stack and the waiting triggers when they are empty (a laptop's short window
          then shows the form and its button above the sticky controls), after them when they are not. */}
      <CombatPanel place="first" />
      <StackZone />
      <PendingTriggers />
      <CombatPanel place="after" />
      {/* Above the controls, which stick to the window's foot: presenting, its last lines and its way out stay in view. */}
      <PresentationLog />
      <Controls />
      <Presentation />
    </>
  );
  const board = (
    <div className="board" id="table-board">
      {others.map((p) => (
        <PlayerArea key={p} player={p} position="top" />
      ))}
      {layout === 'medium' && <div className="table-middle">{stack}</div>}
      {me && <PlayerArea player={me} position="bottom" />}
      <SelectionBar />
    </div>
  );
  return (
    <>
      <SkipLinks />
      <AddressSync />
      <PrepareSteps />
      <TurnBar />
      {layout === 'narrow' ? (
        <TabbedTable
          board={board}
          stack={
            <>
              <CombatPanel place="first" />
              <StackZone />
              <PendingTriggers />
              <CombatPanel place="after" />
            </>
          }
          learn={
            <>
              {learn}
              <EventLog />
              <TimelinePanel />
            </>
          }
          dock={
            <>
              <PlaybackBar />
              <ChoicePanel />
              <Controls />
            </>
          }
        />
      ) : wide ? (
        <main className="table-layout three-columns">
          <WindowColumn className="column-learn" label={t(mode === 'lessons' ? 'common:layout.learn' : 'common:layout.learnSandbox')}>
            {learn}
            <EventLog />
            <TimelinePanel />
          </WindowColumn>
          {board}
          <WindowColumn className="column-stack" label={t('common:layout.stack')}>
            {stack}
          </WindowColumn>
        </main>
      ) : (
        <main className="table-layout two-columns">
          {board}
          <aside className="column column-side" aria-label={t(mode === 'lessons' ? 'common:layout.learn' : 'common:layout.learnSandbox')}>
            {learn}
            <EventLog />
            <TimelinePanel />
          </aside>
        </main>
      )}
      <ErrorAlert />
      <WhyPanel />
      <CardDetailDialog />
      <LeaveBoardDialog />
      <TableA11y />
    </>
  );
}

/**
 * A side column of the wide layout (the lesson's, the stack's): it sticks where the table starts and reaches the
 * window's foot (layouts.css), so its controls are at the window's foot however the page is scrolled. Its height is
 * the window's less the table's offset from the page's top (`--column-top`), which changes only on resizing or when
 * something above the table appears, never on scrolling: a column that grew or shrank while the page scrolled would
 * move what it holds under the pointer between aiming and clicking.
 */
function WindowColumn({ className, label, children }: { className: string; label: string; children: ReactNode }) {
  const column = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const aside = column.current;
    const table = aside?.parentElement;
    if (!aside || !table) return;
    let shown = -1;
    const place = () => {
      const top = Math.max(0, Math.round(table.getBoundingClientRect().top + window.scrollY + parseFloat(getComputedStyle(table).paddingTop)));
      if (top === shown) return;
      shown = top;
      aside.style.setProperty('--column-top', `${top}px`);
    };
    place();
    window.addEventListener('resize', place);
    // A notice shown or closed above the table moves it down or up the page.
    const resized = new ResizeObserver(place);
    resized.observe(document.body);
    // What the focus (or a script) brings into view in the column stops short of the controls stuck to its foot,
    // however tall they are (a laptop's, a projector's large type, a choice's one row): their height, measured.
    const foot = aside.querySelector<HTMLElement>(':scope > .controls');
    const measured = new ResizeObserver(() => {
      if (foot) aside.style.setProperty('--column-foot', `${Math.ceil(foot.offsetHeight)}px`);
    });
    if (foot) measured.observe(foot);
    return () => {
      resized.disconnect();
      measured.disconnect();
      window.removeEventListener('resize', place);
    };
  }, []);
  return (
    <aside ref={column} className={`column ${className}`} aria-label={label}>
      {children}
    </aside>
  );
}
