// English messages for the command line, from the same locale file the app uses.
import errors from '../../locales/en/errors.json';

export function englishMessage(code: string, params: Record<string, string | number> = {}): string {
  const key = code.replace(/^errors\./, '') as keyof typeof errors;
  const template: string = Object.hasOwn(errors, key) ? errors[key] : code;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(Object.hasOwn(params, name) ? params[name] : `{{${name}}}`));
}
