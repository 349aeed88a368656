// Grading a prediction: the same answer, of the same kind, and for an order the same items in the same order.
import { describe, expect, it } from 'vitest';
import { predictionRight } from './types';

describe('predictionRight', () => {
  it('a number or an option index must be the same number', () => {
    expect(predictionRight({ answer: 4 }, 4)).toBe(true);
    expect(predictionRight({ answer: 4 }, 1)).toBe(false);
  });

  it('yes/no must be the same, and a number is never a yes', () => {
    expect(predictionRight({ answer: false }, false)).toBe(true);
    expect(predictionRight({ answer: false }, true)).toBe(false);
    expect(predictionRight({ answer: true }, 1)).toBe(false);
  });

  it('an order must list the same items in the same order', () => {
    expect(predictionRight({ answer: [1, 0, 2] }, [1, 0, 2])).toBe(true);
    expect(predictionRight({ answer: [1, 0, 2] }, [0, 1, 2])).toBe(false);
    expect(predictionRight({ answer: [1, 0, 2] }, [1, 0])).toBe(false);
    expect(predictionRight({ answer: [1, 0] }, 1)).toBe(false);
  });
});
