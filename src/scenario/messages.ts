// English messages for the command line, from the same locale file the app uses.
import errors from '../../locales/en/errors.json';
import { errorKey } from '../i18n/error-key';

/**
 * Input is quoted in a message only up to this many characters (a 1 MB card id is not echoed back whole); a
 * path or a parser's detail up to DETAIL_LIMIT.
 */
export const QUOTE_LIMIT = 80;
export const DETAIL_LIMIT = 200;

/** A parameter as a message shows it: cut to its limit, with an ellipsis when cut. */
export function quoted(value: string | number, limit = QUOTE_LIMIT): string {
  const text = String(value);
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

export function englishMessage(code: string, params: Record<string, string | number> = {}): string {
  const key = errorKey(code, params, (k) => Object.hasOwn(errors, k)) as keyof typeof errors;
  const template: string = Object.hasOwn(errors, key) ? errors[key] : code;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => Object.hasOwn(params, name) ? quoted(params[name]!, name === 'detail' || name === 'path' || name === 'fields' ? DETAIL_LIMIT : QUOTE_LIMIT) : `{{${name}}}`);
}
