// How a draw by an endless loop (CR 104.4b) shows in the runner's output (docs/scenarios.md, "Output").
import { describe, expect, it } from 'vitest';
import { cardPool } from '../cards';
import { LOOP_CARDS } from '../test/loop-cards';
import { cliMain } from './cli-main';

const cards = { ...cardPool, ...LOOP_CARDS };
const scenario = (actions: unknown[]) =>
  JSON.stringify({
    format: 'stacklab-scenario/1',
    setup: {
      players: ['alice', 'bob'],
      cards: [
        { card: 'test-keeper', zone: 'battlefield', owner: 'alice', label: 'ka' },
        { card: 'test-keeper', zone: 'battlefield', owner: 'bob', label: 'kb' },
        { card: 'test-husk', zone: 'hand', owner: 'alice', label: 'husk' },
      ],
    },
    actions,
  });
const run = (actions: unknown[]) => cliMain(['loop.json'], { readFile: () => scenario(actions), cards });
const resolves = (n: number) => Array.from({ length: n }, () => ({ type: 'resolve' }));

describe('the runner output of a game drawn by a loop', () => {
  it('CR 104.4b: winner "draw", nobody has priority, the loop abilities still on the stack, the log ending with gameDrawn', () => {
    const answer = run([{ type: 'move', card: 'husk', to: 'battlefield' }, ...resolves(2)]);
    expect(answer.exitCode).toBe(0);
    const out = JSON.parse(answer.stdout) as { winner: string | null; priority: string | null; stack: { source: string }[]; log: { event: string }[] };
    expect(out.winner).toBe('draw');
    expect(out.priority).toBeNull();
    expect(out.stack.length).toBeGreaterThan(2);
    expect(out.stack.every((item) => item.source === 'test-keeper')).toBe(true);
    expect(out.log.at(-1)).toEqual({ event: 'gameDrawn', reason: 'loop', rule: '104.4b' });
  });

  it('CR 104.4b: an action after the draw is refused as for any game that is over', () => {
    const answer = run([{ type: 'move', card: 'husk', to: 'battlefield' }, ...resolves(10)]);
    expect(answer.exitCode).toBe(1);
    expect(JSON.parse(answer.stdout)).toMatchObject({ code: 'errors.gameOver', action: 3 });
  });
});
