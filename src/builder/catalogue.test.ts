import { describe, expect, it } from 'vitest';
import { cardPool } from '../cards';
import type { CardId } from '../engine';
import { resources } from '../i18n/resources';
import { sandboxBoards } from '../lessons/sandbox';
import { CR_RULES } from '../rules/edition';
import { engine } from '../store/engine';
import { cardRules } from './card-rules';
import { catalogueCards, fold, searchCards, splitTrigger } from './catalogue';
import { builderStart, setupFromState, whyNotASetup } from './from-state';

type CardText = { name: string; type?: string; text?: string };
const cardsIn = (lng: 'en' | 'fr') => resources[lng]!.cards as unknown as Record<CardId, CardText>;

/** The catalogue as a player of this language sees it: names in both languages, texts in theirs. */
function catalogue(lng: 'en' | 'fr') {
  const mine = cardsIn(lng);
  const other = cardsIn(lng === 'en' ? 'fr' : 'en');
  return catalogueCards(cardPool, (id) => ({ name: mine[id]!.name, otherName: other[id]?.name, type: mine[id]?.type, text: mine[id]?.text }));
}

describe('the card catalogue', () => {
  it('lists every card of the pool', () => {
    expect(catalogue('en').map((c) => c.id).sort()).toEqual(Object.keys(cardPool).sort());
  });

  it('finds a card by its name in the current language and in the other one, accents and case aside', () => {
    const en = catalogue('en');
    const fr = catalogue('fr');
    expect(searchCards(fr, 'Suivante')[0]!.id).toBe('souls-attendant');
    expect(searchCards(fr, 'attendant')[0]!.id).toBe('souls-attendant');
    expect(searchCards(en, 'suivante de l’ame')[0]!.id).toBe('souls-attendant');
    expect(searchCards(en, 'Attendant')[0]!.id).toBe('souls-attendant');
    expect(searchCards(en, 'zzzz')).toEqual([]);
    expect(searchCards(en, '  ')).toHaveLength(en.length);
  });

  it('finds cards by type, by keyword and by rule number', () => {
    const en = catalogue('en');
    const ids = (q: string) => searchCards(en, q).map((c) => c.id);
    expect(ids('persist')).toContain('murderous-redcap');
    expect(ids('603.6d')).toEqual(expect.arrayContaining(['clone', 'meddling-mage', 'calciderm']));
    expect(ids('603.10a')).toContain('blood-artist');
    expect(ids('aura')).toEqual(expect.arrayContaining(['gift-of-immortality', 'fools-demise']));
    expect(ids('land')).toContain('forest');
    expect(ids('vampire 603.10a')).toContain('kalastria-highborn');
    expect(ids('shaman 603.10a')).toEqual(['kalastria-highborn']);
  });

  it('derives each card’s rules from its data, only numbers of the edition cited (CR 603.6a, 603.6c, 603.4, 702.79a)', () => {
    for (const def of Object.values(cardPool)) for (const rule of cardRules(def)) expect(Object.hasOwn(CR_RULES, rule)).toBe(true);
    expect(cardRules(cardPool['souls-attendant']!)).toEqual(expect.arrayContaining(['603.6a', '603.5']));
    expect(cardRules(cardPool['murderous-redcap']!)).toEqual(expect.arrayContaining(['603.6a', '603.6c', '603.4', '702.79a']));
    expect(cardRules(cardPool['grizzly-bears']!)).toEqual([]);
  });

  it('says which lessons use a card', () => {
    const artist = catalogue('en').find((c) => c.id === 'blood-artist')!;
    expect(artist.lessons).toEqual(expect.arrayContaining(['lesson-4', 'lesson-10']));
  });

  it('sets a triggered ability’s condition apart from what it does, in both languages', () => {
    expect(splitTrigger(cardsIn('en')['souls-attendant']!.text!)).toEqual({
      condition: 'Whenever another creature enters,',
      effect: 'you may gain 1 life.',
    });
    const fr = cardsIn('fr')['souls-attendant']!.text!;
    expect(splitTrigger(fr)).toEqual({ condition: fr.slice(0, fr.indexOf(',') + 1), effect: fr.slice(fr.indexOf(',') + 1).trim() });
    expect(fr).toMatch(/^À chaque fois/);
    expect(splitTrigger('Flying')).toBeNull();
    expect(fold('Œuf À')).toBe('œuf a');
  });
});

describe('the builder starts from the current board', () => {
  it('writes a quiet board as a setup that starts on the same board', () => {
    const started = engine.start(sandboxBoards.wrath);
    if (!started.ok) throw new Error(started.error);
    const tapped = engine.apply(started.state, { type: 'tap', cards: [started.state.battlefield[0]!] });
    if (!tapped.ok) throw new Error(tapped.error);
    const setup = setupFromState(tapped.state)!;
    expect(setup.cards.filter((c) => c.zone === 'battlefield')).toHaveLength(tapped.state.battlefield.length);
    expect(setup.cards.filter((c) => c.tapped)).toHaveLength(1);
    const again = engine.start(setup);
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(engine.view(again.state).battlefield.map((p) => [p.card, p.tapped])).toEqual(engine.view(tapped.state).battlefield.map((p) => [p.card, p.tapped]));
    expect(builderStart(engine, tapped.state, sandboxBoards.wrath)).toEqual({ setup, now: true });
  });

  it('CR 603.3: with a trigger waiting or a spell on the stack, offers the setup the board began with', () => {
    const started = engine.start(sandboxBoards.wrath);
    if (!started.ok) throw new Error(started.error);
    const wrath = engine.view(started.state).hand.alice!.find((c) => c.card === 'wrath-of-god')!;
    const cast = engine.apply(started.state, { type: 'cast', player: 'alice', card: wrath.id });
    if (!cast.ok) throw new Error(cast.error);
    expect(whyNotASetup(cast.state)).toBe('stack');
    expect(builderStart(engine, cast.state, sandboxBoards.wrath)).toEqual({ setup: sandboxBoards.wrath, now: false });
  });
});
