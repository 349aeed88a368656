import { describe, expect, it } from 'vitest';
import { useStacklab } from './game-store';
import { answerOf } from './why';

const store = () => useStacklab.getState();

describe('the "why" question on the game store (CR 603.10a, 603.2)', () => {
  it('CR 603.10a: after a Wrath on the sandbox board, Blood Artist (now in the graveyard) looked back; an undo takes the answer back too', () => {
    store().openSandbox('wrath');
    store().reset();
    expect(store().dispatch({ type: 'cast', player: 'alice', card: 'wrath' })).toBe(true);
    expect(store().dispatch({ type: 'resolve' })).toBe(true);
    const artist = Object.values(store().state.objects).find((o) => o.label === 'artist')!;
    expect(artist.zone).toBe('graveyard');
    const answer = answerOf(store(), { kind: 'object', id: artist.id })!;
    expect(answer.triggered).toBe(true);
    expect(answer.reasons.every((r) => r.code === 'lookedBack' && r.rule === '603.10a')).toBe(true);
    // The log line of one of those triggers answers the same.
    const line = store().log.findIndex((e) => e.event === 'triggered' && e.source === 'blood-artist');
    expect(answerOf(store(), { kind: 'log', index: line })!.reasons).toMatchObject([{ code: 'lookedBack', rule: '603.10a' }]);
    // Undone, the card in the graveyard is gone: there is nothing to answer about.
    store().undo();
    expect(answerOf(store(), { kind: 'object', id: artist.id })).toBeNull();
    expect(answerOf(store(), { kind: 'log', index: line })).toBeNull();
  });
});
