// The words of a "why" answer: one sentence per reason, from `common:why.reason.<code>` in the current language.
// Pure (given a translate function and the names), so the sentences can be tested without React.
import type { WhyReason } from '../../engine';
import type { CardNames } from '../common/use-card-names';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A zone as a heading names it (Battlefield, Exile …), or "nowhere" for a token coming into being. */
function zoneWord(t: Translate, zone: string | null | undefined): string {
  return zone ? t(`common:zones.${zone}`) : t('common:why.nowhere');
}

/** The key of a reason's sentence: `enteredTapped` about the permanent itself (no ability named) has its own. */
export function reasonKey(reason: WhyReason): string {
  if (reason.code === 'enteredTapped' && !reason.source) return 'common:why.reason.enteredTappedSelf';
  return `common:why.reason.${reason.code}`;
}

export function reasonText(reason: WhyReason, t: Translate, names: Pick<CardNames, 'card' | 'withOf'>): string {
  const params: Record<string, unknown> = {
    source: reason.source ? names.card(reason.source.card) : '',
    about: reason.about ? names.card(reason.about.card) : '',
  };
  if (reason.code === 'notOnBattlefield') params.zone = t(`common:why.zoneIn.${reason.zone ?? 'hand'}`);
  if (reason.code === 'otherZones') {
    params.from = zoneWord(t, reason.from);
    params.to = zoneWord(t, reason.to);
  }
  if (reason.code === 'staticEnters') params.detail = t(`common:why.enters.${reason.detail ?? 'tapped'}`);
  return t(reasonKey(reason), names.withOf(params));
}
