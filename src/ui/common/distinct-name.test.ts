import { describe, expect, it } from 'vitest';
import { distinctNamer, type NamedObject } from './distinct-name';

const cardName = (card: string) => ({ bears: 'Grizzly Bears', elf: 'Llanowar Elves' })[card] ?? card;
const playerName = (p: string) => p[0]!.toUpperCase() + p.slice(1);
const name = (ref: string, objects: NamedObject[]) => distinctNamer(objects, cardName, playerName)(ref);

describe('distinct names', () => {
  it('keeps the plain name when no other object in view shares it', () => {
    const objects = [
      { id: 'o1', card: 'bears', label: null, player: 'alice', zone: 'battlefield' as const },
      { id: 'o2', card: 'elf', label: null, player: 'bob', zone: 'battlefield' as const },
    ];
    expect(name('o1', objects)).toBe('Grizzly Bears');
  });
  it('adds the controller when another player has an object of the same name', () => {
    const objects = [
      { id: 'o1', card: 'bears', label: 'ab', player: 'alice', zone: 'battlefield' as const },
      { id: 'o2', card: 'bears', label: 'bb', player: 'bob', zone: 'battlefield' as const },
    ];
    expect(name('o1', objects)).toBe('Grizzly Bears (Alice)');
    expect(name('bb', objects)).toBe('Grizzly Bears (Bob)');
  });
  it('adds the label when the same player has two, and both when others have one too', () => {
    const objects = [
      { id: 'o1', card: 'bears', label: 'bears-1', player: 'alice', zone: 'battlefield' as const },
      { id: 'o2', card: 'bears', label: 'bears-2', player: 'alice', zone: 'battlefield' as const },
      { id: 'o3', card: 'bears', label: null, player: 'bob', zone: 'battlefield' as const },
    ];
    expect(name('o2', objects)).toBe('Grizzly Bears (Alice, bears-2)');
    expect(name('o3', objects)).toBe('Grizzly Bears (Bob)');
  });
  it('tells apart only objects in the same zone: a card in a hand is no twin of a permanent', () => {
    const objects: NamedObject[] = [
      { id: 'o1', card: 'bears', label: null, player: 'alice', zone: 'hand' },
      { id: 'o2', card: 'bears', label: null, player: 'bob', zone: 'battlefield' },
    ];
    expect(name('o2', objects)).toBe('Grizzly Bears');
  });
  it('answers nothing for an object not in view, so the caller falls back to the plain name', () => {
    expect(name('gone', [])).toBeUndefined();
  });
});
