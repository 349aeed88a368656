// The app's text of a refusal: a `reason` param picks the message that says why, in each language.
import { createInstance, type i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../i18n/resources';
import { refusalMessage } from './refusal-message';

const languages: Record<string, I18n> = {};
beforeAll(async () => {
  for (const lng of ['en', 'fr']) {
    const i18n = createInstance();
    await i18n.init({ resources, lng, fallbackLng: false, ns: ['common', 'errors', 'share', 'cards'], interpolation: { escapeValue: false } });
    languages[lng] = i18n;
  }
});

const text = (lng: string, code: string, params: Record<string, string | number>) => refusalMessage(languages[lng]!.t, languages[lng]!, { code, params, action: null });

describe('refusalMessage', () => {
  it('an illegal target: named as given, with the reason when there is one', () => {
    expect(text('en', 'errors.illegalTarget', { target: 'cd', reason: 'shroud' })).toBe('“cd” isn\'t a legal target here: it has shroud (CR 702.18a).');
    expect(text('fr', 'errors.illegalTarget', { target: 'cd', reason: 'shroud' })).toBe('« cd » n\'est pas une cible légale ici : ce permanent a le linceul (RC 702.18a).');
    expect(text('fr', 'errors.illegalTarget', { target: 'gb', reason: 'notOpponents', player: 'alice' })).toBe(
      '« gb » n\'est pas une cible légale ici : ce permanent n\'est pas contrôlé par un adversaire d\'Alice.',
    );
    // No reason, or one without a message of its own: the plain message.
    expect(text('fr', 'errors.illegalTarget', { target: 'x' })).toBe('« x » n\'est pas une cible légale ici.');
    expect(text('en', 'errors.illegalTarget', { target: 'x', reason: 'unheardOf' })).toBe('“x” isn\'t a legal target here.');
  });

  it('an order naming a label two triggers share', () => {
    expect(text('fr', 'errors.ambiguousOrderLabel', { label: 'ba', ids: 't6, t7' })).toBe(
      'L\'étiquette « ba » désigne plusieurs des capacités déclenchées en attente (t6, t7) et ne permet donc pas de les distinguer : indiquez plutôt leurs identifiants, tels qu\'ils figurent dans pending.options.',
    );
  });

  it('a field missing or not allowed, and an attacker without a target among several opponents', () => {
    const missing = { path: 'actions[0].player', detail: 'Invalid key: Expected "player" but received undefined', reason: 'missingField', field: 'player' };
    expect(text('fr', 'errors.invalidScenario', missing)).toBe('Le scénario est mal formé à l\'endroit actions[0].player : le champ obligatoire « player » est absent.');
    const unknown = { path: 'setup.mana', detail: 'Invalid key: Expected never but received "mana"', reason: 'unknownField', field: 'mana', fields: 'players, life, active' };
    expect(text('fr', 'errors.invalidScenario', unknown)).toBe(
      'Le scénario est mal formé à l\'endroit setup.mana : « mana » n\'est pas un champ possible ici (les champs possibles sont : players, life, active).',
    );
    // A malformed value keeps the validator's detail.
    expect(text('en', 'errors.invalidScenario', { path: 'actions[0].count', detail: 'Invalid type' })).toBe('The scenario is malformed at actions[0].count: Invalid type');
    expect(text('fr', 'errors.attackTargetNeeded', { ref: 'gb', players: 'bob, carol' })).toBe(
      'Il y a plusieurs adversaires : chaque attaquant doit avoir un champ « target » qui indique l\'adversaire qu\'il attaque (bob, carol) ; il manque pour « gb ».',
    );
  });
});
