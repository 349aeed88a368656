// The lesson around the board: predictions asked before acting and graded, and wrong moves noticed and
// undone by putting the board back where the step began.
import { beforeEach, describe, expect, it } from 'vitest';
import { lesson1 } from '../lessons/lesson-1';
import { useStacklab } from './game-store';
import { selectView } from './selectors';

const store = () => useStacklab.getState();
const stepOf = (id: string) => lesson1.steps.findIndex((s) => s.id === id);

describe('lesson predictions in the store', () => {
  beforeEach(() => {
    store().openSandbox();
    store().openLesson(lesson1.id);
    store().nextStep();
  });

  it('refuses the step\'s action until its question is answered, then grades the answer once', () => {
    expect(store().dispatch({ type: 'cast', player: 'alice', card: 'bears' })).toBe(false);
    expect(store().lessonNotice).toBe('predictFirst');
    expect(store().past).toHaveLength(0);
    store().showMe();
    expect(store().past).toHaveLength(0);
    store().answerPrediction(true);
    expect(store().predictions.cast).toEqual({ answer: true, right: false });
    store().answerPrediction(false);
    expect(store().predictions.cast).toEqual({ answer: true, right: false });
    expect(store().lessonNotice).toBeNull();
    expect(store().dispatch({ type: 'cast', player: 'alice', card: 'bears' })).toBe(true);
    expect(store().stepIndex).toBe(stepOf('resolve'));
    store().answerPrediction(1);
    expect(store().predictions.resolve).toEqual({ answer: 1, right: true });
  });

  it('going back a step puts its board back and asks its question again', () => {
    store().answerPrediction(false);
    store().showMe();
    expect(store().stepIndex).toBe(stepOf('resolve'));
    store().previousStep();
    expect(store().stepIndex).toBe(stepOf('cast'));
    expect(selectView(store()).stack).toHaveLength(0);
    expect(selectView(store()).hand.alice?.some((c) => c.card === 'grizzly-bears')).toBe(true);
    expect(store().predictions.cast).toBeUndefined();
    expect(store().past).toHaveLength(0);
  });
});

describe('wrong moves in a lesson', () => {
  beforeEach(() => {
    store().openSandbox();
    store().openLesson(lesson1.id);
  });

  it('acting on a reading step is noticed, Next is refused, and the board can be put back', () => {
    expect(store().dispatch({ type: 'pass' })).toBe(true);
    expect(store().lessonNotice).toBe('offTrack');
    store().nextStep();
    expect(store().stepIndex).toBe(0);
    store().restoreStep();
    expect(store().lessonNotice).toBeNull();
    expect(store().past).toHaveLength(0);
    store().nextStep();
    expect(store().stepIndex).toBe(1);
  });

  it('Next before the step\'s goal is met is refused with a notice', () => {
    store().nextStep();
    store().nextStep();
    expect(store().stepIndex).toBe(stepOf('cast'));
    expect(store().lessonNotice).toBe('notDone');
  });

  it('answering "no" where the step needs "yes" is noticed; putting the board back lets the step be done', () => {
    store().nextStep();
    store().answerPrediction(false);
    store().showMe();
    store().answerPrediction(1);
    store().showMe();
    store().showMe();
    expect(store().stepIndex).toBe(stepOf('may'));
    expect(store().dispatch({ type: 'choose', player: 'alice', answer: false })).toBe(true);
    expect(store().stepIndex).toBe(stepOf('may'));
    expect(store().lessonNotice).toBe('offTrack');
    store().restoreStep();
    expect(selectView(store()).pending?.kind).toBe('may');
    expect(store().dispatch({ type: 'choose', player: 'alice', answer: true })).toBe(true);
    expect(store().stepIndex).toBe(stepOf('wrapUp'));
  });

  it('a move that keeps the goal in reach is not a wrong move (passing priority once on the way to resolving)', () => {
    store().nextStep();
    store().answerPrediction(false);
    store().showMe();
    store().answerPrediction(1);
    expect(store().dispatch({ type: 'pass' })).toBe(true);
    expect(store().lessonNotice).toBeNull();
    expect(store().dispatch({ type: 'pass' })).toBe(true);
    expect(store().stepIndex).toBe(stepOf('triggered'));
  });

  it('Show me after a wrong move plays the step from where it began', () => {
    store().nextStep();
    store().answerPrediction(false);
    store().showMe();
    store().answerPrediction(1);
    store().showMe();
    store().showMe();
    store().dispatch({ type: 'choose', player: 'alice', answer: false });
    store().showMe();
    expect(selectView(store()).players.alice?.life).toBe(21);
    expect(store().stepIndex).toBe(stepOf('wrapUp'));
  });
});

describe('lesson 2 in the store', () => {
  beforeEach(() => {
    store().openSandbox();
    store().openLesson('lesson-2');
  });

  it('resolving the four abilities one at a time stays on track, and the score counts the right answers', () => {
    store().nextStep();
    store().showMe();
    store().answerPrediction(1);
    store().showMe();
    store().answerPrediction(1);
    store().showMe();
    store().answerPrediction(16);
    for (let i = 0; i < 3; i++) {
      expect(store().dispatch({ type: 'resolve' })).toBe(true);
      expect(store().lessonNotice).toBeNull();
    }
    expect(store().dispatch({ type: 'resolve' })).toBe(true);
    expect(store().stepIndex).toBe(5);
    expect(Object.values(store().predictions).map((p) => p.right)).toEqual([false, true, true]);
  });
});
