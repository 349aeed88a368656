// Game events: facts, in the past tense, that triggered abilities are matched against (CR 603.2).
import type { PlayerId, Snapshot, Step, TapCause, Zone } from './types';

export type GameEvent =
  /** CR 603.6: `object` is the object as it was before the move; `after` the new object, if it can be seen. */
  | { type: 'zoneChanged'; object: Snapshot; after: Snapshot | null; from: Zone; to: Zone }
  /** CR 603.2b */
  | { type: 'stepBegan'; step: Step; active: PlayerId }
  /** CR 603.2d: only real changes of status are events. */
  | { type: 'becameTapped'; object: Snapshot; cause: TapCause }
  | { type: 'becameUntapped'; object: Snapshot }
  /** CR 603.9 */
  | { type: 'playerLost'; player: PlayerId };
