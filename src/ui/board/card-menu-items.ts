// The teacher's menu items for a card in a hand, a graveyard or exile, and the select toggle every card has.
import { useTexts } from '../../i18n/use-t';
import type { CardView, ObjectId, PlayerId } from '../../engine';
import { useSelection } from '../../store/selection';
import { isPermanentCard } from '../../store/teacher';
import { useCardNames } from '../common/use-card-names';
import { useActionItem, type MenuItem } from './ActionMenu';
import { useWhyItem } from '../why/why-controls';

/** The toggle that adds a card to the selection acted on together, or takes it out. */
export function useSelectItem(): (id: ObjectId, pressed: boolean) => MenuItem {
  const { t } = useTexts();
  const toggle = useSelection((s) => s.toggle);
  return (id, pressed) => ({ key: 'select', label: t('common:card.select'), pressed, run: () => toggle(id) });
}

/**
 * What a teacher may do with a card that is not on the battlefield: from a hand, put it onto the battlefield
 * or discard it; from a graveyard, exile it, return it to its owner's hand, put it onto the battlefield or on
 * top of its owner's library; from exile, the same but exiling.
 */
export function useCardMoves(): (card: CardView, owner: PlayerId, zone: 'hand' | 'graveyard' | 'exile') => MenuItem[] {
  const { t } = useTexts();
  const names = useCardNames();
  const item = useActionItem();
  const why = useWhyItem();
  return (card, owner, zone) => {
    const cards = [card.id];
    // "Why did (or didn't) it trigger?" (ui/why): not for a face-down card, whose name is hidden.
    const asks = card.faceDown ? [] : [why(card.id)];
    const toBattlefield = isPermanentCard(card.card)
      ? [item('putOntoBattlefield', t('common:card.putOntoBattlefield'), { type: 'move', cards, to: 'battlefield' })]
      : [];
    if (zone === 'hand')
      return [
        ...toBattlefield,
        item('discard', t('common:card.discard', names.withOf({ card: names.card(card.card) })), { type: 'discard', player: owner, cards }),
        ...asks,
      ];
    return [
      ...(zone === 'graveyard' ? [item('exile', t('common:card.exile'), { type: 'exile', cards })] : []),
      item('toHand', t('common:card.toOwnersHand'), { type: 'move', cards, to: 'hand' }),
      ...toBattlefield,
      item('toLibrary', t('common:card.toLibraryTop'), { type: 'move', cards, to: 'library' }),
      ...asks,
    ];
  };
}
