// The small ⓘ button beside a card whose own click does something else (a hand card casts, a graveyard
// card's name opens its menu): it opens the card detail.
import { useTexts } from '../../i18n/use-t';
import type { ObjectId } from '../../engine';
import { useCardDetail } from './detail-store';

export function CardDetailButton({ id, name }: { id: ObjectId; name: string }) {
  const { t } = useTexts();
  const open = useCardDetail((s) => s.open);
  const label = t('table:cardDetail.open', { card: name });
  return (
    <button type="button" className="detail-button" aria-label={label} title={label} onClick={(e) => open(id, e.currentTarget)}>
      <span aria-hidden="true">i</span>
    </button>
  );
}
