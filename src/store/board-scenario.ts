// The board in the store as a scenario (`stacklab-scenario/1`): its setup and the actions played since. The one
// place that reads "the actions played since" from the undo history (export, share links, saved work), so that
// a change to how the history is kept is made here only.
import type { Action, Setup } from '../engine';
import type { Scenario } from '../scenario/schema';
import type { StacklabStore } from './game-store';
import { actionsPlayed } from './scenario-board';

export function boardScenario(s: Pick<StacklabStore, 'setup' | 'past'>, title?: string): Scenario {
  const actions: Action[] = actionsPlayed(s.past);
  const setup: Setup = s.setup;
  return { format: 'stacklab-scenario/1', ...(title ? { title } : {}), setup, actions };
}

/** A scenario file's text, as `npm run scenario` reads it. */
export function scenarioJson(scenario: Scenario): string {
  return `${JSON.stringify(scenario, null, 2)}\n`;
}
