import { beforeEach, describe, expect, it } from 'vitest';
import { lesson1 } from '../lessons/lesson-1';
import { castAndResolve } from '../test/lesson-1-moments';
import { useStacklab } from './game-store';
import { usePlayback } from './playback-store';
import { prepareNeighbours, whenIdle } from './prepare-steps';
import { hasView } from './selectors';
import { displayedState, momentsOf, nextCursor, previousCursor, type History } from './timeline';

const store = () => useStacklab.getState();
const history = () => store() as History;

describe('the moments a step in time goes to, made ready ahead', () => {
  beforeEach(() => {
    usePlayback.setState({ choice: 'instant', cursor: null, playing: false });
    store().openSandbox();
    store().openLesson(lesson1.id);
    // CR 603.3: the Bears resolve, Soul's Attendant's ability triggers and waits, then goes on the stack.
    castAndResolve();
  });

  it('from the live game: the moment one step back, with its view made, and no step forward', () => {
    const back = displayedState(history(), previousCursor(history(), null));
    expect(hasView(back)).toBe(false);
    const cursor = previousCursor(history(), null)!;
    const moments = prepareNeighbours(history(), null);
    expect(moments.map((m) => m.state)).toEqual([back]);
    // Its caption's entry: the log line of that moment.
    expect(moments[0]!.entry).toBe(momentsOf(history(), cursor.action)[cursor.moment]!.entry);
    expect(moments[0]!.entry).not.toBeNull();
    expect(hasView(back)).toBe(true);
  });

  it('from an earlier moment: one step back and one forward, each view the one a step would show', () => {
    const cursor = previousCursor(history(), previousCursor(history(), null));
    const back = displayedState(history(), previousCursor(history(), cursor));
    const forward = displayedState(history(), nextCursor(history(), cursor));
    expect(prepareNeighbours(history(), cursor).map((m) => m.state)).toEqual([back, forward]);
    expect(hasView(back) && hasView(forward)).toBe(true);
  });

  it('the work waits for the page to be idle and can be called off', async () => {
    let ran = 0;
    const cancel = whenIdle(() => ran++);
    cancel();
    whenIdle(() => ran++);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(ran).toBe(1);
  });
});
