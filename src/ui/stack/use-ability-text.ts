import { useTexts } from '../../i18n/use-t';
import type { CardId } from '../../engine';

/**
 * The text of one ability of a card: `cards:<id>.abilities.<index>` when the card file has it,
 * otherwise the card's whole rules text.
 */
export function useAbilityText(): (card: CardId, index: number | null) => string {
  const { t, i18n } = useTexts();
  return (card, index) => {
    const own = `cards:${card}.abilities.${index ?? 0}`;
    if (index !== null && i18n.exists(own)) return t(own);
    const whole = `cards:${card}.text`;
    return i18n.exists(whole) ? t(whole) : '';
  };
}
