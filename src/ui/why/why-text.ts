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
  return `why:reason.${reason.code}`;
}

/** Reasons whose sentence doesn't name the event's object: the panel says what the event was about first. */
const NAMES_NO_OBJECT = new Set<WhyReason['code']>([
  'triggered', 'lookedBack', 'additionalTime', 'lostAbilities', 'interveningIf', 'onceEachTurn', 'alreadyDone', 'batched', 'notOnBattlefield', 'phasedOut', 'prevented', 'conditionNotMet',
]);

/** "About Grizzly Bears:" (« À propos des Ours runcinés : »), so that reasons about several events can be told apart. */
export function aboutText(reason: WhyReason, t: Translate, names: Pick<CardNames, 'card' | 'withOf'>): string | null {
  if (!reason.about || !NAMES_NO_OBJECT.has(reason.code)) return null;
  return t('why:about', names.withOf({ about: names.card(reason.about.card) }));
}

export function reasonText(reason: WhyReason, t: Translate, names: Pick<CardNames, 'card' | 'withOf'>): string {
  const params: Record<string, unknown> = {
    source: reason.source ? names.card(reason.source.card) : '',
    about: reason.about ? names.card(reason.about.card) : '',
  };
  if (reason.code === 'notOnBattlefield') params.zone = t(`why:zoneIn.${reason.zone ?? 'hand'}`);
  if (reason.code === 'otherZones') {
    params.from = zoneWord(t, reason.from);
    params.to = zoneWord(t, reason.to);
  }
  if (reason.code === 'staticEnters') params.detail = t(`why:enters.${reason.detail ?? 'tapped'}`);
  return t(reasonKey(reason), names.withOf(params));
}
