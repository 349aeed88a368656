// The stack as a pile: an ordered list, top first.
import { useTranslation } from 'react-i18next';
import { useViewPart } from '../../store/selectors';
import { StackObject } from './StackObject';
import { useRovingZone } from '../a11y/use-roving-zone';
import { ShowMore, useShownCount } from '../common/ShowMore';

export function StackZone() {
  const { t } = useTranslation();
  const stack = useViewPart((v) => v.stack);
  // The top of the stack first; a long stack shows its top and a button for more.
  const [shown, more] = useShownCount(stack.length);
  const zoneRef = useRovingZone<HTMLElement>();
  return (
    <section ref={zoneRef} className="panel stack-zone" aria-label={t('common:stack.title')}>
      <h2 className="panel-title">
        {t('common:stack.title')} <span className="count">{stack.length}</span>
      </h2>
      {stack.length === 0 ? (
        <p className="zone-empty">{t('common:stack.empty')}</p>
      ) : (
        <>
          <p className="panel-note">{t('common:stack.explain')}</p>
          <ol className="stack-list">
            {stack.slice(0, shown).map((item, i) => (
              <StackObject key={item.id} item={item} top={i === 0} />
            ))}
          </ol>
          <ShowMore hidden={stack.length - shown} onMore={more} />
        </>
      )}
    </section>
  );
}
