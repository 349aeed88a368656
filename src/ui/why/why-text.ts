// The words of a "why" answer: one sentence per reason, from `why:reason.<code>` in the current language.
// Pure (given a translate function and the names), so the sentences can be tested without React.
import type { WhyReason } from '../../engine';
import type { CardNames } from '../common/use-card-names';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A zone as a heading names it (Battlefield, Exile …), or "nowhere" for a token coming into being. */
function zoneWord(t: Translate, zone: string | null | undefined): string {
  return zone ? t(`common:zones.${zone}`) : t('why:nowhere');
}

/** The key of a reason's sentence: `enteredTapped` about the permanent itself (no ability named) has its own. */
export function reasonKey(reason: WhyReason): string {
  if (reason.code === 'enteredTapped' && !reason.source) return 'why:reason.enteredTappedSelf';
  // CR 603.10b, 603.10c: looking back for phasing out or becoming unattached, not for leaving the battlefield.
  if (reason.code === 'lookedBack' && reason.rule === '603.10b') return 'why:reason.lookedBackPhasedOut';
  if (reason.code === 'lookedBack' && reason.rule === '603.10c') return 'why:reason.lookedBackUnattached';
  return `why:reason.${reason.code}`;
}

/** Reasons whose sentence doesn't name the event's object: the panel says what the event was about first. */
const NAMES_NO_OBJECT = new Set<WhyReason['code']>([
  'triggered', 'lookedBack', 'additionalTime', 'lostAbilities', 'interveningIf', 'onceEachTurn', 'onceEachTurnAdditional', 'alreadyDone', 'batched', 'notOnBattlefield', 'phasedOut', 'prevented', 'conditionNotMet', 'notAlone',
]);

/** "About Grizzly Bears:" (« À propos des Ours runcinés : »), so that reasons about several events can be told apart. */
export function aboutText(reason: WhyReason, t: Translate, names: Pick<CardNames, 'card' | 'withOf'>): string | null {
  if (!reason.about || !NAMES_NO_OBJECT.has(reason.code)) return null;
  return t('why:about', names.withOf({ about: names.card(reason.about.card) }));
}

/** The forms of a name a sentence may use (`x`, `theX`, `TheX`, `ofX`, `toX`). */
const FORMS = ['', 'the', 'The', 'of', 'to'];

export function reasonText(reason: WhyReason, t: Translate, names: Pick<CardNames, 'card' | 'withOf'> & Partial<Pick<CardNames, 'player'>>): string {
  const params: Record<string, unknown> = {
    source: reason.source ? names.card(reason.source.card) : '',
    about: reason.about ? names.card(reason.about.card) : '',
  };
  if (reason.player) params.player = names.player ? names.player(reason.player) : reason.player;
  if (reason.code === 'notOnBattlefield') params.zone = t(`why:zoneIn.${reason.zone ?? 'hand'}`);
  if (reason.code === 'otherZones') {
    params.from = zoneWord(t, reason.from);
    params.to = zoneWord(t, reason.to);
  }
  if (reason.code === 'staticEnters') params.detail = t(`why:enters.${reason.detail ?? 'tapped'}`);
  const all = names.withOf(params);
  // A reason without its object (a step beginning, a player losing) or its source: the sentence names them
  // in general words (`why:unnamed`), never with a blank or a raw placeholder.
  const general: string[] = [];
  for (const name of ['source', 'about'] as const)
    if (!params[name])
      for (const f of FORMS) general.push((all[f ? `${f}${name.charAt(0).toUpperCase()}${name.slice(1)}` : name] = t(`why:unnamed.${name}.${f || 'name'}`)));
  const text = t(reasonKey(reason), all);
  // General words that open the sentence ("its source's ability …") take a capital.
  return general.some((words) => text.startsWith(words)) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
