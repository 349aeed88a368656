import { beforeEach, describe, expect, it } from 'vitest';
import { lesson1 } from '../lessons/lesson-1';
import type { LessonStep } from '../lessons/types';
import { useStacklab } from './game-store';
import { combatActionsOf, selectLegalActions, selectRecentLog, selectView } from './selectors';

const store = () => useStacklab.getState();

describe('the store', () => {
  beforeEach(() => {
    store().openSandbox();
    store().openLesson(lesson1.id);
  });

  it('the sandbox has a three-player combat board; choosing it starts it afresh, and the sandbox comes back to it', () => {
    store().openSandbox('combat');
    expect(store().sandboxBoard).toBe('combat');
    expect(store().state.players).toEqual(['alice', 'bob', 'carol']);
    // The attacks are read apart from the other legal actions (the combat form's, a render later).
    expect(selectLegalActions(store()).some((a) => a.type === 'attack')).toBe(false);
    const attacks = combatActionsOf(store().state).filter((a) => a.type === 'attack');
    expect(attacks.length).toBeGreaterThan(0);
    store().openLesson(lesson1.id);
    store().openSandbox();
    expect(store().state.players).toHaveLength(3);
    store().openSandbox('wrath');
    expect(store().state.players).toEqual(['alice', 'bob']);
  });

  it('starts on the first lesson, on its first step', () => {
    expect(store().mode).toBe('lessons');
    expect(store().lessonId).toBe('lesson-1');
    expect(store().stepIndex).toBe(0);
    expect(store().log.length).toBeGreaterThan(0);
  });

  it('applies an action, keeps the log and records history', () => {
    const before = store().state;
    expect(store().dispatch({ type: 'cast', player: 'alice', card: 'bears' })).toBe(true);
    expect(store().state).not.toBe(before);
    expect(store().past).toHaveLength(1);
    expect(store().past[0]?.state).toBe(before);
    expect(selectRecentLog(store()).some((e) => e.event === 'spellCast')).toBe(true);
    expect(selectView(store()).stack[0]?.source).toBe('grizzly-bears');
  });

  it('keeps a rejection as a code for a translated alert, and clears it on the next success', () => {
    expect(store().dispatch({ type: 'cast', player: 'bob', card: 'bears' })).toBe(false);
    expect(store().lastError?.code).toMatch(/^errors\./);
    expect(store().past).toHaveLength(0);
    expect(store().dispatch({ type: 'pass' })).toBe(true);
    expect(store().lastError).toBeNull();
  });

  it('undoes and redoes, log and lesson step included', () => {
    store().nextStep();
    store().answerPrediction(false);
    const start = store().state;
    const logLength = store().log.length;
    store().dispatch({ type: 'cast', player: 'alice', card: 'bears' });
    expect(store().stepIndex).toBe(2);
    const after = store().state;
    store().undo();
    expect(store().state).toBe(start);
    expect(store().log).toHaveLength(logLength);
    expect(store().stepIndex).toBe(1);
    store().redo();
    expect(store().state).toBe(after);
    expect(store().stepIndex).toBe(2);
    expect(store().future).toHaveLength(0);
  });

  it('moves the lesson on when a goal is met, and "Show me" plays a step', () => {
    store().nextStep();
    for (let i = 1; i < lesson1.steps.length - 1; i++) {
      expect(store().stepIndex).toBe(i);
      const step: LessonStep | undefined = lesson1.steps[i];
      const predict = step?.predict;
      if (predict) store().answerPrediction(predict.answer);
      store().showMe();
    }
    expect(store().stepIndex).toBe(lesson1.steps.length - 1);
    expect(selectView(store()).players.alice?.life).toBe(21);
  });

  it('lists legal actions from the engine, memoised per state', () => {
    const a = selectLegalActions(store());
    expect(a).toBe(selectLegalActions(store()));
    expect(a.some((x) => x.type === 'cast')).toBe(true);
  });

  it('resets the board and the lesson', () => {
    store().nextStep();
    store().dispatch({ type: 'cast', player: 'alice', card: 'bears' });
    store().reset();
    expect(store().past).toHaveLength(0);
    expect(store().stepIndex).toBe(0);
    expect(selectView(store()).stack).toHaveLength(0);
  });

  it('opens the sandbox on its demo board', () => {
    store().openSandbox();
    expect(store().mode).toBe('sandbox');
    const view = selectView(store());
    expect(view.battlefield.some((p) => p.card === 'blood-artist')).toBe(true);
    expect(view.hand.alice?.some((c) => c.card === 'wrath-of-god')).toBe(true);
  });
});
