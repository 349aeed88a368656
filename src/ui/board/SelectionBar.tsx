// The cards the teacher has selected (from their menus), and what can be done to them all at once: one
// action, one event (CR 603.2c), so abilities see them go, or enter, together.
import { useTranslation } from 'react-i18next';
import { useSelected, useSelection } from '../../store/selection';
import { useView } from '../../store/selectors';
import { togetherActions } from '../../store/teacher';
import { useNames } from '../common/use-names';

export function SelectionBar() {
  // Only a bar with a selection follows the game (any action ends the selection).
  const any = useSelection((s) => s.ids.length > 0);
  return any ? <SelectionBarShown /> : null;
}

function SelectionBarShown() {
  const selected = useSelected();
  const { t } = useTranslation();
  const names = useNames();
  const view = useView();
  const act = useSelection((s) => s.act);
  const clear = useSelection((s) => s.clear);
  if (selected.length === 0) return null;
  const actions = togetherActions(view, selected);
  return (
    <section className="selection-bar" aria-label={t('common:selection.region')}>
      <p className="selection-list">
        <strong>{t('common:selection.count', { count: selected.length })}</strong> {names.list(selected.map(names.distinct))}
      </p>
      <p className="selection-help">{t('common:selection.help')}</p>
      <div className="selection-actions" role="group" aria-label={t('common:selection.actions')}>
        {actions.map(({ key }) => (
          <button key={key} type="button" onClick={() => act(key)}>
            {t(`common:selection.${key}`)}
          </button>
        ))}
        <button type="button" className="selection-clear" onClick={clear}>
          {t('common:selection.clear')}
        </button>
      </div>
    </section>
  );
}
