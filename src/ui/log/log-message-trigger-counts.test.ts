// The log lines of additional triggers (CR 603.2d), "only once each turn" (603.2h) and the second part of
// CR 603.3b read as finished sentences in both languages, naming the card that caused them.
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards';
import { createEngine, type Action, type LogEntry, type Setup } from '../../engine';
import { resources } from '../../i18n/resources';
import { nameForms } from '../common/grammar';
import type { Names } from '../common/use-names';
import { logMessage } from './log-message';

const engine = createEngine(cardPool);

function play(setup: Setup, actions: Action[]): { log: LogEntry[]; names: Map<string, string> } {
  const started = engine.start(setup);
  if (!started.ok) throw new Error(started.error);
  let state = started.state;
  const log = [...started.log];
  const names = new Map<string, string>();
  for (const action of actions) {
    const r = engine.apply(state, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error}`);
    state = r.state;
    log.push(...r.log);
    for (const o of Object.values(state.objects)) names.set(o.id, o.card);
  }
  return { log, names };
}

const players = ['alice', 'bob'];
const journeys = [
  play(
    {
      players,
      freeMana: true,
      cards: [
        { card: 'panharmonicon', zone: 'battlefield', owner: 'alice' },
        { card: 'welcoming-vampire', zone: 'battlefield', owner: 'alice' },
        { card: 'souls-attendant', zone: 'battlefield', owner: 'alice' },
        { card: 'strict-proctor', zone: 'battlefield', owner: 'bob' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb1' },
        { card: 'grizzly-bears', zone: 'hand', owner: 'alice', label: 'gb2' },
        { card: 'plains', zone: 'library', owner: 'alice' },
      ],
    },
    [
      { type: 'move', card: 'gb1', to: 'battlefield' },
      { type: 'auto' },
      { type: 'resolve' },
      { type: 'choose', player: 'alice', answer: false },
      { type: 'move', card: 'gb2', to: 'battlefield' },
    ],
  ),
];

describe.each(['en', 'fr'] as const)('log messages of trigger counts (%s)', (lng) => {
  it('renders the additional, refused and second-part entries without a raw key or a missing value', async () => {
    const i18n = createInstance();
    await i18n.init({ resources, lng, fallbackLng: false, interpolation: { escapeValue: false } });
    const t = i18n.getFixedT(lng);
    for (const { log, names: cardOf } of journeys) {
      const names: Names = {
        card: (id) => t(`cards:${id}.name`),
        player: (id) => t(`common:players.${id}`),
        ref: (ref) => (cardOf.has(ref) ? t(`cards:${cardOf.get(ref)}.name`) : ref),
        distinct: (ref) => (cardOf.has(ref) ? t(`cards:${cardOf.get(ref)}.name`) : ref),
        list: (items) => items.join(', '),
        ...nameForms((k, o) => t(k, o) as string, i18n.getResourceBundle(lng, 'cards')),
      };
      const reasons = new Set<string>();
      for (const entry of log) {
        const text = logMessage(entry, (k, o) => t(k, o) as string, (k, o) => i18n.exists(k, o), names);
        expect(text, JSON.stringify(entry)).not.toMatch(/\{\{|\}\}|^log:|undefined|cards:|#\d/);
        if (entry.reason) reasons.add(`${entry.event}_${entry.reason}`);
        if (entry.reason === 'additionalTime') expect(text).toContain(t('cards:panharmonicon.name'));
      }
      for (const key of ['triggered_additionalTime', 'notTriggered_onceEachTurnAdditional', 'notTriggered_onceEachTurn', 'triggerPutOnStack_secondPart', 'countered_unlessNotPaid', 'triggered_abilityTriggered'])
        expect(reasons, key).toContain(key);
    }
  });
});
