// Abilities that have triggered and wait to be put on the stack (CR 603.3).
import { useTranslation } from 'react-i18next';
import { useViewPart } from '../../store/selectors';
import { useCardNames } from '../common/use-card-names';
import { RuleRef } from '../common/RuleRef';
import { TriggerCause } from './TriggerCause';
import { useRovingZone } from '../a11y/use-roving-zone';
import { ShowMore, useShownCount } from '../common/ShowMore';

export function PendingTriggers() {
  const { t } = useTranslation();
  const pendingTriggers = useViewPart((v) => v.pendingTriggers);
  const names = useCardNames();
  const [shown, more] = useShownCount(pendingTriggers.length);
  const zoneRef = useRovingZone<HTMLElement>();
  return (
    <section ref={zoneRef} className={`panel pending-triggers${pendingTriggers.length ? ' has-items' : ''}`} aria-label={t('common:pendingTriggers.title')}>
      <h2 className="panel-title">
        {t('common:pendingTriggers.title')} <span className="count">{pendingTriggers.length}</span>
      </h2>
      {pendingTriggers.length === 0 ? (
        <p className="zone-empty">{t('common:pendingTriggers.empty')}</p>
      ) : (
        <>
          <p className="panel-note">
            {t('common:pendingTriggers.explain')} <RuleRef rule="603.3" />
          </p>
          <ul className="trigger-list">
            {pendingTriggers.slice(0, shown).map((p) => (
              <li key={p.id} className="trigger-chip">
                <span className="kind-badge kind-trigger">{t('common:stack.kind.trigger')}</span>{' '}
                <strong>{names.card(p.source)}</strong> <span className="muted">({names.player(p.controller)})</span>{' '}
                <TriggerCause cause={p.cause} />
              </li>
            ))}
          </ul>
          <ShowMore hidden={pendingTriggers.length - shown} onMore={more} />
        </>
      )}
    </section>
  );
}
