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

/** One line of the panel: a sentence with its rule, and the objects of the events it answers for. */
export interface WhyLine {
  reason: WhyReason;
  about: string | null;
  text: string;
}

/**
 * The panel's lines: reasons whose sentence and rule are the same (Blood Artist looking back at each creature a
 * Wrath of God destroyed) are one line about all their objects (« À propos de l'Artiste de sang, de la Patricienne
 * des Kalastria et des Ours runcinés : »), a name met twice counted (“Grizzly Bears ×2”), in the order first met.
 */
export function whyLines(
  reasons: readonly WhyReason[],
  t: Translate,
  names: Pick<CardNames, 'card' | 'withOf' | 'list'> & Partial<Pick<CardNames, 'player'>>,
): WhyLine[] {
  const groups = new Map<string, { reason: WhyReason; abouts: Map<string, number> }>();
  for (const reason of reasons) {
    const text = reasonText(reason, t, names);
    const named = reason.about && NAMES_NO_OBJECT.has(reason.code);
    // A reason whose sentence names its own object stays a line of its own.
    const key = named ? `${reason.rule}|${text}` : `${groups.size}|${reason.rule}|${text}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { reason, abouts: new Map() }));
    if (named) {
      const name = names.card(reason.about!.card);
      group.abouts.set(name, (group.abouts.get(name) ?? 0) + 1);
    }
  }
  return [...groups.values()].map(({ reason, abouts }) => {
    const text = reasonText(reason, t, names);
    if (abouts.size === 0) return { reason, about: null, text };
    // Each name in every form a sentence may use, then each form listed as the language lists things.
    const forms = [...abouts].map(([name, count]) => {
      const all = names.withOf({ about: name }) as Record<string, unknown>;
      const suffix = count > 1 ? ` ×${count}` : '';
      return Object.fromEntries(['about', 'theAbout', 'ofAbout', 'toAbout'].map((k) => [k, `${String(all[k] ?? name)}${suffix}`]));
    });
    const params: Record<string, string> = {};
    for (const k of ['about', 'theAbout', 'ofAbout', 'toAbout']) params[k] = names.list(forms.map((f) => f[k]!));
    params.TheAbout = params.theAbout!.charAt(0).toUpperCase() + params.theAbout!.slice(1);
    return { reason, about: t('why:about', params), text };
  });
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
