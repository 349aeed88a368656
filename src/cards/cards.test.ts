import { describe, expect, it } from 'vitest';
import en from '../../locales/en/cards.json';
import fr from '../../locales/fr/cards.json';
import { cardPool } from '.';
import { cardSlug } from './slug';
import { embalmedTokenId } from './keywords';

const required = [
  'grizzly-bears', 'souls-attendant', 'kalastria-highborn', 'blood-artist', 'felidar-sovereign', 'wrath-of-god',
  'armageddon', 'dingus-egg', 'boros-guildgate', 'akromas-vengeance', 'swamp', 'plains', 'mountain', 'forest', 'island',
];

describe('cards as data', () => {
  it('card ids follow the slug rule', () => {
    expect(cardSlug("Soul's Attendant")).toBe('souls-attendant');
    expect(cardSlug('Dandân')).toBe('dandan');
    expect(cardSlug('Emrakul, the Aeons Torn')).toBe('emrakul-the-aeons-torn');
    expect(cardSlug("Akroma's Vengeance")).toBe('akromas-vengeance');
  });

  it('has every card the foundation needs', () => {
    for (const id of required) expect(cardPool[id], id).toBeDefined();
  });

  it.each(Object.keys(cardPool))('%s: its id is the slug of its English name, and it has both names and texts', (id) => {
    const names = en as Record<string, { name: string; type: string; text?: string }>;
    const noms = fr as Record<string, { name: string; type: string; text?: string }>;
    expect(names[id], `locales/en/cards.json has ${id}`).toBeDefined();
    expect(noms[id], `locales/fr/cards.json has ${id}`).toBeDefined();
    // A token copy of a card has the card's name (CR 707.2): an embalmed token's id is the card's with a suffix.
    const slug = cardSlug(names[id]!.name);
    expect(cardPool[id]!.token && id === embalmedTokenId(slug) ? slug : id).toBe(slug);
    expect(noms[id]!.name.length).toBeGreaterThan(0);
    expect(Boolean(names[id]!.text)).toBe(Boolean(noms[id]!.text));
  });

  it('every card in the locale files exists in the pool', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(cardPool).sort());
  });
});
