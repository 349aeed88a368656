// Before another board replaces this one (the sandbox's board picker, another lesson from the table): when
// actions have been played on it, ask first (LeaveBoardDialog), since they would be lost. In the sandbox the
// board may be kept among the named boards first, under its board's name.
import { useTranslation } from 'react-i18next';
import { boardScenario } from '../../store/board-scenario';
import { useStacklab } from '../../store/game-store';
import { BOARD_COUNT_LIMIT } from '../../store/named-boards';
import { askToLeave } from '../dialogs/leave-board-store';
import { useBoards } from '../share/browser';

export function useLeaveBoard(): (go: () => void) => void {
  const { t } = useTranslation();
  return (go) => {
    const game = useStacklab.getState();
    const played = game.past.length;
    if (played === 0) {
      go();
      return;
    }
    const saveAs = game.mode === 'sandbox' && useBoards.getState().boards.length < BOARD_COUNT_LIMIT ? t(`common:sandbox.boards.${game.sandboxBoard}`) : null;
    void askToLeave({ count: played, saveAs }).then((choice) => {
      if (choice === 'stay') return;
      // The modal dialog kept the board as it was while it asked.
      if (choice === 'save' && saveAs !== null) useBoards.getState().save(saveAs, boardScenario(useStacklab.getState()));
      go();
    });
  };
}
