// Every code the engine and the lessons produce has a translation: log events, steps, zones, rules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { CARD_ZONES, STEPS, type LogEventName } from '../engine';
import { lessons } from '../lessons';
import { resources } from './resources';

const LOG_EVENTS = {
  gameStarted: true, stepBegan: true, turnBegan: true, priority: true, passed: true, spellCast: true,
  landPlayed: true, abilityActivated: true, manaAdded: true, entered: true, enteredTapped: true, dies: true,
  leftBattlefield: true, movedZone: true, destroyed: true, notDestroyed: true, tapped: true, untapped: true, damageDealt: true,
  lifeGained: true, lifeLost: true, drew: true, discarded: true, triggered: true, notTriggered: true,
  triggerPutOnStack: true, triggerRemoved: true, resolved: true, countered: true, counterFailed: true, conditionFalse: true,
  mayAccepted: true, mayDeclined: true, costPaid: true, costNotPaid: true, effectFailed: true,
  stateBasedAction: true, playerLost: true, gameWon: true, gameDrawn: true, controlChanged: true, attached: true,
  delayedTriggerCreated: true, cardChosen: true, keywordGained: true, sacrificed: true, playerLeft: true, modeChosen: true,
  scried: true,
  countersChanged: true,
  attackerDeclared: true, blockerDeclared: true, becameBlocked: true, stepSkipped: true, combatDamage: true, damageAssigned: true,
  ptChanged: true, untapSkipped: true, stayedTapped: true, effectsEnded: true, shuffled: true, extraTurnAdded: true, spellCopied: true, cascaded: true, damagePrevented: true,
  tokenCreated: true, tokenCeased: true, phasedOut: true, phasedIn: true, milled: true, exiledLinked: true, phasingPrevented: true,
  enteredWithCounters: true, enteredAsCopy: true, nameChosen: true, becameCreature: true,
  targetsChosen: true, targetsKept: true, delayedTriggerEnded: true, revealed: true, rebounded: true,
  didNotResolve: true, auraStayed: true,
  removedFromCombat: true, cleanupPriority: true,
} satisfies Record<LogEventName, true>;

async function i18nFor(lng: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.init({ resources, lng, fallbackLng: false, ns: ['common', 'log', 'rules', 'lessons'], interpolation: { escapeValue: false } });
  return i18n;
}

/** Rule numbers the engine writes into the log, read from its source. */
function rulesCitedByEngine(): string[] {
  const dir = join(import.meta.dirname, '..', 'engine');
  const found = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(/rule: '(\d{3}\.\d+[a-z]?)'/g)) found.add(m[1] as string);
    for (const m of text.matchAll(/'(603\.\d+[a-z]?)'/g)) found.add(m[1] as string);
  }
  return [...found].sort();
}

describe.each(['en', 'fr'] as const)('translations (%s)', (lng) => {
  it('has a log message for every event the engine logs', async () => {
    const i18n = await i18nFor(lng);
    for (const event of Object.keys(LOG_EVENTS))
      expect(i18n.exists(`log:${event}`) || i18n.exists(`log:${event}_other`), event).toBe(true);
  });

  it('names every step (in full and short) and every zone', async () => {
    const i18n = await i18nFor(lng);
    for (const step of STEPS) {
      expect(i18n.exists(`common:steps.${step}`), step).toBe(true);
      expect(i18n.exists(`common:stepsShort.${step}`), step).toBe(true);
    }
    for (const zone of [...CARD_ZONES, 'stack']) {
      expect(i18n.exists(`common:zones.${zone}`), zone).toBe(true);
      expect(i18n.exists(`log:from.${zone}`), zone).toBe(true);
      expect(i18n.exists(`log:to.${zone}`), zone).toBe(true);
    }
  });

  it('has a title for every rule the engine cites and every rule a lesson cites', async () => {
    const i18n = await i18nFor(lng);
    const cited = new Set([...rulesCitedByEngine(), ...lessons.flatMap((l) => l.steps.flatMap((s) => s.rules))]);
    const missing = [...cited].filter((rule) => !i18n.exists(rule, { ns: 'rules', keySeparator: false }));
    expect(missing).toEqual([]);
    expect(i18n.t('603.10a', { ns: 'rules', keySeparator: false })).not.toBe('603.10a');
  });

  it('has every text a lesson refers to', async () => {
    const i18n = await i18nFor(lng);
    for (const lesson of lessons) {
      for (const key of [lesson.title, lesson.summary, ...lesson.steps.flatMap((s) => [s.title, s.text, s.hint])])
        expect(i18n.exists(`lessons:${key}`), key).toBe(true);
    }
  });
});
