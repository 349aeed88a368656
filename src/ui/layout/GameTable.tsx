// A lesson or the sandbox: the turn bar, then the table between the lesson (with the log) and the stack (with
// the controls). Below 1280px the stack and the controls move to the middle of the table.
import { useTranslation } from 'react-i18next';
import { useStacklab } from '../../store/game-store';
import { useView } from '../../store/selectors';
import { SkipLinks } from '../a11y/SkipLinks';
import { TableA11y } from '../a11y/TableA11y';
import { PlayerArea } from '../board/PlayerArea';
import { SelectionBar } from '../board/SelectionBar';
import { ErrorAlert } from '../common/ErrorAlert';
import { CombatPanel } from '../controls/CombatPanel';
import { Controls } from '../controls/Controls';
import { useWideLayout } from './use-wide-layout';
import { LessonPanel } from '../lesson/LessonPanel';
import { SandboxPanel } from '../lesson/SandboxPanel';
import { EventLog } from '../log/EventLog';
import { AddressSync } from '../routing/AddressSync';
import { ChoicePanel } from '../stack/ChoicePanel';
import { PendingTriggers } from '../stack/PendingTriggers';
import { StackZone } from '../stack/StackZone';
import { TurnBar } from '../turn/TurnBar';

export function GameTable() {
  const { t } = useTranslation();
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
    <div className="board" id="table-board">
      {others.map((p) => (
        <PlayerArea key={p} player={p} position="top" />
      ))}
      {!wide && <div className="table-middle">{stack}</div>}
      {me && <PlayerArea player={me} position="bottom" />}
      <SelectionBar />
    </div>
  );
  return (
    <>
      <SkipLinks />
      <AddressSync />
      <TurnBar />
      {wide ? (
        <main className="table-layout three-columns">
          <aside className="column column-learn" aria-label={t('common:layout.learn')}>
            {learn}
            <EventLog />
          </aside>
          {board}
          <aside className="column column-stack" aria-label={t('common:layout.stack')}>{stack}</aside>
        </main>
      ) : (
        <main className="table-layout two-columns">
          {board}
          <aside className="column column-side" aria-label={t('common:layout.learn')}>
            {learn}
            <EventLog />
          </aside>
        </main>
      )}
      <ErrorAlert />
      <TableA11y />
    </>
  );
}
