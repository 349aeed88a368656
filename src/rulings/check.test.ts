// The outcome check can fail: each kind of statement, made wrong on purpose, is reported as a difference.
import { describe, expect, it } from 'vitest';
import { engine } from '../test/harness';
import { outcomeDifferences, playRuling } from './check';
import { rulingById } from './index';
import type { RulingOutcome } from './types';

describe('a ruling\'s outcome check', () => {
  const ruling = rulingById('teysa-blood-artist')!;
  const played = playRuling(engine, ruling);
  if (!played.ok) throw new Error(played.error);
  const out = played.out;

  it('accepts the outcome the engine produces', () => {
    expect(outcomeDifferences(ruling.outcome, out)).toEqual([]);
  });

  const wrong: [string, RulingOutcome][] = [
    ['a life total', { life: { bob: 19 } }],
    ['a card in a zone', { zones: { graveyard: [] } }],
    ['the stack', { stack: ['ba'] }],
    ['a trigger count', { triggered: { ba: 1 } }],
    ['a log entry count', { logged: [{ event: 'triggered', rule: '603.2d', count: 2 }] }],
    ['counters', { counters: { ba: { '+1/+1': 1 } } }],
    ['power and toughness', { pt: { ba: [1, 1] } }],
    ['a controller', { controller: { ba: 'bob' } }],
    ['a pending choice', { pending: 'order' }],
    ['the winner', { winner: 'alice' }],
  ];
  for (const [what, outcome] of wrong) {
    it(`reports ${what} that differs from what the engine did`, () => {
      expect(outcomeDifferences(outcome, out)).toHaveLength(1);
    });
  }

  it('refuses a ruling whose action the engine refuses, naming the action', () => {
    const broken = { ...ruling, actions: [...ruling.actions, { type: 'choose' as const, player: 'alice', answer: 'bob' }] };
    expect(playRuling(engine, broken)).toMatchObject({ ok: false, error: expect.stringContaining('at action 4') as unknown });
  });
});
