// One object on the stack: its kind, where it comes from, what it will do, who controls it, its targets.
import { memo } from 'react';
import { useTexts } from '../../i18n/use-t';
import type { StackItemView } from '../../engine';
import { CardText } from '../board/CardText';
import { ManaCost } from '../board/ManaCost';
import { cardDefinition } from '../../store/engine';
import { useStableNames } from '../common/use-names';
import { OtherName } from '../presentation/OtherName';
import { TriggerCause } from './TriggerCause';
import { useAbilityText } from './use-ability-text';
import { useArrival } from '../timeline/use-arrival';

export const StackObject = memo(function StackObject({ item, top }: { item: StackItemView; top: boolean }) {
  const { t } = useTexts();
  const names = useStableNames();
  const abilityText = useAbilityText();
  const source = names.card(item.source);
  const kind = t(`common:stack.kind.${item.kind}`);
  const text = item.kind === 'spell' ? abilityText(item.source, null) : abilityText(item.source, item.abilityIndex);
  const ref = useArrival<HTMLLIElement>();
  return (
    <li ref={ref} className={`stack-object kind-${item.kind}${top ? ' is-top' : ''}`} aria-label={`${kind} — ${source}`} data-object={item.id}>
      <div className="stack-head">
        <span className={`kind-badge kind-${item.kind}`}>{kind}</span>
        {item.copy && <span className="copy-badge">{t('common:stack.copy')}</span>}
        {top && <span className="top-badge">{t('common:stack.top')}</span>}
      </div>
      <div className="stack-source">
        <strong>{item.kind === 'spell' ? source : t('common:stack.of', names.withOf({ card: source }))}</strong>
        {item.kind === 'spell' && <ManaCost cost={cardDefinition(item.source)?.cost} />}
        <OtherName card={item.source} />
      </div>
      {item.kind === 'trigger' && <TriggerCause cause={item.cause} />}
      {text && <CardText text={text} className="stack-text" />}
      <p className="stack-facts">
        <span>{t('common:stack.controller', { player: names.player(item.controller) })}</span>
        {item.targets.length > 0 && <span>{t('common:stack.targets', { targets: names.list(item.targets.map(names.ref)) })}</span>}
      </p>
      {item.awaiting && <p className="stack-awaiting">{t(`common:stack.awaiting.${item.awaiting}`)}</p>}
    </li>
  );
});
