import { useTranslation } from 'react-i18next';
import { sandboxBoards, type SandboxBoard } from '../../lessons/sandbox';
import { useStacklab, type SandboxChoice } from '../../store/game-store';
import { useCardNames } from '../common/use-card-names';
import { RulingNote } from '../rulings/RulingNote';
import { useLeaveBoard } from '../timeline/use-leave-board';
import { SharePanel } from '../share/SharePanel';
import { BuildBoardButton } from '../builder/BuildBoardButton';

const BOARDS = Object.keys(sandboxBoards) as SandboxBoard[];

export function SandboxPanel() {
  const { t } = useTranslation();
  const names = useCardNames();
  const board = useStacklab((s) => s.sandboxBoard);
  const hasCustom = useStacklab((s) => s.customBoard !== null);
  const openSandbox = useStacklab((s) => s.openSandbox);
  const leaveBoard = useLeaveBoard();
  const intro = () => {
    switch (board) {
      case 'combat':
        return t('common:sandbox.combatIntro');
      case 'entering':
        return t('common:sandbox.enteringIntro', names.withOf({ clone: names.card('clone'), familiar: names.card('ertais-familiar'), riders: names.card('stormfront-riders') }));
      case 'many':
        return t('common:sandbox.manyIntro', names.withOf({ armageddon: names.card('armageddon'), egg: names.card('dingus-egg') }));
      case 'custom':
        return t('common:sandbox.customIntro');
      case 'thousand':
        return t('common:sandbox.thousandIntro', names.withOf({ wrath: names.card('wrath-of-god'), artist: names.card('blood-artist') }));
      case 'big':
        return t('common:sandbox.bigIntro');
      case 'huge':
        return t('common:sandbox.hugeIntro', names.withOf({ wrath: names.card('wrath-of-god'), artist: names.card('blood-artist') }));
      default:
        return t('common:sandbox.intro', names.withOf({ wrath: names.card('wrath-of-god'), artist: names.card('blood-artist'), highborn: names.card('kalastria-highborn') }));
    }
  };
  return (
    <section className="panel sandbox-panel" aria-label={t('common:sandbox.region')}>
      <h2 className="lesson-title">{t('common:sandbox.title')}</h2>
      <label className="sandbox-board">
        {t('common:sandbox.board')}{' '}
        <select value={board} onChange={(e) => {
            const next = e.target.value as SandboxChoice;
            leaveBoard(() => openSandbox(next));
          }}>
          {BOARDS.map((id) => (
            <option key={id} value={id}>
              {t(`common:sandbox.boards.${id}`)}
            </option>
          ))}
          {hasCustom && <option value="custom">{t('common:sandbox.boards.custom')}</option>}
        </select>
      </label>
      <p>{intro()}</p>
      {board === 'custom' && <RulingNote />}
      {board === 'wrath' && <p>{t('common:sandbox.copies', names.withOf({ howl: names.card('howl-of-the-horde'), bolt: names.card('lightning-bolt') }))}</p>}
      <p className="muted">{t('common:sandbox.freeMana')}</p>
      <SharePanel />
      <BuildBoardButton />
    </section>
  );
}
