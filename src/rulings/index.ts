// The rulings library: ready-made demonstrations, each a scenario with a question, an explanation and the
// outcome the engine must show (docs/rulings.md).
import { combatRulings } from './combat';
import { delayedRulings } from './delayed';
import { lookBackRulings } from './look-back';
import { stackRulings } from './stack';
import { triggeringRulings } from './triggering';
import type { Ruling } from './types';
import { zoneRulings } from './zones';

export type { Ruling, RulingOutcome } from './types';

export const rulings: readonly Ruling[] = [...triggeringRulings, ...stackRulings, ...zoneRulings, ...lookBackRulings, ...delayedRulings, ...combatRulings];

export function rulingById(id: string): Ruling | undefined {
  return rulings.find((r) => r.id === id);
}
