// When the combat form is shown. legalActions offers `attack` from any step before declare attackers as a
// shortcut, but a learner in the upkeep or draw step should not see "Declare attackers": the form appears
// only where combat is next (the precombat main phase, the beginning of combat) or under way (blockers
// are declared in the declare attackers step, once attackers are in).
import type { Step } from '../../engine';

const ATTACK_STEPS: readonly Step[] = ['main1', 'beginCombat'];

export function combatFormShown(step: Step, kind: 'attack' | 'block'): boolean {
  return kind === 'attack' ? ATTACK_STEPS.includes(step) : step === 'declareAttackers';
}
