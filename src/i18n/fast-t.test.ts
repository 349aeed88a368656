// Remembered translations give exactly i18next's answers, and forget them when the language changes or texts load.
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { callKey, rememberTranslations } from './fast-t';

async function instance() {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'table'],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: { common: { hello: 'Hello {{name}}', card_one: '{{count}} card', card_other: '{{count}} cards', list: ['a', 'b'] } },
      fr: { common: { hello: 'Bonjour {{name}}', card_one: '{{count}} carte', card_other: '{{count}} cartes' } },
    },
  });
  rememberTranslations(i18n);
  return i18n;
}

describe('remembered translations', () => {
  it('answer as i18next does: interpolation, plurals, namespaces, a fixed t', async () => {
    const i18n = await instance();
    expect(i18n.t('hello', { name: 'Alice' })).toBe('Hello Alice');
    expect(i18n.t('hello', { name: 'Bob' })).toBe('Hello Bob');
    expect(i18n.t('card', { count: 1 })).toBe('1 card');
    expect(i18n.t('card', { count: 3 })).toBe('3 cards');
    // The same value as a string and as a number are different calls.
    expect(i18n.t('card', { count: '1' })).toBe(i18n.t('card', { count: '1' }));
    expect(i18n.t('common:hello', { name: 'Eve' })).toBe('Hello Eve');
    const fixed = i18n.getFixedT(null, 'common');
    expect(fixed('hello', { name: 'Carol' })).toBe('Hello Carol');
    expect(i18n.getFixedT('fr', 'common')('hello', { name: 'Dan' })).toBe('Bonjour Dan');
    expect(i18n.t('list', { returnObjects: true })).toEqual(['a', 'b']);
  });

  it('forget their answers when the language changes and when texts are added', async () => {
    const i18n = await instance();
    const fixed = i18n.getFixedT(null, 'common');
    expect(fixed('hello', { name: 'Alice' })).toBe('Hello Alice');
    expect(i18n.t('table:later')).toBe('later');
    await i18n.changeLanguage('fr');
    expect(i18n.t('hello', { name: 'Alice' })).toBe('Bonjour Alice');
    expect(i18n.getFixedT(null, 'common')('hello', { name: 'Alice' })).toBe('Bonjour Alice');
    i18n.addResourceBundle('fr', 'table', { later: 'plus tard' });
    expect(i18n.t('table:later')).toBe('plus tard');
  });

  it('say whether a text exists, and learn of texts loaded later', async () => {
    const i18n = await instance();
    expect(i18n.exists('hello')).toBe(true);
    expect(i18n.exists('card_one')).toBe(true);
    expect(i18n.exists('table:soon')).toBe(false);
    i18n.addResourceBundle('en', 'table', { soon: 'soon' });
    expect(i18n.exists('table:soon')).toBe(true);
    i18n.removeResourceBundle('en', 'table');
    expect(i18n.exists('table:soon')).toBe(false);
  });

  it('keep only calls made of plain values', () => {
    expect(callKey('t', 'a', undefined, -1)).toBe('t\u0000a');
    expect(callKey('t', 'a', { n: 1 }, 0)).not.toBe(callKey('t', 'a', { n: '1' }, 0));
    expect(callKey('t', 'a', { n: 1, m: 2 }, 0)).not.toBe(callKey('t', 'a', { n: 12 }, 0));
    expect(callKey('t', ['a', 'b'], { list: ['x', 'y'] }, 0)).toBe(callKey('t', ['a', 'b'], { list: ['x', 'y'] }, 0));
    expect(callKey('t', 'a', { returnObjects: true }, 0)).toBeNull();
    expect(callKey('t', 'a', { when: new Date(0) }, 0)).toBeNull();
    expect(callKey('t', 'a', 'default', 1)).toBeNull();
    expect(callKey('t', () => 'a', undefined, -1)).toBeNull();
  });
});
