import { describe, expect, it } from 'vitest';
import { combatFormShown } from './combat-visible';

describe('combat form visibility', () => {
  it('shows the attack form only when combat comes next', () => {
    expect(combatFormShown('main1', 'attack')).toBe(true);
    expect(combatFormShown('beginCombat', 'attack')).toBe(true);
    for (const step of ['untap', 'upkeep', 'draw', 'main2', 'end'] as const) expect(combatFormShown(step, 'attack')).toBe(false);
  });
  it('shows the block form only in the declare attackers step', () => {
    expect(combatFormShown('declareAttackers', 'block')).toBe(true);
    expect(combatFormShown('main1', 'block')).toBe(false);
  });
});
