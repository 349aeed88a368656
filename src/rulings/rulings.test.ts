// Every ruling of the library runs headlessly through the scenario runner, and what the engine does is compared
// with the outcome the ruling states: a ruling can't say what the engine doesn't do.
import { describe, expect, it } from 'vitest';
import { CR_RULES } from '../rules/edition';
import { localeFiles } from '../i18n/resources';
import { cardPool } from '../cards';
import { engine } from '../test/harness';
import { outcomeDifferences, playRuling } from './check';
import { rulings } from './index';

describe('the rulings library', () => {
  it('has at least 30 rulings with distinct ids', () => {
    expect(rulings.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rulings.map((r) => r.id)).size).toBe(rulings.length);
  });

  for (const ruling of rulings) {
    it(`${ruling.id} (CR ${ruling.rules.join(', ')}): the engine does what the ruling states`, () => {
      const played = playRuling(engine, ruling);
      if (!played.ok) throw new Error(played.error);
      expect(outcomeDifferences(ruling.outcome, played.out)).toEqual([]);
    });
  }

  it('cites only rules of the pinned edition, uses only cards of the pool, and lists every card of its board', () => {
    for (const ruling of rulings) {
      expect(ruling.rules.length, ruling.id).toBeGreaterThan(0);
      for (const rule of ruling.rules) expect(Object.hasOwn(CR_RULES, rule), `${ruling.id}: ${rule}`).toBe(true);
      for (const card of ruling.cards) expect(Object.hasOwn(cardPool, card), `${ruling.id}: ${card}`).toBe(true);
      // Cards only in a library (to draw safely) need not be listed.
      const shown = new Set(ruling.setup.cards.filter((c) => c.zone !== 'library').map((c) => c.card));
      for (const card of shown) expect(ruling.cards, `${ruling.id}: ${card} not listed`).toContain(card);
      const all = new Set(ruling.setup.cards.map((c) => c.card));
      for (const card of ruling.cards) expect(all.has(card), `${ruling.id}: ${card} listed but not on the board`).toBe(true);
    }
  });

  it('states an outcome for every ruling', () => {
    for (const ruling of rulings) expect(Object.keys(ruling.outcome).length, ruling.id).toBeGreaterThan(0);
  });

  it('has a title, a question and an explanation in both languages for every ruling', () => {
    const files = localeFiles();
    for (const lng of ['en', 'fr']) {
      const texts = files[lng]?.rulings as Record<string, Record<string, string>> | undefined;
      for (const ruling of rulings) {
        for (const key of ['title', 'question', 'explanation']) expect(texts?.[ruling.id]?.[key], `${lng} ${ruling.id}.${key}`).toBeTruthy();
      }
    }
  });
});
