// Keyword abilities that are triggered abilities (CR 702), written once as data for every card that has them.
import type { TriggeredAbility } from '../engine';

/** CR 702.79a Persist: when it dies, if it had no -1/-1 counter, it returns with one. */
export const persist = (): TriggeredAbility => ({
  kind: 'triggered',
  keyword: 'persist',
  trigger: { on: 'zoneChange', from: 'battlefield', to: 'graveyard', object: { self: true } },
  interveningIf: { eventObjectHadNo: '-1/-1' },
  effects: [{ do: 'putOntoBattlefield', object: 'eventObject', under: 'owner', counters: { '-1/-1': 1 } }],
});

/** CR 702.93a Undying: when it dies, if it had no +1/+1 counter, it returns with one. */
export const undying = (): TriggeredAbility => ({
  kind: 'triggered',
  keyword: 'undying',
  trigger: { on: 'zoneChange', from: 'battlefield', to: 'graveyard', object: { self: true } },
  interveningIf: { eventObjectHadNo: '+1/+1' },
  effects: [{ do: 'putOntoBattlefield', object: 'eventObject', under: 'owner', counters: { '+1/+1': 1 } }],
});
