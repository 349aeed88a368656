// One mana or tap symbol, drawn with the mana-font package's glyphs (the symbols printed on cards); its
// stylesheet and font come with the table's chunk, and a screen reader hears its name ("one white mana").
import 'mana-font/css/mana.css';
import { useTexts } from '../../i18n/use-t';

/** The package's class for a symbol: `ms-w`, `ms-2`, `ms-tap`, `ms-wb` (a hybrid, drawn split). */
export function manaFontClass(symbol: string): string {
  if (symbol === 'T') return 'ms-tap';
  return `ms-${symbol.replace('/', '').toLowerCase()}${symbol.includes('/') ? ' ms-split' : ''}`;
}

export function ManaSymbol({ symbol }: { symbol: string }) {
  const { t } = useTexts();
  const hybrid = symbol.includes('/') ? symbol.split('/') : null;
  const label = /^\d+$/.test(symbol)
    ? t('common:mana.generic', { count: Number(symbol) })
    : hybrid
      ? t('common:mana.hybrid', { first: t(`common:mana.${hybrid[0]}`), second: t(`common:mana.${hybrid[1]}`) })
      : t(`common:mana.${symbol}`, { defaultValue: symbol });
  return <span className={`mana-symbol ms ms-cost ms-shadow ${manaFontClass(symbol)}`} role="img" aria-label={label} title={label} />;
}
