import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/cards.json';
import fr from '../../../locales/fr/cards.json';
import { rulings } from '../../rulings';
import { citesRule, filterRulings, fold } from './filter';

const names = (card: string) => [en, fr].map((texts) => (texts as Record<string, { name: string }>)[card]?.name ?? '');

describe('the rulings library filters', () => {
  it('a rule number is a prefix: 603.10 finds the rulings citing 603.10a to 603.10f, and only those', () => {
    const found = filterRulings(rulings, '603.10', '', names);
    expect(found.length).toBeGreaterThanOrEqual(6);
    for (const r of found) expect(r.rules.some((rule) => rule.startsWith('603.10'))).toBe(true);
    const letters = new Set(found.flatMap((r) => r.rules.filter((rule) => rule.startsWith('603.10'))));
    for (const rule of ['603.10a', '603.10b', '603.10c', '603.10d', '603.10e', '603.10f']) expect(letters).toContain(rule);
  });

  it('accepts "CR 509.3" and finds the four block-trigger rulings', () => {
    expect(filterRulings(rulings, 'CR 509.3', '', names).map((r) => r.id).sort()).toEqual(
      ['guardian-blocks-two', 'rabid-elephant-blocked-by-two', 'slagwurm-blocked-by-two', 'wall-of-frost-blocks-a-creature'],
    );
    expect(citesRule(rulings[0]!, '999')).toBe(false);
  });

  it('finds a card by its name in either language, without accents or case', () => {
    const english = filterRulings(rulings, '', 'attendant', names).map((r) => r.id);
    const french = filterRulings(rulings, '', 'SUIVANTE DE L AME'.replace(' L ', " l'"), names).map((r) => r.id);
    expect(english.length).toBeGreaterThan(2);
    expect(french).toEqual(english);
    expect(filterRulings(rulings, '', 'deces de l', names).map((r) => r.id)).toEqual(['fools-demise']);
    expect(fold(' Œuf de Dingus ')).toBe('œuf de dingus');
  });

  it('combines both filters, and an empty filter keeps every ruling', () => {
    expect(filterRulings(rulings, '', '', names)).toHaveLength(rulings.length);
    expect(filterRulings(rulings, '603.7', 'sneak', names).map((r) => r.id)).toEqual(['sneak-attack-end-step', 'sneak-attack-flickered']);
  });
});
