// The extra lessons ("Extras beyond the course"), in the order a learner takes them after the course.
import { extraAdditionalTriggers } from './extra-additional-triggers';
import { extraAttackTriggers } from './extra-attack-triggers';
import { extraBlockTriggers } from './extra-block-triggers';
import { extraCastTriggers } from './extra-cast-triggers';
import { extraLinkedAbilities } from './extra-linked-abilities';
import { extraPersistUndyingEvolve } from './extra-persist-undying-evolve';
import { extraPreventedEvents } from './extra-prevented-events';
import { extraReflexiveTriggers } from './extra-reflexive-triggers';
import { extraUpkeepKeywords } from './extra-upkeep-keywords';
import type { Lesson } from './types';

export const extraLessons: readonly Lesson[] = [
  extraBlockTriggers,
  extraAttackTriggers,
  extraPersistUndyingEvolve,
  extraCastTriggers,
  extraUpkeepKeywords,
  extraPreventedEvents,
  extraLinkedAbilities,
  extraReflexiveTriggers,
  extraAdditionalTriggers,
];
