// The items of a hand, graveyard or exile card's menu, made only while the menu is open (ActionMenu's `lazy`):
// the abilities that work from where the card is (cycling from a hand, embalm from a graveyard) when they can be
// activated now, then the teacher's moves.
import { useTexts } from '../../i18n/use-t';
import { activatedAbilities, type Action, type CardView, type PlayerId } from '../../engine';
import { cardDefinition } from '../../store/engine';
import { activationsFor, useLegalActions } from '../../store/selectors';
import { useAbilityText } from '../stack/use-ability-text';
import { MenuSections, useActionItem } from './ActionMenu';
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
  const item = useActionItem();
  const abilityText = useAbilityText();
  // Read here, while the menu is open: a change of priority doesn't render every card again.
  const activations = activationsFor(useLegalActions(), card.id, card.label);
  /** The ability by its keyword and cost ("Embalm {5}{R}"), its reminder text left to the card. */
  const abilityName = (action: Action) => {
    if (action.type !== 'activate') return '';
    const all = cardDefinition(card.card)?.abilities ?? [];
    const ability = activatedAbilities(all)[action.ability];
    const text = ability ? abilityText(card.card, all.indexOf(ability)) : '';
    return text.split(' (')[0] ?? text;
  };
  return (
    <MenuSections
      sections={[
        { key: 'abilities', items: activations.map((action, i) => item(`a${i}`, t('common:card.activateNamed', { ability: abilityName(action) }), action)) },
        { key: 'teacher', caption: t('common:card.teacher'), items: [...cardMoves(card, owner, zone), selectItem(card.id, selected)] },
      ]}
    />
  );
}
