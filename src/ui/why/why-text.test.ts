import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/why.json';
import enCommon from '../../../locales/en/common.json';
import fr from '../../../locales/fr/why.json';
import frCommon from '../../../locales/fr/common.json';
import type { WhyCode, WhyReason } from '../../engine';
import { aboutText, reasonKey, reasonText } from './why-text';

const CODES: WhyCode[] = [
  'triggered', 'lookedBack', 'additionalTime', 'lostAbilities', 'interveningIf', 'onceEachTurn', 'alreadyDone', 'batched', 'enteredTapped',
  'staticEnters', 'notOnBattlefield', 'phasedOut', 'prevented', 'wrongController', 'wrongType', 'otherZones', 'conditionNotMet',
  'noTriggeredAbility', 'noEvent', 'logged',
];

/** A translate function over one language's why.json and common.json that fails on a missing key. */
function translate(bundle: unknown, common: unknown) {
  return (key: string, params: Record<string, unknown> = {}) => {
    const [ns, rest] = key.split(':') as [string, string];
    const path = rest.split('.');
    let node: unknown = ns === 'why' ? bundle : common;
    for (const p of path) node = (node as Record<string, unknown> | undefined)?.[p];
    if (typeof node !== 'string') throw new Error(`missing ${key}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? `<${k}>`));
  };
}
const names = { card: (id: string) => id, withOf: <P extends Record<string, unknown>>(p: P) => ({ ...p, ofSource: `of ${String(p.source)}`, ofAbout: `of ${String(p.about)}` }) };

describe('why panel sentences', () => {
  it.each([['en', en, enCommon], ['fr', fr, frCommon]])('every reason code has a sentence in %s, with its objects filled in', (_, bundle, common) => {
    const t = translate(bundle, common);
    for (const code of CODES) {
      const reason: WhyReason = { code, rule: '603.2', source: { id: '#1', card: 'blood-artist', label: null }, about: { id: '#2', card: 'grizzly-bears', label: null }, zone: 'hand', from: 'battlefield', to: 'exile', detail: 'tapped' };
      const text = reasonText(reason, t, names);
      expect(text, code).not.toMatch(/<\w+>|\{\{/);
    }
    expect(reasonText({ code: 'enteredTapped', rule: '603.2e', about: { id: '#3', card: 'boros-guildgate', label: null } }, t, names)).toContain('boros-guildgate');
  });

  it('entering tapped about the permanent itself has its own sentence', () => {
    expect(reasonKey({ code: 'enteredTapped', rule: '603.2e' })).toBe('why:reason.enteredTappedSelf');
    expect(reasonKey({ code: 'enteredTapped', rule: '603.2e', source: { id: '#1', card: 'verity-circle', label: null } })).toBe('why:reason.enteredTapped');
  });
});

describe('what a reason is about', () => {
  const t = translate(en, enCommon);
  it('a trigger names the event\'s object first; a sentence that already names it does not', () => {
    const about = { id: '#2', card: 'grizzly-bears', label: null };
    const source = { id: '#1', card: 'blood-artist', label: null };
    expect(aboutText({ code: 'lookedBack', rule: '603.10a', source, about }, t, names)).toBe('About grizzly-bears:');
    expect(aboutText({ code: 'wrongType', rule: '603.2', source, about }, t, names)).toBeNull();
    expect(aboutText({ code: 'noEvent', rule: '603.2', source }, t, names)).toBeNull();
  });
});
