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

  it('a step is named as the turn bar names it, in each language, not by its id', () => {
    expect(text('en', 'errors.notBeforeCombat', { step: 'end', reason: 'afterCombat' })).toContain('“End step”');
    expect(text('fr', 'errors.notBeforeCombat', { step: 'end', reason: 'afterCombat' })).not.toContain('end”');
    expect(text('fr', 'errors.notBeforeCombat', { step: 'end', reason: 'afterCombat' })).toContain(`« ${languages.fr!.t('common:steps.end')} »`);
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

  it('combat and leaving refusals say why, in French too (CR 508.1, 509.1a, 800.4a, 702.26b)', () => {
    expect(text('fr', 'errors.notBeforeCombat', { step: 'main2', reason: 'afterCombat' })).toBe(
      'Le combat de ce tour est déjà passé (la partie en est à « Seconde phase principale », après le combat) : vous ne pourrez déclarer des attaquants que lors du combat d\'un prochain tour (RC 508.1). L\'action attack ne fonctionne que depuis une étape précédant le combat de ce tour, de l\'entretien au début du combat.',
    );
    expect(text('fr', 'errors.notBeforeCombat', { step: 'declareAttackers', reason: 'inCombat' })).toMatch(/^Le combat de ce tour a déjà commencé \(la partie en est à « Étape de déclaration des attaquants »\) : les attaquants se déclarent une seule fois/);
    expect(text('fr', 'errors.gameOver', { reason: 'emptyLibraryOnTheWay', step: 'draw', player: 'alice', winner: 'bob' })).toBe(
      'La partie s\'est terminée avant que les créatures puissent être déclarées : à « Étape de pioche », Alice a dû piocher dans une bibliothèque vide et a perdu la partie (RC 704.5b) ; Bob a donc gagné. L\'action est refusée et la partie reste telle qu\'elle était.',
    );
    expect(text('en', 'errors.gameOver', { reason: 'wonOnTheWay', step: 'upkeep', winner: 'alice' })).toBe(
      'The game ended before the creatures could be declared: at “Upkeep step”, an effect made Alice win the game (CR 104.2b). The action is refused and the game left as it was.',
    );
    const ownCreature = { card: 'grizzly-bears', attacker: 'grizzly-bears', ref: 'g2', attackerRef: 'gb', player: 'alice', defender: 'bob', reason: 'attackingPlayer' };
    expect(text('fr', 'errors.notDefending', ownCreature)).toBe(
      '« g2 » ne peut pas bloquer « gb » : son contrôleur, Alice, est le joueur attaquant, et seules les créatures d\'un joueur défenseur bloquent, chacune une créature qui attaque ce joueur (RC 509.1a).',
    );
    expect(text('fr', 'errors.notDefending', { ...ownCreature, ref: 'bb', attackerRef: 'g2', player: 'bob', defender: 'carol', reason: 'otherDefender' })).toBe(
      '« bb » ne peut pas bloquer « g2 » : cette créature attaque Carol, et une créature ne peut bloquer qu\'une créature qui attaque son contrôleur, Bob (RC 509.1a).',
    );
    expect(text('fr', 'errors.alreadyTapped', { card: 'grizzly-bears', ref: 'bb', reason: 'blocking' })).toBe(
      '« bb » ne peut pas bloquer : c\'est une créature engagée, et une créature engagée ne peut pas bloquer (RC 509.1a).',
    );
    expect(text('fr', 'errors.alreadyLost', { player: 'bob', reason: 'acting' })).toBe('Bob a quitté la partie (RC 800.4a) : un joueur qui a perdu ne peut plus rien faire.');
    expect(text('fr', 'errors.cardNotFound', { ref: 'gb', reason: 'phasedOut' })).toBe(
      '« gb » est hors phase : tant qu\'il l\'est, le jeu fait comme s\'il n\'existait pas (RC 702.26b), et cette action ne peut pas s\'en servir avant qu\'il repasse en phase.',
    );
    // A reference that names nothing at all keeps the plain message.
    expect(text('fr', 'errors.cardNotFound', { ref: 'gb' })).toBe('Aucune carte « gb » là où cette action la cherche.');
  });
});
