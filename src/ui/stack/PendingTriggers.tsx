// Abilities that have triggered and wait to be put on the stack (CR 603.3).
import { memo } from 'react';
import type { PendingTriggerView } from '../../engine';
import { useTexts } from '../../i18n/use-t';
import { useViewPart } from '../../store/selectors';
import { useCardNames } from '../common/use-card-names';
import { RuleRef } from '../common/RuleRef';
import { TriggerCause } from './TriggerCause';
import { useRovingZone } from '../a11y/use-roving-zone';
import { ShowMore, useShownCount } from '../common/ShowMore';
import { useArrival } from '../timeline/use-arrival';

export function PendingTriggers() {
  const { t } = useTexts();
  const pendingTriggers = useViewPart((v) => v.pendingTriggers);
  // The waiting ability whose target is being chosen (CR 603.3d), marked so that it can be told from its twins.
  const targeting = useViewPart((v) => (v.pending?.kind === 'target' ? v.pending.trigger : null));
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
              <TriggerChip key={p.id} trigger={p} targeting={p.id === targeting} />
            ))}
          </ul>
          <ShowMore hidden={pendingTriggers.length - shown} onMore={more} />
        </>
      )}
    </section>
  );
}

/** One waiting ability: its source, its controller and what set it off. */
const TriggerChip = memo(function TriggerChip({ trigger, targeting }: { trigger: PendingTriggerView; targeting: boolean }) {
  const { t } = useTexts();
  const names = useCardNames();
  const ref = useArrival<HTMLLIElement>();
  return (
    <li ref={ref} className={`trigger-chip${targeting ? ' is-targeting' : ''}`}>
      <span className="kind-badge kind-trigger">{t('common:stack.kind.trigger')}</span> <strong>{names.card(trigger.source)}</strong>{' '}
      <span className="muted">({names.player(trigger.controller)})</span> <TriggerCause cause={trigger.cause} />
      {targeting && <span className="targeting-note">{t('common:pendingTriggers.targeting')}</span>}
    </li>
  );
});
