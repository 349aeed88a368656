// A store-level helper shared by the timeline's tests: lesson 1 played up to the moments a step in time shows.
import { useStacklab } from '../store/game-store';

/** Lesson 1 (opened) with Grizzly Bears cast and resolved: Soul's Attendant's ability has triggered (CR 603.3). */
export function castAndResolve(): void {
  const store = useStacklab.getState();
  store.nextStep();
  store.answerPrediction(false);
  store.dispatch({ type: 'cast', player: 'alice', card: 'bears' });
  store.answerPrediction(1);
  store.dispatch({ type: 'resolve' });
}
