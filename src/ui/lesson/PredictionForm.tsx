// Predict, then watch: the step's question as an accessible form (fieldset and legend, labelled controls),
// and, once the step has been played, the answer with its explanation and rules.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prediction, PredictionAnswer, PredictionOption } from '../../lessons/types';
import type { PredictionRecord } from '../../store/history-types';
import { RichText } from '../common/RichText';
import { RuleRef } from '../common/RuleRef';
import { useNames } from '../common/use-names';

type Params = Record<string, unknown>;

function useOptionText(params: Params): (option: PredictionOption) => string {
  const { t } = useTranslation();
  const names = useNames();
  return (option) => ('card' in option ? names.card(option.card) : 'player' in option ? names.player(option.player) : t(`lessons:${option.text}`, params));
}

/** An answer in words: "Yes", "4", "Bob", "Alice, then Bob". */
export function useAnswerText(prediction: Prediction, params: Params): (answer: PredictionAnswer) => string {
  const { t } = useTranslation();
  const names = useNames();
  const optionText = useOptionText(params);
  const options = prediction.options ?? [];
  return (answer) => {
    if (typeof answer === 'boolean') return t(answer ? 'common:lesson.yes' : 'common:lesson.no');
    if (Array.isArray(answer)) return names.list(answer.map((i) => (options[i] ? optionText(options[i]) : String(i))));
    if (prediction.kind === 'choice') return options[answer] ? optionText(options[answer]) : String(answer);
    return String(answer);
  };
}

export function PredictionForm({ stepId, prediction, params, record, onAnswer }: {
  stepId: string;
  prediction: Prediction;
  params: Params;
  record: PredictionRecord | undefined;
  onAnswer: (answer: PredictionAnswer) => void;
}) {
  const { t } = useTranslation();
  const optionText = useOptionText(params);
  const answerText = useAnswerText(prediction, params);
  const options = prediction.options ?? [];
  const [value, setValue] = useState<string>('');
  const [order, setOrder] = useState<number[]>(() => options.map((_, i) => i));
  const name = `predict-${stepId}`;
  const question = t(`lessons:${prediction.question}`, params);
  // Answered from the form (its button or Enter): the form goes, and the focus with it would fall to the page;
  // the note saying the answer was recorded takes it instead, where the form was.
  const focusNote = useRef(false);

  if (record) {
    return (
      <p
        className="prediction-answered"
        role="status"
        tabIndex={-1}
        ref={(el) => {
          if (!el || !focusNote.current) return;
          focusNote.current = false;
          el.focus();
        }}
      >
        {t('common:lesson.answered', { answer: answerText(record.answer) })}
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    focusNote.current = event.currentTarget.contains(document.activeElement);
    if (prediction.kind === 'order') onAnswer(order);
    else if (prediction.kind === 'yesNo' && (value === 'yes' || value === 'no')) onAnswer(value === 'yes');
    else if (prediction.kind === 'number' && value.trim() !== '' && Number.isFinite(Number(value))) onAnswer(Number(value));
    else if (prediction.kind === 'choice' && value !== '') onAnswer(Number(value));
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length) return;
    const next = [...order];
    [next[from], next[to]] = [next[to] as number, next[from] as number];
    setOrder(next);
  };
  const radios = (items: { value: string; label: string }[]) =>
    items.map((item) => (
      <label key={item.value} className="prediction-option">
        <input type="radio" name={name} value={item.value} checked={value === item.value} onChange={() => setValue(item.value)} />{' '}
        {item.label}
      </label>
    ));

  return (
    <form className="prediction" onSubmit={submit} aria-label={t('common:lesson.predictTitle')}>
      <fieldset>
        <legend>
          <span className="prediction-kicker">{t('common:lesson.predictTitle')}</span> {question}
        </legend>
        <p className="muted prediction-intro">{t('common:lesson.predictIntro')}</p>
        {prediction.kind === 'yesNo' &&
          radios([
            { value: 'yes', label: t('common:lesson.yes') },
            { value: 'no', label: t('common:lesson.no') },
          ])}
        {prediction.kind === 'choice' && radios(options.map((o, i) => ({ value: String(i), label: optionText(o) })))}
        {prediction.kind === 'number' && (
          <label className="prediction-option">
            {t('common:lesson.yourNumber')}{' '}
            <input type="number" inputMode="numeric" min={0} step={1} value={value} onChange={(e) => setValue(e.target.value)} />
          </label>
        )}
        {prediction.kind === 'order' && (
          <ol className="prediction-order">
            {order.map((option, position) => {
              const label = options[option] ? optionText(options[option]) : String(option);
              return (
                <li key={option}>
                  <span>{label}</span>{' '}
                  <button type="button" disabled={position === 0} aria-label={t('common:lesson.moveUp', { item: label })} onClick={() => move(position, position - 1)}>
                    ↑
                  </button>
                  <button
                    type="button"
                    disabled={position === order.length - 1}
                    aria-label={t('common:lesson.moveDown', { item: label })}
                    onClick={() => move(position, position + 1)}
                  >
                    ↓
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        <button type="submit" className="primary">
          {t('common:lesson.answer')}
        </button>
      </fieldset>
    </form>
  );
}

/** After the step: right or not, then the explanation and its rules. */
export function PredictionReveal({ prediction, params, record }: { prediction: Prediction; params: Params; record: PredictionRecord }) {
  const { t } = useTranslation();
  const answerText = useAnswerText(prediction, params);
  return (
    <div className={`prediction-reveal ${record.right ? 'right' : 'wrong'}`} role="status">
      <h3>{t('common:lesson.revealTitle')}</h3>
      <p>
        <span aria-hidden="true">{record.right ? '✓ ' : '✗ '}</span>
        {record.right
          ? t('common:lesson.right', { answer: answerText(record.answer) })
          : t('common:lesson.wrong', { answer: answerText(record.answer), right: answerText(prediction.answer) })}
      </p>
      <RichText text={t(`lessons:${prediction.explanation}`, params)} />
      <p className="step-rules">
        <span className="muted">{t('common:lesson.rules')}</span>{' '}
        {prediction.rules.map((r) => (
          <RuleRef key={r} rule={r} bare />
        ))}
      </p>
    </div>
  );
}
