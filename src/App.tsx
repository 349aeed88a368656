// The page: header, turn bar, then the table between the lesson (with the log) and the stack (with the
// controls). Below 1280px the stack and the controls move to the middle of the table.
import { useStacklab } from './store/game-store';
import { useView } from './store/selectors';
import { PlayerArea } from './ui/board/PlayerArea';
import { ErrorAlert } from './ui/common/ErrorAlert';
import { CombatPanel } from './ui/controls/CombatPanel';
import { Controls } from './ui/controls/Controls';
import { AboutFooter } from './ui/layout/AboutFooter';
import { Header } from './ui/layout/Header';
import { useWideLayout } from './ui/layout/use-wide-layout';
import { LessonPanel } from './ui/lesson/LessonPanel';
import { SandboxPanel } from './ui/lesson/SandboxPanel';
import { EventLog } from './ui/log/EventLog';
import { ChoicePanel } from './ui/stack/ChoicePanel';
import { RulePanel } from './ui/rules/RulePanel';
import { PendingTriggers } from './ui/stack/PendingTriggers';
import { StackZone } from './ui/stack/StackZone';
import { TurnBar } from './ui/turn/TurnBar';

export function App() {
  const mode = useStacklab((s) => s.mode);
  const { order } = useView();
  const wide = useWideLayout();
  const [me, ...others] = order;
  const learn = mode === 'lessons' ? <LessonPanel /> : <SandboxPanel />;
  const stack = (
    <>
      <ChoicePanel />
      <StackZone />
      <PendingTriggers />
      <CombatPanel />
      <Controls />
    </>
  );
  const board = (
    <div className="board">
      {others.map((p) => (
        <PlayerArea key={p} player={p} position="top" />
      ))}
      {!wide && <div className="table-middle">{stack}</div>}
      {me && <PlayerArea player={me} position="bottom" />}
    </div>
  );
  return (
    <div className="app">
      <Header />
      <TurnBar />
      {wide ? (
        <main className="table-layout three-columns">
          <aside className="column column-learn">
            {learn}
            <EventLog />
          </aside>
          {board}
          <aside className="column column-stack">{stack}</aside>
        </main>
      ) : (
        <main className="table-layout two-columns">
          {board}
          <aside className="column column-side">
            {learn}
            <EventLog />
          </aside>
        </main>
      )}
      <AboutFooter />
      <ErrorAlert />
      <RulePanel />
    </div>
  );
}
