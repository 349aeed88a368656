// The answer a reasonable player gives to the pending choice (the app's "Answer automatically" button
// answers every choice this way: `{ type: 'auto', policy: 'sensible' }`). Pure: the state is only read.
import type { Action } from '../actions/action-types';
import { sensibleChoice } from '../actions/sensible';
import type { Engine } from '../engine-types';
import { createCtx } from '../state/context';
import type { GameState } from '../state/game-types';

export function sensibleAnswer(engine: Engine, state: GameState): Action | null {
  return sensibleChoice(createCtx(engine.cards, state));
}
