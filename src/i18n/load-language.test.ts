// One language at a time, in two parts: the page's texts (the lessons' titles only), then the table's; a
// language switch waits for every part already needed, so the new language never shows a raw key.
import { createInstance, type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/lessons.json';
import { cardNameTexts, catalogueTexts, localePart } from './catalogue-texts';
import { loadTexts, needTexts, switchLanguage, textsLoaded } from './load-language';

async function instance(lng: 'en' | 'fr'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.init({ resources: {}, partialBundledLanguages: true, lng, fallbackLng: false, initAsync: false });
  return i18n;
}

describe('the locale files’ parts', () => {
  it('the catalogue keeps titles, summaries and step titles, nothing else', () => {
    const made = catalogueTexts({ l: { title: 'T', summary: 'S', steps: { a: { title: 'A', text: 'x', hint: 'h', question: 'q' } }, extra: 'no' } });
    expect(made).toEqual({ l: { title: 'T', summary: 'S', steps: { a: { title: 'A' } } } });
    expect(Object.keys(catalogueTexts(en)).length).toBe(Object.keys(en).length);
    expect(JSON.stringify(catalogueTexts(en)).length).toBeLessThan(JSON.stringify(en).length / 4);
  });

  it('the card names keep the name and the grammar, not the texts', () => {
    expect(cardNameTexts({ c: { name: 'N', grammar: { gender: 'f' }, type: 'Creature', text: 'Flying', abilities: {} } })).toEqual({
      c: { name: 'N', grammar: { gender: 'f' } },
    });
  });

  it('only the two queries name a part', () => {
    expect(localePart('/x/locales/fr/lessons.json?catalogue')?.file).toBe('/x/locales/fr/lessons.json');
    expect(localePart('/x/locales/fr/cards.json?names')?.file).toBe('/x/locales/fr/cards.json');
    expect(localePart('/x/locales/fr/lessons.json')).toBeNull();
    expect(localePart('/x/locales/fr/cards.json?catalogue')).toBeNull();
  });
});

describe('loading a language', () => {
  it('a copy of the instance (what useTranslation gives, naming its original) sees what the instance loaded, and loads nothing twice', async () => {
    const i18n = await instance('en');
    const copy = Object.create(i18n, { __original: { value: i18n } }) as I18n;
    const started = needTexts(copy, 'table');
    expect(needTexts(i18n, 'table')).toBe(started);
    await started;
    expect(textsLoaded(i18n, 'en', 'table')).toBe(true);
    expect(textsLoaded(Object.create(i18n, { __original: { value: i18n } }) as I18n, 'en', 'table')).toBe(true);
  });

  it('the page part has the lessons’ titles but not their steps’ texts; the table part adds them', async () => {
    const i18n = await instance('en');
    await loadTexts(i18n, 'en', 'page');
    expect(textsLoaded(i18n, 'en')).toBe(true);
    expect(textsLoaded(i18n, 'fr')).toBe(false);
    expect(i18n.t('lessons:lesson1.title')).toBe(en.lesson1.title);
    expect(i18n.exists('lessons:lesson1.steps.intro.text')).toBe(false);
    expect(i18n.exists('log:spellCast')).toBe(false);
    expect(i18n.exists('cards:grizzly-bears.name')).toBe(true);
    expect(i18n.exists('cards:grizzly-bears.type')).toBe(false);
    await needTexts(i18n, 'table');
    expect(i18n.t('lessons:lesson1.steps.intro.text')).toBe(en.lesson1.steps.intro.text);
    expect(i18n.exists('log:spellCast')).toBe(true);
    expect(i18n.exists('cards:grizzly-bears.type')).toBe(true);
  });

  it('a switch loads the parts needed so far in the new language before changing it', async () => {
    const i18n = await instance('en');
    await loadTexts(i18n, 'en', 'page');
    await needTexts(i18n, 'table');
    const seen: boolean[] = [];
    i18n.on('languageChanged', () => seen.push(textsLoaded(i18n, 'fr', 'page') && textsLoaded(i18n, 'fr', 'table')));
    await switchLanguage(i18n, 'fr');
    expect(i18n.language).toBe('fr');
    expect(seen).toEqual([true]);
    expect(i18n.exists('lessons:lesson1.steps.intro.text', { lng: 'fr' })).toBe(true);
  });

  it('a switch on the course page loads only the other language’s page part', async () => {
    const i18n = await instance('en');
    await loadTexts(i18n, 'en', 'page');
    await switchLanguage(i18n, 'fr');
    expect(textsLoaded(i18n, 'fr', 'page')).toBe(true);
    expect(textsLoaded(i18n, 'fr', 'table')).toBe(false);
  });
});
