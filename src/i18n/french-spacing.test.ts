import { describe, expect, it } from 'vitest';
import { frenchSpacing, withFrenchSpacing } from './french-spacing';

describe('French spacing: punctuation never starts a line', () => {
  it('puts a narrow no-break space before ? ! ; and a no-break space before : and inside guillemets', () => {
    expect(frenchSpacing('Pourquoi ? Bravo ! Un ; deux : trois')).toBe('Pourquoi\u202F? Bravo\u202F! Un\u202F; deux\u00A0: trois');
    expect(frenchSpacing('« quand vous faites ainsi »')).toBe('«\u00A0quand vous faites ainsi\u00A0»');
  });

  it('leaves what has no space before it alone: times, addresses, placeholders', () => {
    expect(frenchSpacing('10:30 https://example.org/?a=1 {{card}}!')).toBe('10:30 https://example.org/?a=1 {{card}}!');
  });

  it('goes through nested bundles and lists, and keeps other values', () => {
    expect(withFrenchSpacing({ a: 'Oui ?', b: { c: ['Non !', 3] }, d: null })).toEqual({ a: 'Oui\u202F?', b: { c: ['Non\u202F!', 3] }, d: null });
  });
});
