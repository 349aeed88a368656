import { describe, expect, it } from 'vitest';
import { detectLanguage, withLanguageParam } from './detect-language';

describe('detectLanguage', () => {
  it('follows the browser: any French variant gives French, anything else English', () => {
    expect(detectLanguage({ search: '', stored: null, browser: ['fr-CA', 'en'] })).toBe('fr');
    expect(detectLanguage({ search: '', stored: null, browser: ['FR'] })).toBe('fr');
    expect(detectLanguage({ search: '', stored: null, browser: ['de-DE', 'fr'] })).toBe('en');
    expect(detectLanguage({ search: '', stored: null, browser: [] })).toBe('en');
  });

  it('prefers the remembered choice to the browser', () => {
    expect(detectLanguage({ search: '', stored: 'fr', browser: ['en-US'] })).toBe('fr');
    expect(detectLanguage({ search: '', stored: 'xx', browser: ['fr'] })).toBe('fr');
  });

  it('lets ?lang= override everything, and ignores unknown values', () => {
    expect(detectLanguage({ search: '?lang=en', stored: 'fr', browser: ['fr'] })).toBe('en');
    expect(detectLanguage({ search: '?x=1&lang=fr', stored: 'en', browser: ['en'] })).toBe('fr');
    expect(detectLanguage({ search: '?lang=de', stored: null, browser: ['fr-BE'] })).toBe('fr');
  });
});

describe('withLanguageParam', () => {
  it('sets ?lang= and keeps the rest of the address', () => {
    expect(withLanguageParam('http://h/app/?a=1#x', 'fr')).toBe('http://h/app/?a=1&lang=fr#x');
    expect(withLanguageParam('http://h/?lang=fr', 'en')).toBe('http://h/?lang=en');
  });
});
