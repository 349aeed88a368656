/**
 * A card's id from its English name: lower case, accents and apostrophes dropped, every other run of
 * characters outside a–z and 0–9 replaced by `-` (`Soul's Attendant` → `souls-attendant`).
 */
export function cardSlug(englishName: string): string {
  return englishName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
