import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/why.json';
import enCommon from '../../../locales/en/common.json';
import fr from '../../../locales/fr/why.json';
import frCommon from '../../../locales/fr/common.json';
import type { WhyCode, WhyReason } from '../../engine';
import { reasonKey, reasonText, whyLines } from './why-text';

const CODES: WhyCode[] = [
  'triggered', 'lookedBack', 'additionalTime', 'lostAbilities', 'interveningIf', 'onceEachTurn', 'alreadyDone', 'batched', 'enteredTapped',
  'staticEnters', 'notOnBattlefield', 'phasedOut', 'prevented', 'wrongController', 'wrongType', 'otherZones', 'conditionNotMet',
  'noTriggeredAbility', 'noEvent', 'logged', 'interveningIfOnResolution', 'notYourTurn', 'notAlone', 'onceEachTurnAdditional', 'phasedIn',
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
/** Names as the app gives them: the forms (`ofX`, `theX` …) only beside a non-empty name (grammar.ts). */
const appNames = {
  card: (id: string) => id,
  player: (id: string) => id.charAt(0).toUpperCase() + id.slice(1),
  withOf: <P extends Record<string, unknown>>(p: P) => {
    const out: Record<string, unknown> = { ...p };
    for (const [k, v] of Object.entries(p)) {
      if (typeof v !== 'string' || !v) continue;
      const K = k.charAt(0).toUpperCase() + k.slice(1);
      Object.assign(out, { [`the${K}`]: v, [`The${K}`]: v, [`of${K}`]: `of ${v}`, [`to${K}`]: `to ${v}` });
    }
    return out as P & Record<string, unknown>;
  },
};

describe('why panel sentences', () => {
  it.each([['en', en, enCommon], ['fr', fr, frCommon]])('every reason code has a sentence in %s, with its objects filled in', (_, bundle, common) => {
    const t = translate(bundle, common);
    for (const code of CODES) {
      const reason: WhyReason = { code, rule: '603.2', source: { id: '#1', card: 'blood-artist', label: null }, about: { id: '#2', card: 'grizzly-bears', label: null }, zone: 'hand', from: 'battlefield', to: 'exile', detail: 'tapped', player: 'bob' };
      const text = reasonText(reason, t, appNames);
      expect(text, code).not.toMatch(/<\w+>|\{\{/);
    }
    expect(reasonText({ code: 'enteredTapped', rule: '603.2e', about: { id: '#3', card: 'boros-guildgate', label: null } }, t, appNames)).toContain('boros-guildgate');
  });

  it.each([['en', en, enCommon], ['fr', fr, frCommon]])('CR 603.2b: a reason without its object or its source never shows a blank or a raw placeholder in %s', (_, bundle, common) => {
    const t = translate(bundle, common);
    for (const code of CODES) {
      const bare: WhyReason = { code, rule: '603.2', zone: 'hand', from: 'battlefield', to: 'exile', detail: 'tapped', player: 'bob' };
      for (const reason of [bare, { ...bare, source: { id: '#1', card: 'felidar-sovereign', label: null } }]) {
        const text = reasonText(reason, t, appNames);
        expect(text, code).not.toMatch(/<\w+>|\{\{|\s\s|\s[.,]|^\W|\(\)|«\s*»/);
        if (reason === bare) expect(text.charAt(0), code).toBe(text.charAt(0).toUpperCase());
      }
    }
  });

  it('CR 603.2b: Felidar Sovereign on the opponent\'s upkeep names whose turn it was', () => {
    const reason: WhyReason = { code: 'notYourTurn', rule: '603.2b', source: { id: '#1', card: 'felidar-sovereign', label: null }, player: 'bob' };
    expect(reasonText(reason, translate(en, enCommon), appNames)).toContain("of Bob turn");
    expect(reasonText(reason, translate(fr, frCommon), appNames)).toContain('le tour of Bob');
  });

  it('CR 603.2: a wrong card type names the object itself, as the English sentence does, not general words with its name in brackets', () => {
    const reason: WhyReason = { code: 'wrongType', rule: '603.2', source: { id: '#1', card: 'blood-artist', label: null }, about: { id: '#2', card: 'dingus-egg', label: null } };
    expect(reasonText(reason, translate(en, enCommon), appNames)).toContain(': dingus-egg doesn\'t have the card type');
    expect(reasonText(reason, translate(fr, frCommon), appNames)).toContain(" : dingus-egg n'a pas le type de carte");
  });

  it('CR 603.10b, 603.10c: looking back for phasing out or becoming unattached has its own sentence, not "left the battlefield"', () => {
    const source = { id: '#1', card: 'ertais-familiar', label: null };
    expect(reasonKey({ code: 'lookedBack', rule: '603.10b', source })).toBe('why:reason.lookedBackPhasedOut');
    expect(reasonKey({ code: 'lookedBack', rule: '603.10c', source })).toBe('why:reason.lookedBackUnattached');
    expect(reasonKey({ code: 'lookedBack', rule: '603.10a', source })).toBe('why:reason.lookedBack');
    for (const [bundle, common] of [[en, enCommon], [fr, frCommon]] as const) {
      const text = reasonText({ code: 'lookedBack', rule: '603.10b', source }, translate(bundle, common), appNames);
      expect(text).not.toMatch(/left the battlefield|quitté le champ de bataille/);
    }
  });

  it('entering tapped about the permanent itself has its own sentence', () => {
    expect(reasonKey({ code: 'enteredTapped', rule: '603.2e' })).toBe('why:reason.enteredTappedSelf');
    expect(reasonKey({ code: 'enteredTapped', rule: '603.2e', source: { id: '#1', card: 'verity-circle', label: null } })).toBe('why:reason.enteredTapped');
  });
});

describe('what a reason is about', () => {
  const t = translate(en, enCommon);
  const list = (items: readonly string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(items);
  it('a trigger names the event\'s object first; a sentence that already names it does not', () => {
    const about = { id: '#2', card: 'grizzly-bears', label: null };
    const source = { id: '#1', card: 'blood-artist', label: null };
    const abouts = (reasons: WhyReason[]) => whyLines(reasons, t, { ...names, list }).map((line) => line.about);
    expect(abouts([{ code: 'lookedBack', rule: '603.10a', source, about }])).toEqual(['About grizzly-bears:']);
    expect(abouts([{ code: 'wrongType', rule: '603.2', source, about }])).toEqual([null]);
    expect(abouts([{ code: 'noEvent', rule: '603.2', source }])).toEqual([null]);
  });

  it.each([['en', en, enCommon, 'About Blood Artist, Kalastria Highborn, and Grizzly Bears ×2:'], ['fr', fr, frCommon, 'À propos de l\'Artiste de sang, de la Patricienne des Kalastria et des Ours runcinés ×2 :']])(
    'the same sentence about several events is one line naming each object, in the order met (%s)',
    (lang, bundle, common, heading) => {
      const tr = translate(bundle, common);
      const cards: Record<string, Record<string, string>> = {
        en: { 'blood-artist': 'Blood Artist', 'kalastria-highborn': 'Kalastria Highborn', 'grizzly-bears': 'Grizzly Bears' },
        fr: { 'blood-artist': "de l'Artiste de sang", 'kalastria-highborn': 'de la Patricienne des Kalastria', 'grizzly-bears': 'des Ours runcinés' },
      };
      // French names with their "de" forms, as grammar.ts gives them; English names as they are.
      const byName = Object.fromEntries(Object.entries(cards.en!).map(([id, n]) => [n, cards[lang]![id]!]));
      const langNames = {
        card: (id: string) => cards.en![id] ?? id,
        withOf: <P extends Record<string, unknown>>(p: P) => ({ ...p, ofAbout: byName[String(p.about)] ?? p.about, ofSource: `of ${String(p.source)}` }),
        list: (items: readonly string[]) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(items),
      };
      const artist = { id: '#1', card: 'blood-artist', label: null };
      const died = (id: string, card: string): WhyReason => ({ code: 'lookedBack', rule: '603.10a', source: artist, about: { id, card, label: null } });
      const lines = whyLines(
        [died('#1', 'blood-artist'), died('#2', 'kalastria-highborn'), died('#3', 'grizzly-bears'), died('#4', 'grizzly-bears'), { code: 'wrongType', rule: '603.2', source: artist, about: { id: '#5', card: 'grizzly-bears', label: null } }],
        tr,
        langNames,
      );
      expect(lines).toHaveLength(2);
      expect(lines[0]!.about).toBe(heading);
      expect(lines[0]!.text).toBe(reasonText(died('#2', 'kalastria-highborn'), tr, langNames));
      // A sentence that names its own object is not merged into another line.
      expect(lines[1]!.about).toBeNull();
    },
  );
});
