import { beforeEach, describe, expect, it } from 'vitest';
import { stackItems } from '../engine';
import { lesson1 } from '../lessons/lesson-1';
import { castAndResolve } from '../test/lesson-1-moments';
import { useStacklab } from './game-store';
import { effectivePlayback, usePlayback } from './playback-store';
import { selectCanRedo, selectCanUndo } from './selectors';
import { comesBefore, displayedLogLength, displayedState, endOf, forkPoint, isLive, momentKind, momentsOf, nextCursor, previousCursor, worthPlaying } from './timeline';

const store = () => useStacklab.getState();
const playback = () => usePlayback.getState();

describe('the timeline of inner steps', () => {
  beforeEach(() => {
    usePlayback.setState({ choice: 'step', cursor: null, playing: false });
    store().openSandbox();
    store().openLesson(lesson1.id);
  });

  it("CR 603.3: a resolution's moments show the ability triggered and waiting before it is on the stack (APNAP, 603.3b)", () => {
    castAndResolve();
    const moments = momentsOf(store(), 1);
    const events = moments.map((m) => m.entry?.event);
    const triggered = events.indexOf('triggered');
    const onStack = events.indexOf('triggerPutOnStack');
    expect(triggered).toBeGreaterThan(0);
    expect(onStack).toBeGreaterThan(triggered);
    expect(moments[triggered]!.state.pendingTriggers).toHaveLength(1);
    expect(stackItems(moments[triggered]!.state.stack)).toHaveLength(0);
    expect(stackItems(moments[onStack]!.state.stack)[0]?.source.card).toBe('souls-attendant');
    // The last moment is the live game itself, and the moments are cached.
    expect(moments.at(-1)!.state).toBe(store().state);
    expect(momentsOf(store(), 1)).toBe(moments);
    expect(momentKind(moments[triggered]!.entry)).toBe('triggered');
    expect(momentKind(moments[onStack]!.entry)).toBe('onStack');
    expect(worthPlaying(moments.map((m) => m.entry))).toBe(true);
  });

  it('an action without triggers or state-based actions is not played moment by moment', () => {
    store().nextStep();
    store().answerPrediction(false);
    store().dispatch({ type: 'cast', player: 'alice', card: 'bears' });
    expect(worthPlaying(momentsOf(store(), 0).map((m) => m.entry))).toBe(false);
    expect(playback().cursor).toBeNull();
  });

  it('in step mode a new action worth it starts at its first moment; acting jumps to the end', () => {
    castAndResolve();
    // It begins past the priority passes, with the spell resolving.
    const first = playback().cursor!;
    expect(first.action).toBe(1);
    expect(momentsOf(store(), 1)[first.moment]!.entry?.event).toBe('resolved');
    expect(momentsOf(store(), 1)[first.moment - 1]!.entry?.event).toBe('passed');
    expect(displayedState(store(), first)).not.toBe(store().state);
    expect(displayedLogLength(store(), first)).toBe(store().past[1]!.logLength + first.moment + 1);
    store().dispatch({ type: 'resolve' });
    expect(playback().cursor).toBeNull();
  });

  it('instant playback and reduced motion show the end at once; step mode stays under reduced motion', () => {
    expect(effectivePlayback(null, 'lessons', false)).toBe('step');
    expect(effectivePlayback(null, 'sandbox', false)).toBe('normal');
    expect(effectivePlayback('slow', 'sandbox', true)).toBe('instant');
    expect(effectivePlayback('step', 'sandbox', true)).toBe('step');
    usePlayback.setState({ choice: 'instant' });
    castAndResolve();
    expect(playback().cursor).toBeNull();
  });

  it('moves one inner step at a time across actions, from the start of the board to the live game', () => {
    castAndResolve();
    const h = store();
    const n = momentsOf(h, 1).length;
    let cursor = previousCursor(h, null);
    expect(cursor).toEqual({ action: 1, moment: n - 2 });
    for (let i = 0; i < n - 2; i++) cursor = previousCursor(h, cursor);
    expect(cursor).toEqual({ action: 1, moment: 0 });
    cursor = previousCursor(h, cursor);
    expect(cursor).toEqual({ action: 0, moment: momentsOf(h, 0).length - 1 });
    expect(displayedState(h, cursor)).toBe(h.past[1]!.state);
    while (cursor && cursor.action >= 0) cursor = previousCursor(h, cursor);
    expect(cursor).toEqual({ action: -1, moment: 0 });
    expect(displayedState(h, cursor)).toBe(h.past[0]!.state);
    expect(previousCursor(h, cursor)).toEqual(cursor);
    // Forward again, to the live game.
    let steps = 0;
    while (cursor) {
      cursor = nextCursor(h, cursor);
      steps += 1;
    }
    expect(steps).toBe(momentsOf(h, 0).length + n + 1);
    expect(isLive(h, endOf(h, 1))).toBe(true);
  });

  it('knows which way the table went: a step back, a jump to an earlier moment, or forward', () => {
    expect(comesBefore({ action: 1, moment: 2 }, { action: 1, moment: 3 })).toBe(true);
    expect(comesBefore({ action: 0, moment: 9 }, { action: 1, moment: 0 })).toBe(true);
    expect(comesBefore({ action: -1, moment: 0 }, { action: 0, moment: 0 })).toBe(true);
    expect(comesBefore({ action: 1, moment: 3 }, null)).toBe(true);
    expect(comesBefore(null, { action: 1, moment: 3 })).toBe(false);
    expect(comesBefore({ action: 1, moment: 3 }, { action: 1, moment: 3 })).toBe(false);
    castAndResolve();
    // The new action plays forward from its first moment.
    expect(playback().rewound).toBe(false);
    playback().previous();
    expect(playback().rewound).toBe(true);
    playback().next();
    expect(playback().rewound).toBe(false);
    playback().moveTo({ action: 0, moment: 0 });
    expect(playback().rewound).toBe(true);
    playback().moveTo({ action: 1, moment: 1 });
    expect(playback().rewound).toBe(false);
    playback().showAll();
    playback().previous();
    expect(playback().rewound).toBe(true);
    // Any action brings back the live game, which is not a step back.
    store().dispatch({ type: 'resolve' });
    expect(playback().cursor).toBeNull();
    expect(playback().rewound).toBe(false);
  });

  it('forks from the end of an earlier action: the later actions are undone and stay redoable', () => {
    castAndResolve();
    const h = store();
    const end0 = endOf(h, 0);
    expect(forkPoint(h, end0)).toBe(0);
    expect(forkPoint(h, { action: 1, moment: 0 })).toBeNull();
    expect(forkPoint(h, endOf(h, -1))).toBe(-1);
    const afterCast = h.past[1]!.state;
    playback().forkAt(0);
    expect(store().state).toBe(afterCast);
    expect(store().past).toHaveLength(1);
    expect(store().future).toHaveLength(1);
    expect(playback().cursor).toBeNull();
    store().redo();
    expect(store().past).toHaveLength(2);
  });

  it('reset can be undone, and redone', () => {
    castAndResolve();
    const played = store().state;
    const step = store().stepIndex;
    store().reset();
    expect(store().past).toHaveLength(0);
    expect(selectCanUndo(store())).toBe(true);
    store().undo();
    expect(store().state).toBe(played);
    expect(store().stepIndex).toBe(step);
    expect(store().past).toHaveLength(2);
    expect(selectCanRedo(store())).toBe(true);
    store().redo();
    expect(store().past).toHaveLength(0);
    expect(store().stepIndex).toBe(0);
    store().undo();
    expect(store().state).toBe(played);
    // A new action forgets the reset that could be redone.
    store().dispatch({ type: 'resolve' });
    expect(store().redoReset).toBe(false);
  });

  it('opening another board forgets the reset', () => {
    castAndResolve();
    store().reset();
    store().openSandbox('combat');
    expect(selectCanUndo(store())).toBe(false);
  });
});
