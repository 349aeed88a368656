// The text of a refusal (a share link, a scenario file, a saved board): its error code's message, after which
// action when it is an action. Shared by the app's notices and the sandbox's share panel. What the input says
// is quoted as it is (a card id known to the pool is shown by its name), cut to a short length.
import type { TFunction, i18n as I18n } from 'i18next';
import { errorKey } from '../../i18n/error-key';
import { withForms } from './grammar';

export interface RefusalLike {
  code: string;
  params?: Record<string, string | number>;
  action?: number | null;
  actionType?: string;
}

/** The params of a refusal that name a player (shown with a capital, as the table names players). */
export const PLAYER_PARAMS: ReadonlySet<string> = new Set(['player', 'defender', 'winner', 'holder']);

const QUOTE = 80;
const cut = (value: string, limit = QUOTE) => (value.length > limit ? `${value.slice(0, limit - 1)}…` : value);
/** A list the app writes itself (the fields an object may have) is shown whole, up to this length. */
const LIST = 200;

export function refusalMessage(t: TFunction, i18n: I18n, refusal: RefusalLike): string {
  const key = `errors:${errorKey(refusal.code, refusal.params, (k) => i18n.exists(`errors:${k}`))}`;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(refusal.params ?? {})) {
    if (typeof value !== 'string') params[name] = value;
    else if ((name === 'card' || name === 'source') && i18n.exists(`cards:${value}.name`)) params[name] = t(`cards:${value}.name`);
    else if (PLAYER_PARAMS.has(name) && /^[a-z]/.test(value)) params[name] = cut(value.charAt(0).toUpperCase() + value.slice(1));
    // A step as the turn bar names it, not the scenario format's id.
    else if (name === 'step' && i18n.exists(`common:steps.${value}`)) params[name] = t(`common:steps.${value}`);
    else params[name] = cut(value, name === 'fields' ? LIST : QUOTE);
  }
  const text = i18n.exists(key) ? t(key, withForms(t, () => undefined, params)) : t('common:error.unknown', { code: cut(refusal.code) });
  if (refusal.action === null || refusal.action === undefined) return text;
  return `${t('share:atAction', { number: refusal.action + 1, type: cut(refusal.actionType ?? '?') })} ${text}`;
}
