// French log lines name each card with its own article and agree with it (« les Ours runcinés se
// résolvent »); English lines keep the bare name.
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../engine';
import { resources } from '../../i18n/resources';
import { nameForms } from '../common/grammar';
import type { Names } from '../common/use-names';
import { logMessage } from './log-message';

async function render(lng: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.init({ resources, lng, fallbackLng: false, interpolation: { escapeValue: false } });
  const t = i18n.getFixedT(lng);
  const names: Names = {
    card: (id) => t(`cards:${id}.name`),
    player: (id) => t(`common:players.${id}`),
    ref: (ref) => (ref.includes('-') ? t(`cards:${ref}.name`) : t(`common:players.${ref}`)),
    distinct: (ref) => (ref.includes('-') ? t(`cards:${ref}.name`) : t(`common:players.${ref}`)),
    list: (items) => items.join(', '),
    ...nameForms((k, o) => t(k, o) as string, i18n.getResourceBundle(lng, 'cards')),
  };
  return (entry: LogEntry) => logMessage(entry, (k, o) => t(k, o) as string, (k, o) => i18n.exists(k, o), names);
}

const entries: [LogEntry, string, string][] = [
  [{ event: 'resolved', card: 'grizzly-bears', rule: '608.3' }, 'Les Ours runcinés se résolvent.', 'Grizzly Bears resolves.'],
  [{ event: 'resolved', card: 'clone', rule: '608.3' }, 'Le Clone se résout.', 'Clone resolves.'],
  [{ event: 'destroyed', card: 'souls-attendant', rule: '701.8a' }, "La Suivante de l'âme est détruite.", "Soul's Attendant is destroyed."],
  [{ event: 'destroyed', card: 'living-lands', rule: '701.8a' }, 'Les Terres vivantes sont détruites.', 'Living Lands is destroyed.'],
  [{ event: 'destroyed', card: 'dingus-egg', rule: '701.8a' }, "L'Œuf de Dingus est détruit.", 'Dingus Egg is destroyed.'],
  [{ event: 'tapped', card: 'isamaru-hound-of-konda', rule: '701.26a' }, 'Isamaru, chien de Konda devient engagé.', 'Isamaru, Hound of Konda becomes tapped.'],
  [{ event: 'becameBlocked', card: 'grizzly-bears', count: 2, rule: '509.1h' }, 'Les Ours runcinés deviennent bloqués par 2 créatures bloqueuses.', 'Grizzly Bears becomes blocked, by 2 creatures.'],
  [{ event: 'becameBlocked', card: 'souls-attendant', count: 1, rule: '509.1h' }, "La Suivante de l'âme devient bloquée par 1 créature bloqueuse.", "Soul's Attendant becomes blocked, by 1 creature."],
  [{ event: 'damageDealt', source: 'grizzly-bears', card: 'clone', amount: 2, rule: '120.3e' }, 'Les Ours runcinés infligent 2 blessures au Clone.', 'Grizzly Bears deals 2 damage to Clone.'],
  [{ event: 'damageDealt', source: 'lightning-bolt', player: 'bob', amount: 3, rule: '120.3a' }, 'La Foudre inflige 3 blessures à Bob.', 'Lightning Bolt deals 3 damage to Bob.'],
  [{ event: 'triggered', source: 'grizzly-bears', rule: '603.2' }, 'La capacité des Ours runcinés se déclenche.', 'The ability of Grizzly Bears triggers.'],
  [{ event: 'triggered', source: 'isamaru-hound-of-konda', rule: '603.2' }, "La capacité d'Isamaru, chien de Konda se déclenche.", 'The ability of Isamaru, Hound of Konda triggers.'],
  [{ event: 'discarded', player: 'alice', card: 'clone', rule: '701.9a' }, 'Alice se défausse du Clone.', 'Alice discards Clone.'],
  [{ event: 'spellCast', player: 'alice', card: 'lightning-bolt', targets: ['grizzly-bears'], rule: '601.2' }, 'Alice lance la Foudre en ciblant les Ours runcinés. Le sort est mis sur la pile.', 'Alice casts Lightning Bolt, targeting Grizzly Bears. The spell goes on the stack.'],
  [{ event: 'attached', player: 'alice', card: 'gift-of-immortality', target: 'grizzly-bears', reason: 'asEnters', rule: '303.4f' }, "Au moment où le Don d'immortalité arrive sur le champ de bataille, Alice choisit ce que cette aura enchante : les Ours runcinés (cela fait partie de l'événement ; l'aura ne cible pas).", "As Gift of Immortality enters the battlefield, Alice chooses Grizzly Bears for it to enchant (part of the event; the Aura doesn't target)."],
  [{ event: 'auraStayed', player: 'alice', card: 'fools-demise', from: 'hand', rule: '303.4g' }, "Le Décès de l'imbécile n'a rien à enchanter : au lieu d'arriver sur le champ de bataille, la carte reste où elle est (elle ne part pas de la main de son propriétaire).", "There is nothing Fool's Demise could enchant, so it doesn't move from its owner's hand: it stays there instead of entering the battlefield."],
];

describe('log lines name cards with their article and agree with them', () => {
  it.each(entries)('%o', async (entry, french, english) => {
    expect((await render('fr'))(entry)).toBe(french);
    expect((await render('en'))(entry)).toBe(english);
  });
});
