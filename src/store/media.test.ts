import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQuery } from './media';
import { prefersReducedMotion } from './playback-store';

/** A window whose matchMedia counts its calls and answers `matches` from `state`. */
function fakeWindow(state: { reduced: boolean }) {
  const calls: string[] = [];
  const matchMedia = (query: string) => {
    calls.push(query);
    return {
      media: query,
      get matches() {
        return query.includes('reduce') && state.reduced;
      },
    } as MediaQueryList;
  };
  vi.stubGlobal('window', { matchMedia });
  return calls;
}

describe('media queries made once', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses each query once and reads its live answer afterwards', () => {
    const state = { reduced: false };
    const calls = fakeWindow(state);
    expect(prefersReducedMotion()).toBe(false);
    state.reduced = true;
    expect(prefersReducedMotion()).toBe(true);
    expect(mediaQuery('(min-width: 1280px)')).toBe(mediaQuery('(min-width: 1280px)'));
    expect(calls).toEqual(['(prefers-reduced-motion: reduce)', '(min-width: 1280px)']);
  });

  it('makes its lists again with a matchMedia put in place later', () => {
    fakeWindow({ reduced: false });
    const first = mediaQuery('(min-width: 900px)');
    const calls = fakeWindow({ reduced: true });
    expect(mediaQuery('(min-width: 900px)')).not.toBe(first);
    expect(prefersReducedMotion()).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('answers null, and no reduced motion, without a window', () => {
    expect(mediaQuery('(min-width: 900px)')).toBeNull();
    expect(prefersReducedMotion()).toBe(false);
  });
});
