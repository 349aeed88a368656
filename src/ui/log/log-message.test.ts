// Every log line the lessons and the sandbox produce reads as a finished sentence in both languages.
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { createEngine, type Action, type LogEntry, type Setup } from '../../engine';
import { resources } from '../../i18n/resources';
import { lessons } from '../../lessons';
import { sandboxSetup } from '../../lessons/sandbox';
import { nameForms } from '../common/grammar';
import type { Names } from '../common/use-names';
import { logMessage, logSentence, messageKeys } from './log-message';

/** A combat board: attacks, blocks, block triggers, pumps, annihilator, a skipped untap, the end of turn. */
const combatSetup: Setup = {
  players: ['alice', 'bob'],
  active: 'alice',
  cards: [
    { card: 'emrakul-the-aeons-torn', zone: 'battlefield', owner: 'alice', label: 'emrakul' },
    { card: 'rabid-elephant', zone: 'battlefield', owner: 'alice', label: 'elephant' },
    { card: 'engulfing-slagwurm', zone: 'battlefield', owner: 'alice', label: 'wurm' },
    { card: 'wall-of-frost', zone: 'battlefield', owner: 'bob', label: 'wall' },
    { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bears' },
    { card: 'grizzly-bears', zone: 'battlefield', owner: 'bob', label: 'bears2' },
    { card: 'forest', zone: 'graveyard', owner: 'alice' },
    { card: 'forest', zone: 'library', owner: 'alice' },
    { card: 'forest', zone: 'library', owner: 'bob' },
  ],
};

const engine = createEngine(cardPool);

function play(setup: Setup, actions: Action[], autoAnswer = false): LogEntry[] {
  const started = engine.start(setup);
  if (!started.ok) throw new Error(started.error);
  let state = started.state;
  const log = [...started.log];
  for (const action of actions) {
    const r = engine.apply(state, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error}`);
    state = r.state;
    log.push(...r.log);
    if (autoAnswer && state.pending) {
      const answered = engine.apply(state, { type: 'auto' });
      if (answered.ok) {
        state = answered.state;
        log.push(...answered.log);
      }
    }
  }
  return log;
}

const journeys: LogEntry[][] = [
  ...lessons.map((l) => play(l.setup, l.steps.flatMap((s) => s.solution))),
  play(sandboxSetup, [
    { type: 'cast', player: 'alice', card: 'wrath' },
    { type: 'resolve' },
    { type: 'auto' },
    { type: 'resolve' },
    { type: 'tap', cards: ['egg'] },
    { type: 'destroy', cards: ['egg'] },
    { type: 'advance', to: 'end' },
    { type: 'advance', to: 'upkeep' },
    { type: 'advance', to: 'draw' },
  ], true),
  play(combatSetup, [
    { type: 'attack', attackers: [{ card: 'emrakul', target: 'bob' }] },
    { type: 'resolve' },
    { type: 'advance', to: 'main2' },
    { type: 'advance', to: 'main2' },
  ], true),
  play(combatSetup, [
    { type: 'attack', attackers: [{ card: 'elephant', target: 'bob' }, { card: 'wurm', target: 'bob' }] },
    { type: 'block', blockers: [{ card: 'wall', blocks: 'elephant' }, { card: 'bears', blocks: 'elephant' }, { card: 'bears2', blocks: 'wurm' }] },
    { type: 'resolve' },
    { type: 'resolve' },
    { type: 'resolve' },
    { type: 'advance', to: 'combatDamage' },
    { type: 'destroy', cards: ['emrakul'] },
    { type: 'resolve' },
    { type: 'advance', to: 'upkeep' },
    { type: 'advance', to: 'upkeep' },
  ], true),
];

describe.each(['en', 'fr'] as const)('log messages (%s)', (lng) => {
  it('renders every entry without a raw key or a missing value', async () => {
    const i18n = createInstance();
    await i18n.init({ resources, lng, fallbackLng: false, interpolation: { escapeValue: false } });
    const t = i18n.getFixedT(lng);
    const names: Names = {
      card: (id) => t(`cards:${id}.name`),
      player: (id) => t(`common:players.${id}`),
      ref: (ref) => ref,
      distinct: (ref) => ref,
      list: (items) => items.join(', '),
      ...nameForms((k, o) => t(k, o) as string, i18n.getResourceBundle(lng, 'cards')),
    };
    const seen = new Set<string>();
    for (const entry of journeys.flat()) {
      const text = logMessage(entry, (k, o) => t(k, o) as string, (k, o) => i18n.exists(k, o), names);
      seen.add(entry.event);
      expect(text, JSON.stringify(entry)).not.toMatch(/\{\{|\}\}|^log:|undefined|cards:[\w-]+\./);
      expect(text.length).toBeGreaterThan(5);
    }
    expect(seen.size).toBeGreaterThan(10);
    // Thousands of entries in two languages: generous on a loaded machine (this is not a speed test).
  }, 60_000);
});

describe('messageKeys', () => {
  it('tries the most specific variant first', () => {
    expect(messageKeys({ event: 'resolved', source: 'blood-artist' })).toEqual(['resolved_ability', 'resolved']);
    expect(messageKeys({ event: 'triggered', source: 'blood-artist', card: 'grizzly-bears', reason: 'lookBack' })).toEqual([
      'triggered_lookBack',
      'triggered_about',
      'triggered',
    ]);
  });
});

describe('logSentence', () => {
  it('says what logMessage says, makes it once per entry and set of texts, and again for other texts', async () => {
    const textsIn = async (lng: 'en' | 'fr') => {
      const i18n = createInstance();
      await i18n.init({ resources, lng, fallbackLng: false, interpolation: { escapeValue: false } });
      let calls = 0;
      const t = ((k: string, o?: Record<string, unknown>) => (calls++, i18n.t(k, o))) as unknown as typeof i18n.t;
      const names: Names = {
        card: (id) => i18n.t(`cards:${id}.name`),
        player: (id) => i18n.t(`common:players.${id}`),
        ref: (ref) => ref,
        distinct: (ref) => ref,
        list: (items) => items.join(', '),
        ...nameForms((k, o) => i18n.t(k, o) as string, i18n.getResourceBundle(lng, 'cards')),
      };
      return { texts: { t, i18n }, names, calls: () => calls };
    };
    const en = await textsIn('en');
    const fr = await textsIn('fr');
    const entry = journeys[journeys.length - 1]!.find((e) => e.event === 'triggered')!;
    const first = logSentence(entry, en.texts, en.names);
    expect(first).toBe(logMessage(entry, (k, o) => en.texts.t(k, o) as string, (k, o) => en.texts.i18n.exists(k, o), en.names));
    const made = en.calls();
    expect(logSentence(entry, en.texts, en.names)).toBe(first);
    expect(en.calls()).toBe(made);
    const french = logSentence(entry, fr.texts, fr.names);
    expect(french).not.toBe(first);
    expect(french).toBe(logMessage(entry, (k, o) => fr.texts.t(k, o) as string, (k, o) => fr.texts.i18n.exists(k, o), fr.names));
  });
});
