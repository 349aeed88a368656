// The items of a hand, graveyard or exile card's menu, made only while the menu is open (ActionMenu's `lazy`).
import { useTexts } from '../../i18n/use-t';
import type { CardView, PlayerId } from '../../engine';
import { MenuSections } from './ActionMenu';
import { useCardMoves, useSelectItem } from './card-menu-items';

interface Props {
  card: CardView;
  owner: PlayerId;
  zone: 'hand' | 'graveyard' | 'exile';
  selected: boolean;
}

export function CardMenuItems({ card, owner, zone, selected }: Props) {
  const { t } = useTexts();
  const selectItem = useSelectItem();
  const cardMoves = useCardMoves();
  return <MenuSections sections={[{ key: 'teacher', caption: t('common:card.teacher'), items: [...cardMoves(card, owner, zone), selectItem(card.id, selected)] }]} />;
}
