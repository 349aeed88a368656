import { useTexts } from '../../i18n/use-t';
import { manaSymbols } from './mana';
import { ManaSymbol } from './ManaSymbol';

export function ManaCost({ cost }: { cost: string | undefined }) {
  const { t } = useTexts();
  const symbols = manaSymbols(cost);
  if (symbols.length === 0) return null;
  return (
    <span className="mana-cost" title={t('common:card.cost', { cost })}>
      {symbols.map((s, i) => (
        <ManaSymbol key={i} symbol={s} />
      ))}
    </span>
  );
}
