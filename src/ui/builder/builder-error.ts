// The engine's refusal of a setup, in the current language (locales/*/errors.json), with its cards and players named.
import type { TFunction } from 'i18next';
import type { ScenarioRefusal } from '../../store/scenario-board';
import type { CardNames } from '../common/use-card-names';

export function refusalMessage(t: TFunction, exists: (key: string) => boolean, names: CardNames, refusal: ScenarioRefusal): string {
  const key = `errors:${refusal.code.replace(/^errors\./, '')}`;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(refusal.params ?? {})) {
    if (typeof value !== 'string') params[name] = value;
    else if (name === 'card' || name === 'host' || name === 'copyOf' || name === 'name') params[name] = names.card(value);
    else if (name === 'player') params[name] = names.player(value);
    else params[name] = value;
  }
  return exists(key) ? t(key, names.withOf(params)) : t('common:error.unknown', { code: refusal.code });
}
