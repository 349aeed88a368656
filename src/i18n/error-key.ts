// Which message an error code shows, for the command line (src/scenario/messages.ts) and the app alike.

/**
 * The locale key of an error (without its `errors` namespace): `<code>_<reason>` when the params carry a `reason`
 * that has a message of its own (`illegalTarget_shroud`: why the target is illegal), else the code's own key. The
 * code stays the same either way; the reason only picks the clearer sentence.
 */
export function errorKey(code: string, params: Readonly<Record<string, string | number>> | undefined, exists: (key: string) => boolean): string {
  const key = code.replace(/^errors\./, '');
  const reason = params?.reason;
  return typeof reason === 'string' && /^\w+$/.test(reason) && exists(`${key}_${reason}`) ? `${key}_${reason}` : key;
}
