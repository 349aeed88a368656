import { describe, expect, it } from 'vitest';
import { cardPool } from '../cards';
import type { Setup } from '../engine';
import { parseScenario } from '../scenario/schema';
import { engine } from '../store/engine';
import { useStacklab } from '../store/game-store';
import { canAttach, copyChoices, counterKinds, legalHosts, nameableCards, supportedFields } from './card-options';
import {
  addCard,
  addPlayer,
  cardByLabel,
  cardsIn,
  emptySetup,
  moveCard,
  relabelCard,
  removeCard,
  removePlayer,
  playerIdFrom,
  renamePlayer,
  setLife,
  updateCard,
} from './setup-edit';

/** Adds cards one after the other (owner, zone, card), returning the setup and the labels given. */
function build(setup: Setup, ...cards: [string, Parameters<typeof addCard>[3], string][]): { setup: Setup; labels: string[] } {
  const labels: string[] = [];
  for (const [owner, zone, card] of cards) {
    const added = addCard(setup, card, owner, zone)!;
    setup = added.setup;
    labels.push(added.label);
  }
  return { setup, labels };
}

const parses = (setup: Setup) => parseScenario({ format: 'stacklab-scenario/1', setup, actions: [] });

describe('the board builder edits a Setup', () => {
  it('starts empty with two players and grows to four players, no more; never fewer than two', () => {
    let setup = emptySetup();
    expect(setup.players).toEqual(['alice', 'bob']);
    setup = addPlayer(addPlayer(setup));
    expect(setup.players).toEqual(['alice', 'bob', 'carol', 'dave']);
    expect(addPlayer(setup)).toBe(setup);
    setup = removePlayer(removePlayer(setup, 'dave'), 'carol');
    expect(removePlayer(setup, 'bob')).toBe(setup);
    expect(setup.players).toEqual(['alice', 'bob']);
  });

  it('renames a player within the schema’s id rule, following their cards, life and turn', () => {
    const { setup } = build(emptySetup(), ['bob', 'battlefield', 'grizzly-bears']);
    const renamed = renamePlayer(setLife(setup, 'bob', 7), 'bob', 'Zoe_2')!;
    expect(renamed.players).toEqual(['alice', 'Zoe_2']);
    expect(renamed.life).toEqual({ alice: 20, Zoe_2: 7 });
    expect(renamed.cards[0]!.owner).toBe('Zoe_2');
    for (const bad of ['2bob', 'a b', '', 'alice', '__proto__', 'x'.repeat(33), 'grizzly-bears']) expect(renamePlayer(setup, 'bob', bad)).toBeNull();
  });

  it('turns a typed name into an id: accents left off, spaces made hyphens, other characters dropped', () => {
    expect(playerIdFrom('Zoé')).toBe('Zoe');
    expect(playerIdFrom('  Jean  Paul ')).toBe('Jean-Paul');
    expect(playerIdFrom('Ørjan!')).toBe('rjan');
    expect(playerIdFrom('Ç'.repeat(40))).toBe('C'.repeat(32));
    expect(renamePlayer(emptySetup(), 'bob', playerIdFrom('Zoé'))?.players).toEqual(['alice', 'Zoe']);
    expect(renamePlayer(emptySetup(), 'bob', playerIdFrom('2 Zoé'))).toBeNull();
  });

  it('adds cards to every zone, the library on top or at the bottom, each with a label of its own', () => {
    const { setup, labels } = build(
      emptySetup(),
      ['alice', 'libraryBottom', 'forest'],
      ['alice', 'libraryTop', 'island'],
      ['alice', 'libraryBottom', 'plains'],
      ['bob', 'hand', 'grizzly-bears'],
      ['bob', 'graveyard', 'grizzly-bears'],
      ['bob', 'exile', 'grizzly-bears'],
      ['alice', 'battlefield', 'blood-artist'],
    );
    expect(new Set(labels).size).toBe(labels.length);
    expect(cardsIn(setup, 'alice', 'library').map((c) => c.card)).toEqual(['island', 'forest', 'plains']);
    expect(labels.slice(3, 6)).toEqual(['grizzly-bears', 'grizzly-bears-2', 'grizzly-bears-3']);
    expect(parses(setup).ok).toBe(true);
    const started = engine.start(setup);
    expect(started.ok).toBe(true);
  });

  it('moves a card: off the battlefield it loses what only a permanent has, and what was attached to it falls off', () => {
    const built = build(emptySetup(), ['alice', 'battlefield', 'grizzly-bears'], ['alice', 'battlefield', 'gift-of-immortality']);
    const { labels } = built;
    let { setup } = built;
    const [bears, aura] = labels as [string, string];
    setup = updateCard(setup, bears, { tapped: true, damage: 1, controller: 'bob', counters: { '+1/+1': 2 } });
    setup = updateCard(setup, aura, { attachedTo: bears });
    setup = moveCard(setup, bears, 'hand', 'bob');
    // Counters too: they exist only on permanents (CR 122.1), and the engine refuses them in a hand.
    expect(cardByLabel(setup, bears)).toEqual({ card: 'grizzly-bears', zone: 'hand', owner: 'bob', label: bears });
    expect(cardByLabel(setup, aura)!.attachedTo).toBeUndefined();
    expect(parses(setup).ok).toBe(true);
    expect(engine.start(setup).ok).toBe(true);
  });

  it('removes a card and unattaches what was on it; removing a player removes their cards', () => {
    const built = build(emptySetup(), ['bob', 'battlefield', 'grizzly-bears'], ['alice', 'battlefield', 'grafted-wargear']);
    const { labels } = built;
    let { setup } = built;
    setup = updateCard(setup, labels[1]!, { attachedTo: labels[0] });
    expect(cardByLabel(removeCard(setup, labels[0]!), labels[1]!)!.attachedTo).toBeUndefined();
    const three = addPlayer(setup);
    const withCarol = addCard(three, 'forest', 'carol', 'battlefield')!;
    expect(removePlayer(withCarol.setup, 'carol').cards).toHaveLength(2);
  });

  it('writes options at their defaults by leaving them out, and relabels a card with its references', () => {
    const built = build(emptySetup(), ['alice', 'battlefield', 'grizzly-bears'], ['alice', 'battlefield', 'grafted-wargear']);
    const { labels } = built;
    let { setup } = built;
    setup = updateCard(setup, labels[0]!, { tapped: true, counters: { '+1/+1': 1, '-1/-1': 0 } });
    expect(cardByLabel(setup, labels[0]!)).toMatchObject({ tapped: true, counters: { '+1/+1': 1 } });
    setup = updateCard(setup, labels[0]!, { tapped: false, counters: { '+1/+1': 0 }, controller: 'alice' });
    expect(cardByLabel(setup, labels[0]!)).toEqual({ card: 'grizzly-bears', zone: 'battlefield', owner: 'alice', label: labels[0] });
    setup = updateCard(setup, labels[1]!, { attachedTo: labels[0] });
    const relabelled = relabelCard(setup, labels[0]!, 'gb')!;
    expect(cardByLabel(relabelled, labels[1]!)!.attachedTo).toBe('gb');
    expect(relabelCard(setup, labels[0]!, 'alice')).toBeNull();
    expect(relabelCard(setup, labels[0]!, '#1')).toBeNull();
  });

  it('CR 303.4a, 301.5: offers as hosts only what an Aura may enchant or an Equipment equip, never itself or a loop', () => {
    const { setup, labels } = build(
      emptySetup(),
      ['alice', 'battlefield', 'grizzly-bears'],
      ['alice', 'battlefield', 'forest'],
      ['alice', 'battlefield', 'gift-of-immortality'],
      ['alice', 'battlefield', 'grafted-wargear'],
      ['alice', 'hand', 'grizzly-bears'],
    );
    const [bears, forest, presence, wargear] = labels as [string, string, string, string];
    const auraOnLand = Object.values(cardPool).find((d) => d.enchant?.types?.includes('land'))!;
    const withLandAura = addCard(setup, auraOnLand.id, 'alice', 'battlefield')!;
    expect(legalHosts(cardPool, withLandAura.setup, withLandAura.label)).toEqual([forest]);
    expect(legalHosts(cardPool, setup, presence)).toEqual([bears]);
    expect(legalHosts(cardPool, setup, wargear)).toEqual([bears]);
    expect(legalHosts(cardPool, setup, bears)).toEqual([]);
    expect(canAttach(cardPool, setup, cardByLabel(setup, bears)!)).toBe(false);
    // Each host offered starts: the engine accepts the attachment.
    for (const [card, host] of [[presence, bears], [wargear, bears]] as const) expect(engine.start(updateCard(setup, card, { attachedTo: host })).ok).toBe(true);
  });

  it('offers the counter kinds of the pool and the setup fields each card supports', () => {
    expect(counterKinds(cardPool)).toEqual(expect.arrayContaining(['+1/+1', '-1/-1', 'charge', 'time']));
    const { setup, labels } = build(emptySetup(), ['alice', 'battlefield', 'clone'], ['alice', 'battlefield', 'meddling-mage'], ['alice', 'battlefield', 'forest'], ['bob', 'hand', 'grizzly-bears']);
    const [clone, mage, forest, bears] = labels.map((l) => cardByLabel(setup, l)!) as [never, never, never, never];
    expect(supportedFields(cardPool, setup, clone)).toEqual({ damage: true, chosenName: false, copyOf: true });
    expect(supportedFields(cardPool, setup, mage)).toEqual({ damage: true, chosenName: true, copyOf: false });
    expect(supportedFields(cardPool, setup, forest)).toEqual({ damage: false, chosenName: false, copyOf: false });
    expect(supportedFields(cardPool, setup, bears).damage).toBe(false);
    expect(nameableCards(cardPool, setup, mage)).not.toContain('forest');
    const choices = copyChoices(cardPool, setup, clone);
    expect(choices.labels).toEqual([labels[1], labels[3]]);
    // A board using them all starts.
    let full = updateCard(setup, labels[0]!, { copyOf: labels[1] });
    full = updateCard(full, labels[1]!, { chosenName: 'wrath-of-god', damage: 1, sick: true });
    expect(parses(full).ok).toBe(true);
    expect(engine.start(full).ok).toBe(true);
  });

  it('a built board of three players passes parseScenario and opens in the sandbox with openScenario', () => {
    const built3 = build(addPlayer(emptySetup()), ['carol', 'battlefield', 'blood-artist'], ['bob', 'battlefield', 'grizzly-bears'], ['alice', 'hand', 'wrath-of-god']);
    const setup = { ...built3.setup, active: 'carol', step: 'main2' as const };
    expect(parses(setup).ok).toBe(true);
    expect(useStacklab.getState().openScenario(setup)).toEqual({ ok: true });
    expect(useStacklab.getState().sandboxBoard).toBe('custom');
    expect(useStacklab.getState().state.active).toBe('carol');
  });
});
