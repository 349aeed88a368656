// The "why" panel: a non-modal dialog that answers "why did (or didn't) it trigger?" for a permanent, a card or
// a log line, in words, each reason with its rule number (a RuleRef opens the rule panel). The answer is the
// engine's (store/why.ts); this component only words it. Escape or Close gives focus back to the asking control.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cardDefinition } from '../../store/engine';
import { useStacklab } from '../../store/game-store';
import { answerOf, useWhy, type WhyQuestion } from '../../store/why';
import { RuleRef } from '../common/RuleRef';
import { useNames } from '../common/use-names';
import { sentenceOf } from '../log/log-message';
import { useWideLayout } from '../layout/use-wide-layout';
import { reasonKey, whyLines } from './why-text';

export function WhyPanel() {
  const question = useWhy((s) => s.question);
  const close = useWhy((s) => s.close);
  const setup = useStacklab((s) => s.setup);
  // Another board (a lesson, the sandbox, Reset) asks its own questions: the answer about the old one goes.
  useEffect(() => close(), [setup, close]);
  // Only an open panel follows the game (every action would otherwise render it again).
  return question ? <OpenWhyPanel question={question} /> : null;
}

function OpenWhyPanel({ question }: { question: WhyQuestion }) {
  const { t, i18n } = useTranslation();
  const names = useNames();
  const wide = useWideLayout();
  const opener = useWhy((s) => s.opener);
  const close = useWhy((s) => s.close);
  const setup = useStacklab((s) => s.setup);
  const past = useStacklab((s) => s.past);
  const log = useStacklab((s) => s.log);
  const state = useStacklab((s) => s.state);
  const heading = useRef<HTMLHeadingElement>(null);
  const answer = useMemo(() => answerOf({ setup, past, log, state }, question), [question, setup, past, log, state]);

  useEffect(() => {
    heading.current?.focus();
  }, [question, opener]);

  const dismiss = () => {
    const back = opener;
    close();
    if (back?.isConnected) back.focus();
  };
  const subject = answer?.subject ? names.withOf({ card: names.card(answer.subject.card) }) : null;
  // A card with no triggered ability (a Forest, Boros Guildgate) is asked about what happened to it, not about "its ability".
  const noAbility = answer?.subject ? !(cardDefinition(answer.subject.card)?.abilities ?? []).some((a) => a.kind === 'triggered') : false;
  const title =
    question.kind === 'log'
      ? t('why:titleLine', { number: question.index + 1 })
      : subject
        ? t(answer?.triggered ? 'why:titleDid' : noAbility ? 'why:titleNone' : 'why:titleDidNot', subject)
        : t('why:titleGone');
  const entry = question.kind === 'log' ? log[question.index] : undefined;
  const line = entry ? sentenceOf(entry, { t, i18n }, names) : null;

  return (
    <div
      id="why-panel"
      className={`panel why-panel ${wide ? 'why-panel-left' : 'why-panel-right'}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby="why-panel-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          dismiss();
        }
      }}
    >
      <div className="why-panel-head">
        <h2 id="why-panel-title" className="panel-title" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className="why-panel-close" onClick={dismiss}>
          <span aria-hidden="true">✕ </span>
          {t('common:rulePanel.close')}
        </button>
      </div>
      {line && <p className="why-panel-line">{line}</p>}
      {!answer ? (
        <p className="muted">{t('why:gone')}</p>
      ) : answer.reasons.length === 0 ? (
        <p className="muted">{t('why:nothing')}</p>
      ) : (
        <ul className="why-reasons">
          {whyLines(answer.reasons, (k, o) => t(k, o) as string, names).map(({ reason, about, text }, i) => (
            <li key={i} className={`why-reason why-${reason.code}`} data-code={reason.code} data-key={reasonKey(reason)}>
              {about && <strong className="why-about">{about} </strong>}
              {text} <RuleRef rule={reason.rule} />
            </li>
          ))}
        </ul>
      )}
      {answer && answer.more > 0 && <p className="muted">{t('why:more', { count: answer.more })}</p>}
      <p className="why-panel-note">{t('why:note')}</p>
    </div>
  );
}
