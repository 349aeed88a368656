// The lesson beside the board: where we are, what to do, a hint, "Show me", and Next for reading steps.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lessons } from '../../lessons';
import { useStacklab } from '../../store/game-store';
import { selectLesson } from '../../store/selectors';
import { RichText } from '../common/RichText';
import { RuleRef } from '../common/RuleRef';
import { useCardNames } from '../common/use-card-names';
import { PredictionForm, PredictionReveal } from './PredictionForm';
import { useLeaveBoard } from '../timeline/use-leave-board';

export function LessonPanel() {
  const { t } = useTranslation();
  const names = useCardNames();
  const lesson = useStacklab(selectLesson);
  const stepIndex = useStacklab((s) => s.stepIndex);
  const nextStep = useStacklab((s) => s.nextStep);
  const previousStep = useStacklab((s) => s.previousStep);
  const showMe = useStacklab((s) => s.showMe);
  const reset = useStacklab((s) => s.reset);
  const openSandbox = useStacklab((s) => s.openSandbox);
  const openLesson = useStacklab((s) => s.openLessonAt);
  const leaveBoard = useLeaveBoard();
  const predictions = useStacklab((s) => s.predictions);
  const answerPrediction = useStacklab((s) => s.answerPrediction);
  const notice = useStacklab((s) => s.lessonNotice);
  const restoreStep = useStacklab((s) => s.restoreStep);
  const boardMoved = useStacklab((s) => s.stepStarts[s.stepIndex]?.state !== s.state);
  const [hintFor, setHintFor] = useState<string | null>(null);
  // A new step whose title is out of view above (Next pressed at the foot of a long step) is brought into view from
  // its title, so that it is read from the start. The focus stays where it is (on Next, for a keyboard).
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepIndex);
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    const title = stepTitle.current;
    // Above the window, or above the top of the wide layout's lesson column, which scrolls on its own.
    const top = Math.max(0, title?.closest('.column-learn')?.getBoundingClientRect().top ?? 0);
    if (title && title.getBoundingClientRect().top < top) title.scrollIntoView({ block: 'start' });
  }, [stepIndex]);
  if (!lesson) return null;
  const step = lesson.steps[stepIndex];
  if (!step) return null;
  // Each card name with its article too: `{{theBears}}`, `{{ofAttendant}}` … (see common/grammar.ts).
  const cards = names.withOf(Object.fromEntries(Object.entries(lesson.cards).map(([k, id]) => [k, names.card(id)])));
  const last = stepIndex === lesson.steps.length - 1;
  const previous = lesson.steps[stepIndex - 1];
  const justDone = previous?.goal !== undefined;
  const hintOpen = hintFor === step.id;
  const revealed = previous?.predict ? predictions[previous.id] : undefined;
  // A question skipped (its step reached from an address) is not counted.
  const asked = lesson.steps.filter((s) => s.predict && predictions[s.id]);
  const rightCount = asked.filter((s) => predictions[s.id]?.right).length;
  const nextLesson = lessons[lessons.findIndex((l) => l.id === lesson.id) + 1];
  return (
    <section className="panel lesson-panel" aria-label={t('common:lesson.region')}>
      {lessons.length > 1 && (
        <label className="lesson-picker">
          {t('common:lesson.lessonPicker')}{' '}
          <select
            value={lesson.id}
            onChange={(e) => {
              const id = e.target.value;
              leaveBoard(() => openLesson(id));
            }}
          >
            {lessons.map((l, i) => (
              <option key={l.id} value={l.id}>
                {i + 1}. {t(`lessons:${l.title}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="lesson-kicker">{t('common:lesson.progress', { current: stepIndex + 1, total: lesson.steps.length })}</p>
      <h2 className="lesson-title">{t(`lessons:${lesson.title}`)}</h2>
      <ol className="lesson-steps" aria-label={t('common:lesson.steps')}>
        {lesson.steps.map((s, i) => (
          <li
            key={s.id}
            className={i < stepIndex ? 'done' : i === stepIndex ? 'current' : 'todo'}
            aria-current={i === stepIndex ? 'step' : undefined}
            title={t(`lessons:${s.title}`, cards)}
          >
            <span className="visually-hidden">{t(`lessons:${s.title}`, cards)}</span>
          </li>
        ))}
      </ol>
      {justDone && (
        <p className="lesson-feedback" role="status">
          <span aria-hidden="true">✓ </span>
          {t('common:lesson.goalMet')}
        </p>
      )}
      {previous?.predict && revealed && <PredictionReveal prediction={previous.predict} params={cards} record={revealed} />}
      <h3 className="step-title" ref={stepTitle}>
        {t(`lessons:${step.title}`, cards)}
      </h3>
      <RichText text={t(`lessons:${step.text}`, cards)} />
      {step.rules.length > 0 && (
        <p className="step-rules">
          <span className="muted">{t('common:lesson.rules')}</span>{' '}
          {step.rules.map((r) => (
            <RuleRef key={r} rule={r} bare />
          ))}
        </p>
      )}
      {step.predict && (
        <PredictionForm key={`${lesson.id}/${step.id}`} stepId={step.id} prediction={step.predict} params={cards} record={predictions[step.id]} onAnswer={answerPrediction} />
      )}
      {notice && (
        <div className="lesson-notice" role="alert">
          <p>{t(`common:lesson.${notice}`)}</p>
          {boardMoved && (
            <button type="button" onClick={restoreStep}>
              {t('common:lesson.restoreBoard')}
            </button>
          )}
        </div>
      )}
      {hintOpen && (
        <p className="lesson-hint" id={`hint-${step.id}`}>
          {t(`lessons:${step.hint}`, cards)}
        </p>
      )}
      <div className="lesson-buttons">
        {stepIndex > 0 && (
          <button type="button" onClick={previousStep}>
            {t('common:lesson.previous')}
          </button>
        )}
        <button type="button" aria-expanded={hintOpen} onClick={() => setHintFor(hintOpen ? null : step.id)}>
          {hintOpen ? t('common:lesson.hideHint') : t('common:lesson.hint')}
        </button>
        {step.goal && (
          <button type="button" title={t('common:lesson.showMeHint')} onClick={showMe}>
            {t('common:lesson.showMe')}
          </button>
        )}
        {!last && (
          <button type="button" className={step.goal ? undefined : 'primary'} onClick={nextStep}>
            {t('common:lesson.next')}
          </button>
        )}
      </div>
      {last && (
        <div className="lesson-finished">
          <p>{t('common:lesson.finished')}</p>
          {asked.length > 0 && <p className="lesson-score">{t('common:lesson.score', { right: rightCount, total: asked.length })}</p>}
          <div className="lesson-buttons">
            <button type="button" onClick={reset}>
              {t('common:lesson.restart')}
            </button>
            {nextLesson && (
              <button type="button" className="primary" onClick={() => openLesson(nextLesson.id)}>
                {t('common:lesson.nextLesson')}
              </button>
            )}
            <button type="button" className={nextLesson ? undefined : 'primary'} onClick={() => openSandbox()}>
              {t('common:lesson.openSandbox')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
