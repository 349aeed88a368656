// Turn number, active player, the steps of the turn with the current one marked, and who has priority.
import { memo, useLayoutEffect, useRef } from 'react';
import { STEPS, type Step } from '../../engine';
import { useTexts } from '../../i18n/use-t';
import { useViewPart } from '../../store/selectors';
import { useCardNames } from '../common/use-card-names';

export function TurnBar() {
  const { t } = useTexts();
  // Only what the bar shows, so that it renders again only when that changes.
  const view = {
    turn: useViewPart((v) => v.turn),
    active: useViewPart((v) => v.active),
    step: useViewPart((v) => v.step),
    priority: useViewPart((v) => v.priority),
    winner: useViewPart((v) => v.winner),
    pending: useViewPart((v) => v.pending),
  };
  const names = useCardNames();
  return (
    <section className="turn-bar" aria-label={t('common:turn.region')}>
      <div className="turn-facts">
        <span className="turn-number">{t('common:turn.number', { turn: view.turn })}</span>
        <span className="turn-active">{t('common:turn.active', names.withOf({ player: names.player(view.active) }))}</span>
      </div>
      <StepTrack step={view.step} />
      <div className="turn-status">
        <span className="current-step" data-testid="current-step">
          {t(`common:steps.${view.step}`)}
        </span>
        <span className={`priority-pill${view.priority ? '' : ' none'}`} data-testid="priority">
          {view.winner
            ? view.winner === 'draw'
              ? t('common:turn.draw')
              : t('common:turn.winner', { player: names.player(view.winner) })
            : view.pending
              ? t('common:turn.deciding', { player: names.player(view.pending.player) })
              : view.priority
                ? t('common:turn.priority', { player: names.player(view.priority) })
                : t('common:turn.noPriority')}
        </span>
      </div>
    </section>
  );
}

/** The steps of the turn, the current one marked: rendered again only when the step (or the language) changes. */
const StepTrack = memo(function StepTrack({ step }: { step: Step }) {
  const { t } = useTexts();
  const track = useRef<HTMLOListElement>(null);
  // Where the steps are one clipped row (a phone, layouts.css), the current one is brought to its middle.
  useLayoutEffect(() => {
    const list = track.current;
    const current = list?.querySelector<HTMLElement>('.step.current');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [step]);
  return (
    <ol ref={track} className="step-track" aria-label={t('common:turn.steps')}>
      {STEPS.map((each) => {
        const current = each === step;
        // CR 510.4: the first-strike damage step exists only in some combats; shown while it is under way.
        if (each === 'firstStrikeDamage' && !current) return null;
        return (
          <li key={each} className={`step${current ? ' current' : ''}`} aria-current={current ? 'step' : undefined} title={t(`common:steps.${each}`)}>
            {current ? (
              <>
                <span className="visually-hidden">{t(`common:steps.${each}`)}</span>
                <span aria-hidden="true">{t(`common:stepsShort.${each}`)}</span>
              </>
            ) : (
              t(`common:stepsShort.${each}`)
            )}
          </li>
        );
      })}
    </ol>
  );
});
