// The live region's message: the log entries an action added, counted by kind, in one short sentence per kind,
// in both languages; a burst of triggers is a count, a single one is named.
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { createEngine, type Action, type GameState, type LogEntry } from '../../engine';
import { resources } from '../../i18n/resources';
import { sandboxSetup } from '../../lessons/sandbox';
import { announcementParts, announcementText } from './announce';

const engine = createEngine(cardPool);

function started(): GameState {
  const r = engine.start(sandboxSetup);
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

function apply(state: GameState, action: Action): { state: GameState; log: LogEntry[] } {
  const r = engine.apply(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error}`);
  return { state: r.state, log: r.log };
}

async function translator(lng: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.init({ lng, resources, interpolation: { escapeValue: false } });
  const t = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
  const names = {
    card: (id: string) => t(`cards:${id}.name`),
    player: (id: string) => id.charAt(0).toUpperCase() + id.slice(1),
  };
  return { t, names };
}

describe('announcements from new log entries', () => {
  it('a Wrath of God resolving: one resolution, three deaths and five triggers counted, then the order prompt', () => {
    const cast = apply(started(), { type: 'cast', player: 'alice', card: 'wrath' });
    const resolved = apply(cast.state, { type: 'resolve' });
    const pending = resolved.state.pending;
    expect(pending?.kind).toBe('order');
    const parts = announcementParts(resolved.log, pending);
    expect(parts).toEqual([
      { group: 'resolved', count: 1, card: 'wrath-of-god', player: 'alice' },
      { group: 'died', count: 3 },
      { group: 'triggered', count: 5 },
      { group: 'prompt', count: 1, kind: 'order', player: 'alice' },
    ]);
  });

  it('a single entry of a group is named by its card, an ability by its source', () => {
    const parts = announcementParts([
      { event: 'spellCast', player: 'alice', card: 'grizzly-bears' },
      { event: 'triggered', source: 'souls-attendant', card: 'grizzly-bears', player: 'alice' },
      { event: 'priority', player: 'alice' },
    ]);
    expect(parts).toEqual([
      { group: 'cast', count: 1, card: 'grizzly-bears', player: 'alice' },
      { group: 'triggered', count: 1, card: 'souls-attendant', player: 'alice' },
    ]);
  });

  it('entries the region does not speak of (priority, passes, steps) give no message', () => {
    expect(announcementParts([{ event: 'passed', player: 'alice' }, { event: 'priority', player: 'bob' }, { event: 'stepBegan', step: 'upkeep' }])).toEqual([]);
  });

  it('the groups come in a fixed order, whatever the order of the entries', () => {
    const parts = announcementParts([
      { event: 'triggerPutOnStack', source: 'blood-artist', player: 'alice' },
      { event: 'triggerPutOnStack', source: 'blood-artist', player: 'alice' },
      { event: 'resolved', card: 'lightning-bolt' },
    ]);
    expect(parts.map((p) => [p.group, p.count])).toEqual([
      ['resolved', 1],
      ['stacked', 2],
    ]);
  });

  it('in English and in French: « 3 capacités déclenchées » / "3 abilities triggered"', async () => {
    const log: LogEntry[] = [1, 2, 3].map(() => ({ event: 'triggered', source: 'blood-artist', player: 'alice' }));
    const parts = announcementParts(log, { kind: 'target', player: 'alice' });
    const en = await translator('en');
    const fr = await translator('fr');
    expect(announcementText(parts, en.t, en.names)).toBe('3 abilities triggered. Alice decides: a target.');
    expect(announcementText(parts, fr.t, fr.names)).toBe('3 capacités déclenchées. Alice doit choisir : une cible.');
  });

  it('every group and every kind of decision has its sentence in both languages', async () => {
    for (const lng of ['en', 'fr'] as const) {
      const { t, names } = await translator(lng);
      for (const group of ['cast', 'resolved', 'countered', 'died', 'triggered', 'stacked', 'removed', 'won', 'lost', 'drawn'] as const) {
        for (const count of [1, 4]) {
          const text = announcementText([{ group, count, card: 'blood-artist', player: 'bob' }], t, names);
          expect(text, `${lng} ${group} ${count}`).not.toMatch(/a11y|\{\{/);
        }
      }
      for (const kind of ['order', 'target', 'may', 'pay', 'mode', 'scry', 'card', 'legend', 'discard', 'sacrifice', 'return', 'name', 'copy', 'damageAssignment', 'newTargets'] as const) {
        const text = announcementText([{ group: 'prompt', count: 1, kind, player: 'bob' }], t, names);
        expect(text, `${lng} ${kind}`).not.toMatch(/a11y|\{\{/);
      }
    }
  });
});
