// Every lesson is replayed through the real engine: each step's scripted solution must reach its goal.
import { describe, expect, it } from 'vitest';
import { cardPool } from '../cards';
import { createEngine, type GameState, type LogEntry } from '../engine';
import { CR_RULES } from '../rules/edition';
import { goalMet } from './goals';
import { lessons } from './index';
import { goalReachable, playSolution } from './progress';

const engine = createEngine(cardPool);

describe('lessons replay', () => {
  for (const lesson of lessons) {
    describe(lesson.id, () => {
      it('starts from a valid board', () => {
        const started = engine.start(lesson.setup);
        expect(started.ok ? 'ok' : started.error).toBe('ok');
      });

      it('reaches every step goal by playing the scripted solutions in order', () => {
        const started = engine.start(lesson.setup);
        if (!started.ok) throw new Error(started.error);
        let state: GameState = started.state;
        for (const step of lesson.steps) {
          let recent: LogEntry[] = [];
          for (const action of step.solution) {
            const result = engine.apply(state, action);
            if (!result.ok) throw new Error(`${lesson.id}/${step.id}: ${JSON.stringify(action)} → ${result.error}`);
            state = result.state;
            recent = result.log;
          }
          if (step.goal) expect(goalMet(step.goal, engine.view(state), recent), `${lesson.id}/${step.id}`).toBe(true);
        }
      });

      // The app checks a step's goal as the step opens, with the log entries of the action that ended the
      // step before: a `logged` goal that action already meets would skip the step unseen.
      it('does not meet a step goal before its solution is played, not even with the previous action\'s log', () => {
        const started = engine.start(lesson.setup);
        if (!started.ok) throw new Error(started.error);
        let state: GameState = started.state;
        let recent: readonly LogEntry[] = [];
        for (const step of lesson.steps) {
          if (step.goal && step.solution.length > 0)
            expect(goalMet(step.goal, engine.view(state), recent), `${lesson.id}/${step.id} already met`).toBe(false);
          for (const action of step.solution) {
            const result = engine.apply(state, action);
            if (!result.ok) throw new Error(result.error);
            state = result.state;
            recent = result.log;
          }
        }
      });

      it('has unique step ids and cites rules', () => {
        const ids = lesson.steps.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const step of lesson.steps) expect(step.rules.length).toBeGreaterThan(0);
      });
    });
  }
});

describe('lesson predictions are what the engine does', () => {
  for (const lesson of lessons) {
    it(`${lesson.id}: every prediction's right answer is the one the engine produces when the step is played`, () => {
      const started = engine.start(lesson.setup);
      if (!started.ok) throw new Error(started.error);
      let state: GameState = started.state;
      for (const step of lesson.steps) {
        const played = playSolution(engine, step, state);
        if (step.predict) expect(step.predict.check(played.outcome), `${lesson.id}/${step.id}`).toEqual(step.predict.answer);
        state = played.state;
      }
    });

    it(`${lesson.id}: predictions are well formed (a goal to watch, a valid answer, today's rules)`, () => {
      for (const step of lesson.steps) {
        const p = step.predict;
        if (!p) continue;
        expect(step.goal, step.id).toBeDefined();
        expect(step.solution.length, step.id).toBeGreaterThan(0);
        expect(p.rules.length, step.id).toBeGreaterThan(0);
        for (const rule of p.rules) expect(Object.hasOwn(CR_RULES, rule), `${step.id}: ${rule}`).toBe(true);
        const options = p.options?.length ?? 0;
        if (p.kind === 'yesNo') expect(typeof p.answer).toBe('boolean');
        if (p.kind === 'number') expect(Number.isInteger(p.answer)).toBe(true);
        if (p.kind === 'choice') {
          expect(options, step.id).toBeGreaterThan(1);
          expect(typeof p.answer === 'number' && p.answer >= 0 && p.answer < options).toBe(true);
        }
        if (p.kind === 'order') expect([...(p.answer as number[])].sort()).toEqual([...Array(options).keys()]);
      }
    });

    it(`${lesson.id}: a step's goal stays reachable from where it began, and not once the step is spoiled`, () => {
      const started = engine.start(lesson.setup);
      if (!started.ok) throw new Error(started.error);
      let state: GameState = started.state;
      for (const step of lesson.steps) {
        if (step.goal) expect(goalReachable(engine, step, state), step.id).toBe(true);
        state = playSolution(engine, step, state).state;
      }
    });
  }
});


describe('the combat form in lessons', () => {
  it.each(lessons.map((l) => [l.id, l] as const))('%s shows it exactly when a step declares attackers or blockers', (_, lesson) => {
    const fights = lesson.steps.some((step) => step.solution.some((action) => action.type === 'attack' || action.type === 'block'));
    expect(lesson.combat === true).toBe(fights);
  });
});
