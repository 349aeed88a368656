// Opening a lesson at a step (an address, a reload) and moving between its steps (Back and Forward): the board
// is where that step began, by the earlier steps' solutions; saved answers come back, skipped ones don't.
import { beforeEach, describe, expect, it } from 'vitest';
import { lesson1 } from '../lessons/lesson-1';
import { useStacklab } from './game-store';
import { useProgress } from './progress-store';
import { selectView } from './selectors';

const store = () => useStacklab.getState();
const stepOf = (id: string) => lesson1.steps.findIndex((s) => s.id === id);

describe('opening a lesson at a step', () => {
  beforeEach(() => {
    useProgress.getState().resetProgress();
    store().openSandbox();
  });

  it('replays the earlier steps\' solutions: the board is where the step begins, the skipped questions unanswered', () => {
    store().openLessonAt(lesson1.id, stepOf('may'));
    expect(store().stepIndex).toBe(stepOf('may'));
    expect(selectView(store()).pending?.kind).toBe('may');
    expect(store().predictions).toEqual({});
    // The step began there: no wrong-move notice, and Back puts the board where the step before began.
    expect(store().stepStarts[store().stepIndex]?.state).toBe(store().state);
    store().previousStep();
    expect(store().stepIndex).toBe(stepOf('triggered'));
    expect(selectView(store()).stack).toHaveLength(1);
    expect(store().dispatch({ type: 'choose', player: 'alice', answer: true })).toBe(false); // no "may" yet
  });

  it('resumes where the saved progress left it, with the saved answers of that step and the earlier ones', () => {
    store().openLesson(lesson1.id);
    store().nextStep();
    store().answerPrediction(true);
    store().showMe();
    store().answerPrediction(1);
    expect(useProgress.getState().lessons[lesson1.id]).toEqual({ step: stepOf('resolve'), done: false, answers: { cast: true, resolve: 1 } });
    expect(useProgress.getState().lastLesson).toBe(lesson1.id);
    const stateBefore = selectView(store());
    store().openSandbox();
    store().openLessonAt(lesson1.id);
    expect(store().stepIndex).toBe(stepOf('resolve'));
    expect(selectView(store()).stack).toEqual(stateBefore.stack);
    expect(store().predictions).toEqual({ cast: { answer: true, right: false }, resolve: { answer: 1, right: true } });
    // An earlier step asks its own question again.
    store().openLessonAt(lesson1.id, stepOf('cast'));
    expect(store().predictions).toEqual({});
  });

  it('goes forward by replaying from where the current step began, keeping the answers given', () => {
    store().openLesson(lesson1.id);
    store().nextStep();
    store().answerPrediction(false);
    store().goToStep(stepOf('may'));
    expect(store().stepIndex).toBe(stepOf('may'));
    expect(selectView(store()).pending?.kind).toBe('may');
    expect(store().predictions).toEqual({ cast: { answer: false, right: true } });
    // Undo still walks back through the replayed actions.
    store().undo();
    expect(store().stepIndex).toBe(stepOf('triggered'));
    // And back to a step restores the board where it began.
    store().goToStep(stepOf('cast'));
    expect(selectView(store()).stack).toHaveLength(0);
    expect(store().predictions).toEqual({});
  });

  it('the last step reached marks the lesson done, which a new start does not undo', () => {
    store().openLessonAt(lesson1.id, lesson1.steps.length - 1);
    expect(useProgress.getState().lessons[lesson1.id]?.done).toBe(true);
    store().reset();
    expect(useProgress.getState().lessons[lesson1.id]).toEqual({ step: 0, done: true, answers: {} });
  });

  it('leaving the lessons (after a reset of the progress) opens none and records nothing', () => {
    store().openLessonAt(lesson1.id, 2);
    useProgress.getState().resetProgress();
    store().closeLesson();
    expect(store().lessonId).toBeNull();
    expect(useProgress.getState().lessons).toEqual({});
  });
});
