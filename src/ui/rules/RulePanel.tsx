// The rule panel: a non-modal dialog beside the table (over the lesson and log column, never over the
// pending choice). Our own one-line summary of the rule in both languages, the pinned edition, the rule a
// subrule belongs to, and the lessons that cite it. Never the Comprehensive Rules' text.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { catalogueLessonById } from '../../lessons/catalogue';
import { lessonsCitingRule } from '../../lessons/rule-citations';
import { CR_EDITION } from '../../rules/edition';
import { parentRule } from '../../rules/rule-numbers';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { loadTexts, textsLoaded } from '../../i18n/load-language';
import { useCardNames } from '../common/use-card-names';
import { onTable } from '../layout/table-loader';
import { lessonPath, withSearch } from '../routing/paths';
import { useWideLayout } from '../layout/use-wide-layout';
import { useRulePanel } from './rule-panel-store';

/** Puts focus on an element that may not be focusable by itself (a heading). */
function focusOn(el: HTMLElement | null | undefined): boolean {
  if (!el?.isConnected) return false;
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus();
  return true;
}

export function RulePanel() {
  const { t, i18n } = useTranslation();
  const names = useCardNames();
  const wide = useWideLayout();
  const rule = useRulePanel((s) => s.rule);
  const opener = useRulePanel((s) => s.opener);
  const close = useRulePanel((s) => s.close);
  const [pathname, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (rule) heading.current?.focus();
  }, [rule, opener]);

  // The other language's summary: its texts are fetched when the panel first opens (load-language.ts).
  const [, setLoads] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!rule) return;
    for (const lng of LANGUAGES)
      if (!textsLoaded(i18n, lng)) loadTexts(i18n, lng).then(() => setLoads((n) => n + 1), () => setFailed(true));
  }, [rule, i18n]);

  if (!rule) return null;
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en';
  const languages = [current, ...LANGUAGES.filter((l) => l !== current)];
  const summary = (lng: Language, number: string) => {
    // Another language's namespace through a fixed t, once its texts are loaded.
    const fixed = i18n.getFixedT(lng, 'rules');
    return i18n.exists(number, { ns: 'rules', lng, keySeparator: false }) ? fixed(number, { keySeparator: false }) : null;
  };
  const parent = parentRule(rule);
  const parentSummary = parent ? summary(current, parent) : null;
  const citations = lessonsCitingRule(rule);
  const date = new Intl.DateTimeFormat(current, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${CR_EDITION.effective}T00:00:00Z`));

  const dismiss = () => {
    const back = opener;
    close();
    // Focus goes back to the control that opened the panel, or to the same rule elsewhere if it is gone.
    if (!focusOn(back)) focusOn(document.querySelector<HTMLElement>(`button.rule-ref[data-rule="${CSS.escape(rule)}"]`));
  };
  const goToLesson = (id: string) => {
    close();
    // The lesson's title takes focus once it is shown.
    let frames = 0;
    const focusTitle = () => {
      if (!focusOn(document.querySelector<HTMLElement>('.lesson-panel .lesson-title')) && frames++ < 300) window.requestAnimationFrame(focusTitle);
    };
    // On the table the game store opens it (from its first step); from the course page the address does,
    // once the table is loaded.
    if (onTable(pathname)) {
      void import('../../store/game-store').then(({ useStacklab }) => {
        useStacklab.getState().openLesson(id);
        window.requestAnimationFrame(focusTitle);
      });
    } else {
      navigate(withSearch(lessonPath(id, catalogueLessonById(id)?.steps[0]?.id)));
      window.requestAnimationFrame(focusTitle);
    }
  };

  return (
    <div
      id="rule-panel"
      className={`panel rule-panel ${wide ? 'rule-panel-left' : 'rule-panel-right'}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby="rule-panel-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          dismiss();
        }
      }}
    >
      <div className="rule-panel-head">
        <h2 id="rule-panel-title" className="panel-title" ref={heading} tabIndex={-1}>
          {t('common:log.rule', { rule })}
        </h2>
        <button type="button" className="rule-panel-close" onClick={dismiss}>
          <span aria-hidden="true">✕ </span>
          {t('common:rulePanel.close')}
        </button>
      </div>
      <p className="rule-panel-edition">{t('common:rulePanel.edition', { date })}</p>
      <div className="rule-panel-summaries">
        {languages.map((lng) => {
          const loaded = textsLoaded(i18n, lng);
          const text = loaded ? summary(lng, rule) : null;
          const missing = loaded
            ? i18n.getFixedT(lng, 'common')('rulePanel.noSummary')
            : t(failed ? 'common:loading.failed' : 'common:loading.texts');
          return (
            <section key={lng} lang={lng} className="rule-panel-summary" aria-labelledby={`rule-panel-${lng}`}>
              <h3 id={`rule-panel-${lng}`}>{t(`common:language.${lng}`)}</h3>
              <p>{text ?? <span className="muted" lang={loaded ? lng : current}>{missing}</span>}</p>
            </section>
          );
        })}
      </div>
      {parent && (
        <p className="rule-panel-parent">
          <span className="muted">{t('common:rulePanel.partOf', { rule: t('common:log.rule', { rule: parent }) })}</span>{' '}
          {parentSummary ?? t('common:rulePanel.noSummary')}
        </p>
      )}
      <h3 className="rule-panel-lessons-title">{t('common:rulePanel.lessons')}</h3>
      {citations.length === 0 ? (
        <p className="muted">{t('common:rulePanel.noLesson')}</p>
      ) : (
        <ul className="rule-panel-lessons">
          {citations.map(({ lesson, number, steps }) => {
            const cards = names.withOf(Object.fromEntries(Object.entries(lesson.cards).map(([k, id]) => [k, names.card(id)])));
            return (
              <li key={lesson.id}>
                <button type="button" className="rule-panel-lesson" onClick={() => goToLesson(lesson.id)}>
                  {t('common:rulePanel.openLesson', { number, title: t(`lessons:${lesson.title}`) })}
                </button>
                <span className="rule-panel-steps">{t('common:rulePanel.steps', { steps: steps.map((s) => t(`lessons:${s.title}`, cards)).join(' · ') })}</span>
              </li>
            );
          })}
        </ul>
      )}
      <p className="rule-panel-note">{t('common:rulePanel.note')}</p>
    </div>
  );
}
