import { describe, expect, it } from 'vitest';
import type { TriggerCause } from '../../engine';
import type { Names } from '../common/use-names';
import { causePhrase } from './TriggerCause';

// Names and texts as small as the phrase needs: the card's and the player's names in one language.
function namesIn(lang: 'en' | 'fr'): Names {
  const cards: Record<string, string> = lang === 'en' ? { plains: 'Plains' } : { plains: 'Plaine' };
  return {
    card: (id: string) => cards[id] ?? id,
    player: (id: string) => id[0]!.toUpperCase() + id.slice(1),
    list: (items: readonly string[]) => items.join(lang === 'en' ? ' and ' : ' et '),
    withOf: (params: Record<string, unknown>) => params,
  } as unknown as Names;
}
const tIn = (lang: 'en' | 'fr') => (key: string, options?: Record<string, unknown>) => `${lang}:${key}:${String(options?.card)}:${String(options?.player)}:${String(options?.count ?? '')}`;

describe('CR 603.3b — what an order row is about', () => {
  const causes: TriggerCause[] = [
    { card: 'plains', label: null, controller: 'alice' },
    { card: 'plains', label: null, controller: 'alice' },
  ];

  it('says the same phrase again without making it again, and a new one in another language', () => {
    let calls = 0;
    const t = (key: string, options?: Record<string, unknown>) => ((calls += 1), tIn('en')(key, options));
    const names = namesIn('en');
    const en = causePhrase(t, names, causes);
    expect(en).toBe('en:table:choice.order.causeMany:Plains:Alice:2');
    const made = calls;
    expect(causePhrase(t, names, causes)).toBe(en);
    expect(calls).toBe(made);
    // The page's language changed: the same causes in French, never the English phrase kept from before.
    expect(causePhrase(tIn('fr'), namesIn('fr'), causes)).toBe('fr:table:choice.order.causeMany:Plaine:Alice:2');
  });

  it('names at most three causes and counts the rest', () => {
    const many: TriggerCause[] = ['a', 'b', 'c', 'd', 'e'].map((card) => ({ card, label: null, controller: 'bob' }));
    const phrase = causePhrase(tIn('en'), namesIn('en'), many);
    expect(phrase.split(' and ')).toHaveLength(4);
    expect(phrase).toContain('causeMore:undefined:undefined:2');
  });
});
