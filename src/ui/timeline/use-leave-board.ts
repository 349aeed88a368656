// Before another board replaces this one (the sandbox's board picker, another lesson from the table): when
// actions have been played on it, ask first, since they would be lost.
import { useTranslation } from 'react-i18next';
import { useStacklab } from '../../store/game-store';

export function useLeaveBoard(): (go: () => void) => void {
  const { t } = useTranslation();
  return (go) => {
    const played = useStacklab.getState().past.length;
    if (played === 0 || window.confirm(t('table:timeline.leaveBoard', { count: played }))) go();
  };
}
