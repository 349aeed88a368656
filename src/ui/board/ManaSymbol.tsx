import { useTranslation } from 'react-i18next';

/** One mana symbol: a small coloured disc with its letter or number, named for screen readers. */
export function ManaSymbol({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const label = /^\d+$/.test(symbol)
    ? t('common:mana.generic', { count: Number(symbol) })
    : t(`common:mana.${symbol}`, { defaultValue: symbol });
  return (
    <span className={`mana-symbol mana-${/^\d+$/.test(symbol) ? 'generic' : symbol}`} role="img" aria-label={label} title={label}>
      <span aria-hidden="true">{symbol === 'T' ? '↷' : symbol}</span>
    </span>
  );
}
