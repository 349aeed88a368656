// The small menu of a permanent: its activated abilities, then the teacher's events (destroy, exile …, give
// control to another player, select it to act on several permanents together).
import { useTexts } from '../../i18n/use-t';
import type { Action, PermanentView } from '../../engine';
import { activationsFor, useLegalActions, useView } from '../../store/selectors';
import { togetherActions } from '../../store/teacher';
import { counterEvents } from '../../store/teacher-events';
import { useNames } from '../common/use-names';
import { ActionMenu, MenuSections, useActionItem, type MenuItem } from './ActionMenu';
import { useSelectItem } from './card-menu-items';
import { useWhyItem } from '../why/why-controls';

interface PermanentMenuProps {
  permanent: PermanentView;
  name: string;
  /** In the selection acted on together (the permanent follows it). */
  selected: boolean;
}

export function PermanentMenu({ permanent, name, selected }: PermanentMenuProps) {
  const { t } = useTexts();
  return (
    <ActionMenu
      className="permanent-menu"
      marked={selected}
      label={t('common:card.actionsFor', { card: name })}
      lazy={<PermanentMenuItems permanent={permanent} selected={selected} />}
    />
  );
}

/** The menu's items, worked out only while it is open. */
function PermanentMenuItems({ permanent, selected }: { permanent: PermanentView; selected: boolean }) {
  const { t } = useTexts();
  // Read here, while the menu is open, so that a change of priority does not render every permanent again.
  const activations = activationsFor(useLegalActions(), permanent.id, permanent.label);
  const names = useNames();
  const view = useView();
  const item = useActionItem();
  const selectItem = useSelectItem();
  const why = useWhyItem();
  const cards = [permanent.id];
  // CR 702.26b: a phased-out permanent can only phase back in.
  const phase = item(permanent.phasedOut ? 'phaseIn' : 'phaseOut', t(`common:card.${permanent.phasedOut ? 'phaseIn' : 'phaseOut'}`), { type: 'phase', cards });
  // The teacher's events on this one permanent are those on a selection of one (destroy … tap or untap).
  const events = togetherActions(view, cards);
  // A player who has left the game controls nothing (CR 800.4a).
  const control: MenuItem[] = view.order
    .filter((p) => p !== permanent.controller && !view.players[p]?.lost)
    .map((p) => item(`control-${p}`, t('common:card.giveControl', { player: names.player(p) }), { type: 'control', card: permanent.id, player: p }));
  // An ability with targets is offered once per choice of targets (CR 602.2b): the button names them.
  const activationLabel = (action: Action) =>
    action.type === 'activate' && action.targets?.length
      ? `${t('common:card.activate')} → ${names.list(action.targets.map(names.ref))}`
      : t('common:card.activate');
  const teacher: MenuItem[] = permanent.phasedOut
    ? [phase]
    : [
        ...events.map(({ key, action }) => item(key, t(`common:card.${key}`), action)),
        ...counterEvents(view, permanent.id).map((e) => item(e.key, t(`builder:teacherEvents.${e.text}`, e.params), e.action)),
        phase,
        ...control,
        selectItem(permanent.id, selected),
      ];
  return (
    <MenuSections
      sections={[
        { key: 'abilities', items: permanent.phasedOut ? [] : activations.map((action, i) => item(`a${i}`, activationLabel(action), action)) },
        { key: 'teacher', caption: t('common:card.teacher'), items: teacher },
        { key: 'why', items: [why(permanent.id)] },
      ]}
    />
  );
}
