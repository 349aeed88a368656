// Keeps the address and the game store together. The store is the game's source of truth: when it moves (a
// step is done, Next, another lesson or board) the address follows, as a new history entry; when the address
// moves (a link, Back or Forward, an address typed or shared) the store is brought there. Each side is only
// moved when it differs from the other, and an address we navigated to ourselves is not followed back.
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import { lessonById } from '../../lessons';
import { sandboxBoards } from '../../lessons/sandbox';
import { useStacklab } from '../../store/game-store';
import { useNotices, type AppNotice } from '../../store/notice-store';
import { COURSE_PATH, storePath, withSearch } from './paths';

const ADDRESS_NOTICES: readonly AppNotice[] = ['unknownLesson', 'unknownStep', 'unknownPage'];

/** Has the store been brought to an address since the page loaded? Before that, its board is a placeholder. */
let storeFollowsAddress = false;

/** Brings the store to the address's lesson or board; returns a notice if the address names nothing we have. */
function follow(pathname: string, params: Readonly<Record<string, string | undefined>>): AppNotice | null {
  const s = useStacklab.getState();
  if (pathname.startsWith('/sandbox')) {
    const board = params.board;
    // `custom`: the user's own board, while the page has one (a builder, a file, a link or a ruling made it).
    const custom = board === 'custom' && s.customBoard !== null;
    if (board !== undefined && !custom && !Object.hasOwn(sandboxBoards, board)) return 'unknownPage';
    s.openSandbox(board as keyof typeof sandboxBoards | 'custom' | undefined);
    storeFollowsAddress = true;
    return null;
  }
  const lesson = params.lessonId ? lessonById(params.lessonId) : undefined;
  if (!lesson) return 'unknownLesson';
  const stepId = params.stepId;
  const stepIndex = stepId === undefined ? undefined : lesson.steps.findIndex((st) => st.id === stepId);
  if (stepIndex === -1) return 'unknownStep';
  if (!storeFollowsAddress || s.mode !== 'lessons' || s.lessonId !== lesson.id) s.openLessonAt(lesson.id, stepIndex);
  else if (stepIndex !== undefined) s.goToStep(stepIndex);
  storeFollowsAddress = true;
  return null;
}

export function AddressSync() {
  const [pathname, navigate] = useLocation();
  const params = useParams<Record<string, string | undefined>>();
  const place = useStacklab(storePath);
  const handled = useRef<string | null>(null);
  const expected = useRef<string | null>(null);

  useEffect(() => {
    let replace = false;
    if (pathname !== handled.current) {
      handled.current = pathname;
      if (pathname === expected.current) expected.current = null;
      else {
        // The address moved by itself: the game follows it.
        expected.current = null;
        const notice = follow(pathname, params);
        const notices = useNotices.getState();
        if (notice) {
          notices.show(notice);
          navigate(withSearch(COURSE_PATH), { replace: true });
          return;
        }
        // A notice about an earlier address no longer applies.
        for (const old of ADDRESS_NOTICES) notices.dismiss(old);
        replace = true; // `/lessons/x` → `/lessons/x/step`: the same place, said in full
      }
    }
    const target = storePath(useStacklab.getState());
    if (target !== null && target !== pathname && target !== expected.current) {
      expected.current = target;
      navigate(withSearch(target), { replace });
    }
  }, [pathname, place, params, navigate]);

  return null;
}
