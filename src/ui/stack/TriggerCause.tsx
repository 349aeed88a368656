// "triggered by Grizzly Bears": which event object made this ability trigger.
import { useTranslation } from 'react-i18next';
import { useTriggerCause } from '../../store/selectors';
import { useNames } from '../common/use-names';

export function TriggerCause({ id }: { id: string }) {
  const { t } = useTranslation();
  const names = useNames();
  const cause = useTriggerCause(id);
  if (!cause) return null;
  return <span className="trigger-cause">{t('common:stack.cause', names.withOf({ card: names.card(cause) }))}</span>;
}
