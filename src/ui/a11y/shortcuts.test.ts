// The shortcut registry: keys matched with their modifiers, the latest registration of an id wins, and what
// is unregistered no longer runs.
import { describe, expect, it } from 'vitest';
import { comboParts, matches, registerShortcut, shortcutFor, type KeyLike } from './shortcuts';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('shortcuts', () => {
  it('a letter matches in either case only with the modifiers it names', () => {
    expect(matches({ key: 'p' }, key('p'))).toBe(true);
    expect(matches({ key: 'p' }, key('P', { shiftKey: true }))).toBe(false);
    expect(matches({ key: 'u', shift: true }, key('U', { shiftKey: true }))).toBe(true);
    expect(matches({ key: 'p' }, key('p', { ctrlKey: true }))).toBe(false);
    expect(matches({ key: 'p' }, key('p', { altKey: true }))).toBe(false);
  });

  it('Ctrl is Ctrl or ⌘; Shift makes a different combination', () => {
    expect(matches({ key: 'z', ctrl: true }, key('z', { ctrlKey: true }))).toBe(true);
    expect(matches({ key: 'z', ctrl: true }, key('z', { metaKey: true }))).toBe(true);
    expect(matches({ key: 'z', ctrl: true }, key('Z', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(matches({ key: 'z', ctrl: true, shift: true }, key('Z', { ctrlKey: true, shiftKey: true }))).toBe(true);
  });

  it('Alt is part of a combination only when it names it (the timeline: Alt+← / Alt+→), and is written in the help', () => {
    expect(matches({ key: 'ArrowLeft', alt: true }, key('ArrowLeft', { altKey: true }))).toBe(true);
    expect(matches({ key: 'ArrowLeft', alt: true }, key('ArrowLeft'))).toBe(false);
    expect(matches({ key: 'ArrowLeft' }, key('ArrowLeft', { altKey: true }))).toBe(false);
    expect(comboParts({ key: 'ArrowLeft', alt: true })).toEqual(['Alt', 'ArrowLeft']);
  });

  it('a symbol typed with Shift ("?") matches whatever Shift says', () => {
    expect(matches({ key: '?' }, key('?', { shiftKey: true }))).toBe(true);
    expect(matches({ key: '?' }, key('/', { shiftKey: false }))).toBe(false);
  });

  it('registering adds a shortcut, the same id replaces it, and removing it leaves nothing', () => {
    const ran: string[] = [];
    const first = registerShortcut({ id: 'test-rewind', keys: [{ key: '[' }], label: 'x', order: 70, run: () => ran.push('first') > 0 });
    const second = registerShortcut({ id: 'test-rewind', keys: [{ key: '[' }], label: 'x', order: 70, run: () => ran.push('second') > 0 });
    shortcutFor(key('['))?.run();
    expect(ran).toEqual(['second']);
    first(); // an old registration's removal does not remove the new one
    expect(shortcutFor(key('['))).toBeDefined();
    second();
    expect(shortcutFor(key('['))).toBeUndefined();
  });

  it('the help panel writes combinations with their modifiers', () => {
    expect(comboParts({ key: 'z', ctrl: true, shift: true })).toEqual(['Ctrl', 'Shift', 'Z']);
    expect(comboParts({ key: '?' })).toEqual(['?']);
  });
});
