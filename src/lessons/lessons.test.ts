// Every lesson is replayed through the real engine: each step's scripted solution must reach its goal.
import { describe, expect, it } from 'vitest';
import { cardPool } from '../cards';
import { createEngine, type GameState, type LogEntry } from '../engine';
import { goalMet } from './goals';
import { lessons } from './index';

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

      it('does not meet a step goal before its solution is played', () => {
        const started = engine.start(lesson.setup);
        if (!started.ok) throw new Error(started.error);
        let state: GameState = started.state;
        for (const step of lesson.steps) {
          if (step.goal && step.solution.length > 0)
            expect(goalMet(step.goal, engine.view(state), []), `${lesson.id}/${step.id} already met`).toBe(false);
          for (const action of step.solution) {
            const result = engine.apply(state, action);
            if (!result.ok) throw new Error(result.error);
            state = result.state;
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
