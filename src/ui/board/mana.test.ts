import { describe, expect, it } from 'vitest';
import { frameOf } from './mana';

describe('frameOf — a card face\'s colour', () => {
  it('comes from the mana cost: one colour, several (hybrid counts both), none', () => {
    expect(frameOf('{2}{R}', false)).toBe('R');
    expect(frameOf('{B/R}', false)).toBe('multi');
    expect(frameOf('{3}', false)).toBe('colorless');
    expect(frameOf(undefined, true)).toBe('land');
  });

  it('is the given colours when there are some: an embalmed token is white with no mana cost (CR 707.9b)', () => {
    expect(frameOf(undefined, false, ['W'])).toBe('W');
    expect(frameOf(undefined, false, [])).toBe('colorless');
  });
});
