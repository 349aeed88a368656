import { describe, expect, it } from 'vitest';
import enCards from '../../../locales/en/cards.json';
import frCards from '../../../locales/fr/cards.json';
import { abilityPart, abilityParts } from './ability-parts';

type Cards = Record<string, { name?: string; text?: string }>;
const en = enCards as Cards;
const fr = frCards as Cards;
const text = (cards: Cards, id: string) => cards[id]?.text ?? '';

describe('a card text cut into abilities (CR 603.1: trigger condition, then effect)', () => {
  it('CR 603.1: splits a "whenever" ability at the comma that ends its condition, in English and French', () => {
    expect(abilityPart(text(en, 'blood-artist'))).toMatchObject({
      kind: 'triggered',
      condition: 'Whenever Blood Artist or another creature dies',
      effect: 'Target player loses 1 life and you gain 1 life.',
    });
    expect(abilityPart(text(fr, 'blood-artist'))).toMatchObject({
      kind: 'triggered',
      condition: "À chaque fois que l'Artiste de sang ou une autre créature meurt",
      effect: 'Le joueur ciblé perd 1 point de vie et vous gagnez 1 point de vie.',
    });
  });

  it('CR 603.4: an intervening "if" clause is shown apart from the effect', () => {
    const [keywords, upkeep] = abilityParts(text(en, 'felidar-sovereign'));
    expect(keywords).toMatchObject({ kind: 'keyword', text: 'Vigilance, lifelink' });
    expect(upkeep).toMatchObject({
      kind: 'triggered',
      condition: 'At the beginning of your upkeep',
      intervening: 'if you have 40 or more life',
      effect: 'You win the game.',
    });
  });

  it('an activated ability is cut at its colon into cost and effect; a colon inside quotes does not count', () => {
    const parts = abilityParts(text(en, 'chimeric-mass'));
    expect(parts[0]?.kind).toBe('other');
    expect(parts[1]).toMatchObject({ kind: 'activated', cost: '{1}' });
    expect(parts[1]?.effect).toContain('Construct artifact creature');
    expect(abilityPart('Whenever a creature dies, it gets “{T}: Add {G}.”')).toMatchObject({ kind: 'triggered', effect: 'It gets “{T}: Add {G}.”' });
  });

  it('CR 603.1: a comma inside quotation marks or reminder text does not end the condition', () => {
    expect(abilityPart('When this enters, target creature gains “When this dies, draw a card.”')).toMatchObject({
      condition: 'When this enters',
      effect: 'Target creature gains “When this dies, draw a card.”',
    });
    // A line that only looks like a trigger (no comma) stays whole rather than being cut wrongly.
    expect(abilityPart('When pigs fly')).toEqual({ kind: 'other', text: 'When pigs fly' });
  });

  it('CR 603.1: a comma in the card\'s own name does not end the condition; an ability word is not the condition', () => {
    const emrakul = abilityParts(text(fr, 'emrakul-the-aeons-torn'), 'Emrakul, Déchirure des Éons').filter((p) => p.kind === 'triggered');
    expect(emrakul[1]?.condition).toBe("Quand Emrakul, Déchirure des Éons est mise dans un cimetière d'où qu'elle vienne");
    expect(abilityPart('Raid — When you attack, draw a card.')).toMatchObject({ kind: 'triggered', condition: 'When you attack', effect: 'Draw a card.' });
  });

  it('every card of both languages is cut without losing a word, and every triggered ability has a condition and an effect', () => {
    for (const cards of [en, fr]) {
      for (const [id, card] of Object.entries(cards)) {
        const parts = abilityParts(card.text ?? '', card.name);
        expect(parts.map((p) => p.text).join('\n'), id).toBe((card.text ?? '').split('\n').map((l) => l.trim()).filter(Boolean).join('\n'));
        for (const part of parts.filter((p) => p.kind === 'triggered')) {
          expect(part.condition, id).toBeTruthy();
          expect(part.effect, id).toBeTruthy();
        }
      }
    }
  });

  it('finds the triggered abilities of the cards that have them in both languages alike', () => {
    const triggeredCount = (cards: Cards, id: string) => abilityParts(text(cards, id)).filter((p) => p.kind === 'triggered').length;
    for (const id of ['blood-artist', 'kalastria-highborn', 'dingus-egg', 'felidar-sovereign']) {
      expect(triggeredCount(en, id), id).toBe(1);
      expect(triggeredCount(fr, id), id).toBe(1);
    }
  });
});
