// French typography: the space before « ? ! ; : » and the spaces inside « guillemets » never break a line. The
// texts are written with plain spaces (easy to read and edit); they are given their non-breaking ones as a French
// bundle is added to i18next, so that a question mark or a colon never starts a line on its own.

/** A narrow no-break space before « ? ! ; », a no-break space before « : » and inside guillemets. */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ ([?!;])/g, '\u202F$1')
    .replace(/ (:)/g, '\u00A0$1')
    .replace(/« /g, '«\u00A0')
    .replace(/ »/g, '\u00A0»');
}

/** Every string in a bundle (nested objects and lists included), with French spacing. */
export function withFrenchSpacing<T>(value: T): T {
  if (typeof value === 'string') return frenchSpacing(value) as T;
  if (Array.isArray(value)) return value.map(withFrenchSpacing) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = withFrenchSpacing(inner);
    return out as T;
  }
  return value;
}
