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
import { useTableLayout } from './use-table-layout';
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
 * A side column of the wide layout (the lesson's, the stack's), stuck to the window's top and as tall as the window
 * below its own top (layouts.css): while the page's header is in view the column starts lower, and while the footer
 * is it ends higher, so its height follows its top and the table's end on scrolling and resizing (set only when
 * they change).
 */
function WindowColumn({ className, label, children }: { className: string; label: string; children: ReactNode }) {
  const column = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const aside = column.current;
    if (!aside) return;
    let shown = '';
    let frame = 0;
    const place = () => {
      frame = 0;
      const top = Math.max(0, Math.round(aside.getBoundingClientRect().top));
      // The table's end (its grid's content box) above the window's foot, the footer showing below it.
      const table = aside.parentElement;
      const end = table ? table.getBoundingClientRect().bottom - parseFloat(getComputedStyle(table).paddingBottom) : window.innerHeight;
      const bottom = Math.max(0, Math.round(window.innerHeight - end));
      if (`${top} ${bottom}` === shown) return;
      shown = `${top} ${bottom}`;
      aside.style.setProperty('--column-top', `${top}px`);
      aside.style.setProperty('--column-bottom', `${bottom}px`);
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    // A notice shown or closed above the table moves it without a scroll.
    const resized = new ResizeObserver(later);
    resized.observe(document.body);
    // What the focus (or a script) brings into view in the column stops short of the controls stuck to its foot,
    // however tall they are (a laptop's, a projector's large type, a choice's one row): their height, measured.
    const foot = aside.querySelector<HTMLElement>(':scope > .controls');
    const measured = new ResizeObserver(() => {
      if (foot) aside.style.setProperty('--column-foot', `${Math.ceil(foot.offsetHeight)}px`);
    });
    if (foot) measured.observe(foot);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      measured.disconnect();
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, []);
  return (
    <aside ref={column} className={`column ${className}`} aria-label={label}>
      {children}
    </aside>
  );
}
