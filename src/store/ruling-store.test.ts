import { beforeEach, describe, expect, it } from 'vitest';
import { rulingById, rulings } from '../rulings';
import { useStacklab } from './game-store';
import { openRuling, shownRulingId, useRulingStore } from './ruling-store';

describe('opening a ruling in the sandbox', () => {
  beforeEach(() => useRulingStore.setState({ opened: null }));

  it('CR 603.3b: plays the ruling on the custom board (Bob\'s Blood Artist abilities on top of Alice\'s) and shows that ruling', () => {
    const ruling = rulingById('wrath-two-blood-artists-apnap')!;
    expect(openRuling(ruling)).toEqual({ ok: true });
    const game = useStacklab.getState();
    expect(game.mode).toBe('sandbox');
    expect(game.sandboxBoard).toBe('custom');
    expect(game.past).toHaveLength(ruling.actions.length);
    expect(shownRulingId(game, useRulingStore.getState())).toBe(ruling.id);
  });

  it('keeps the ruling shown after a reset of its board, and forgets it when another board is opened', () => {
    openRuling(rulingById('dandan-state-trigger')!);
    useStacklab.getState().reset();
    expect(shownRulingId(useStacklab.getState(), useRulingStore.getState())).toBe('dandan-state-trigger');
    useStacklab.getState().openScenario({ players: ['alice', 'bob'], cards: [] });
    expect(shownRulingId(useStacklab.getState(), useRulingStore.getState())).toBeNull();
    openRuling(rulingById('dandan-state-trigger')!);
    useStacklab.getState().openSandbox('wrath');
    expect(shownRulingId(useStacklab.getState(), useRulingStore.getState())).toBeNull();
  });

  it('opens every ruling of the library, the board reaching the end of its actions', () => {
    for (const ruling of rulings) {
      expect(openRuling(ruling), ruling.id).toEqual({ ok: true });
      expect(useStacklab.getState().past, ruling.id).toHaveLength(ruling.actions.length);
      expect(shownRulingId(useStacklab.getState(), useRulingStore.getState()), ruling.id).toBe(ruling.id);
    }
  });

  it('leaves both stores as they were when the ruling is refused', () => {
    const before = useStacklab.getState().state;
    const broken = { ...rulingById('dandan-state-trigger')!, actions: [{ type: 'choose' as const, player: 'alice', answer: 'x' }] };
    expect(openRuling(broken)).toMatchObject({ ok: false });
    expect(useStacklab.getState().state).toBe(before);
    expect(useRulingStore.getState().opened).toBeNull();
  });
});
