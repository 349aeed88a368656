// Card names in sentences: their article, « de » and « à » forms in French, the bare name in English.
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import fr from '../../../locales/fr/cards.json';
import { resources } from '../../i18n/resources';
import { agreements, article, nameForms, type CardGrammar } from './grammar';

async function formsIn(lng: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.init({ resources, lng, fallbackLng: false, interpolation: { escapeValue: false } });
  const t = i18n.getFixedT(lng);
  const forms = nameForms((k, o) => t(k, o) as string, i18n.getResourceBundle(lng, 'cards'));
  const name = (id: string) => t(`cards:${id}.name`) as string;
  return { forms, name };
}

describe('French card names with their article', () => {
  // [card, the, of, to]
  const cases: [string, string, string, string][] = [
    ['souls-attendant', "la Suivante de l'âme", "de la Suivante de l'âme", "à la Suivante de l'âme"], // feminine
    ['clone', 'le Clone', 'du Clone', 'au Clone'], // masculine
    ['grizzly-bears', 'les Ours runcinés', 'des Ours runcinés', 'aux Ours runcinés'], // plural
    ['living-lands', 'les Terres vivantes', 'des Terres vivantes', 'aux Terres vivantes'], // feminine plural
    ['dingus-egg', "l'Œuf de Dingus", "de l'Œuf de Dingus", "à l'Œuf de Dingus"], // elision
    ['wrath-of-god', 'la Colère de Dieu', 'de la Colère de Dieu', 'à la Colère de Dieu'],
    ['humility', "l'Humilité", "de l'Humilité", "à l'Humilité"], // h muet
    ['howl-of-the-horde', 'le Hurlement de la horde', 'du Hurlement de la horde', 'au Hurlement de la horde'], // h aspiré
    ['isamaru-hound-of-konda', 'Isamaru, chien de Konda', "d'Isamaru, chien de Konda", 'à Isamaru, chien de Konda'], // proper
    ['teysa-karlov', 'Teysa Karlov', 'de Teysa Karlov', 'à Teysa Karlov'],
    ['staggershock', "l'Ébranlechoc", "de l'Ébranlechoc", "à l'Ébranlechoc"], // elision before É
    ['welcoming-vampire', 'la Vampire accueillante', 'de la Vampire accueillante', 'à la Vampire accueillante'], // feminine
    ['engulfing-slagwurm', 'la Guivre cendrée phagocyteuse', 'de la Guivre cendrée phagocyteuse', 'à la Guivre cendrée phagocyteuse'],
    ['primitive-etchings', 'les Gravures primitives', 'des Gravures primitives', 'aux Gravures primitives'], // feminine plural
  ];

  it.each(cases)('%s: « %s », « %s », « %s »', async (id, the, of, to) => {
    const { forms, name } = await formsIn('fr');
    const n = name(id);
    expect(forms.the(n)).toBe(the);
    expect(forms.of(n)).toBe(of);
    expect(forms.withOf({ card: n })).toMatchObject({ card: n, theCard: the, ofCard: of, toCard: to });
  });

  it('capitalises the form that starts a sentence, article included', async () => {
    const { forms, name } = await formsIn('fr');
    expect(forms.withOf({ card: name('grizzly-bears'), source: name('dingus-egg'), target: name('isamaru-hound-of-konda') })).toMatchObject({
      TheCard: 'Les Ours runcinés',
      TheSource: "L'Œuf de Dingus",
      TheTarget: 'Isamaru, chien de Konda',
      ofTarget: "d'Isamaru, chien de Konda",
    });
  });

  it('treats players and unknown names as proper names, eliding before a vowel', async () => {
    const { forms } = await formsIn('fr');
    expect(forms.withOf({ player: 'Alice' })).toMatchObject({ thePlayer: 'Alice', ofPlayer: "d'Alice", toPlayer: 'à Alice' });
    expect(forms.withOf({ player: 'Bob' })).toMatchObject({ thePlayer: 'Bob', ofPlayer: 'de Bob', toPlayer: 'à Bob' });
    expect(forms.grammar('Bob')).toBeUndefined();
  });

  it('gives the agreement contexts of a name, most specific first', () => {
    expect(agreements({ gender: 'm', number: 's' })).toEqual([]);
    expect(agreements({ gender: 'f', number: 's' })).toEqual(['female']);
    expect(agreements({ gender: 'm', number: 'p' })).toEqual(['plural']);
    expect(agreements({ gender: 'f', number: 'p' })).toEqual(['female_plural', 'plural']);
    expect(agreements(undefined)).toEqual([]);
  });
});

describe('English card names take no article', () => {
  it('keeps the name as it is, "X\'s" for of, "to X" for to', async () => {
    const { forms, name } = await formsIn('en');
    for (const id of ['souls-attendant', 'dingus-egg', 'isamaru-hound-of-konda']) {
      const n = name(id);
      expect(forms.grammar(n)).toBeUndefined();
      expect(forms.withOf({ card: n })).toMatchObject({ theCard: n, TheCard: n, ofCard: `${n}'s`, toCard: `to ${n}` });
    }
  });

  it('a name ending in s takes an apostrophe alone: "Grizzly Bears\' ability"', async () => {
    const { forms, name } = await formsIn('en');
    expect(forms.of(name('grizzly-bears'))).toBe("Grizzly Bears'");
    expect(forms.of(name('living-lands'))).toBe("Living Lands'");
    const fr = await formsIn('fr');
    expect(fr.forms.of(fr.name('grizzly-bears'))).toBe('des Ours runcinés');
  });
});

describe('grammar data of locales/fr/cards.json', () => {
  const cards = fr as Record<string, { name: string; type: string; grammar?: CardGrammar }>;

  it.each(Object.keys(cards))('%s has a gender and a number', (id) => {
    const g = cards[id]!.grammar;
    expect(g, `${id} needs "grammar": { "gender", "number" }`).toBeDefined();
    expect(['m', 'f']).toContain(g!.gender);
    expect(['s', 'p']).toContain(g!.number);
  });

  it('marks as proper names (no article) exactly the legendary cards', () => {
    const proper = Object.keys(cards).filter((id) => cards[id]!.grammar?.proper).sort();
    const legendary = Object.keys(cards).filter((id) => /légendaire/.test(cards[id]!.type)).sort();
    expect(proper).toEqual(legendary);
    expect(proper).toContain('isamaru-hound-of-konda');
  });

  it('sets the elision by hand only for a name that starts with an h (muet or aspiré)', () => {
    for (const [id, card] of Object.entries(cards))
      if (card.grammar?.elision !== undefined) expect(card.name, id).toMatch(/^h/i);
    expect(article('Harnais de guerre greffé', cards['grafted-wargear']!.grammar)).toBe('masculine');
    expect(article('Île', cards.island!.grammar)).toBe('elided');
  });
});
