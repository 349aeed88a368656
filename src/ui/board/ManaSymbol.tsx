import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

const HUES: Record<string, string> = { W: '#f8f0c6', U: '#3e7dc1', B: '#3a3331', R: '#d4502f', G: '#3f8a44' };

/** One mana symbol: a small coloured disc with its letter or number, named for screen readers. */
export function ManaSymbol({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const hybrid = symbol.includes('/') ? symbol.split('/') : null;
  const label = /^\d+$/.test(symbol)
    ? t('common:mana.generic', { count: Number(symbol) })
    : hybrid
      ? t('common:mana.hybrid', { first: t(`common:mana.${hybrid[0]}`), second: t(`common:mana.${hybrid[1]}`) })
      : t(`common:mana.${symbol}`, { defaultValue: symbol });
  // A hybrid symbol is split diagonally between its two colours.
  const style: CSSProperties | undefined = hybrid
    ? { background: `linear-gradient(135deg, ${HUES[hybrid[0]!] ?? '#ccc'} 50%, ${HUES[hybrid[1]!] ?? '#ccc'} 50%)`, color: '#fff' }
    : undefined;
  const kind = /^\d+$/.test(symbol) ? 'generic' : hybrid ? 'hybrid' : symbol;
  return (
    <span className={`mana-symbol mana-${kind}`} role="img" aria-label={label} title={label} style={style}>
      <span aria-hidden="true">{symbol === 'T' ? '↷' : hybrid ? '' : symbol}</span>
    </span>
  );
}
