// Why a link, a file or a saved board was refused: an error code of locales/*/errors.json, its parameters, and
// the index of the refused action (null when it is not an action). The same shape as the runner's errors.
export interface ShareRefusal {
  ok: false;
  /** A locale key such as `errors.linkTooLong`. */
  error: string;
  params?: Record<string, string | number>;
  action: number | null;
}

export const refuse = (error: string, params?: Record<string, string | number>): ShareRefusal => ({
  ok: false,
  error: `errors.${error}`,
  ...(params ? { params } : {}),
  action: null,
});
