// "(CR 603.10a)": the number is a button that opens the rule panel (our summary in both languages, the
// edition, the lessons that show it). Its accessible name adds our title to the visible number.
import { useRef } from 'react';
import { useTexts } from '../../i18n/use-t';
import { useRulePanel } from '../rules/rule-panel-store';

export function RuleRef({ rule, bare = false }: { rule: string; bare?: boolean }) {
  const { t, i18n } = useTexts();
  const open = useRulePanel((s) => s.open);
  const ref = useRef<HTMLButtonElement>(null);
  const shown = useRulePanel((s) => s.opener !== null && s.opener === ref.current);
  // Rule numbers contain dots: look them up as flat keys.
  const text = t('common:log.rule', { rule });
  const label = i18n.exists(rule, { ns: 'rules', keySeparator: false })
    ? t('common:rulePanel.open', { rule: text, title: t(rule, { ns: 'rules', keySeparator: false }) })
    : text;
  const button = (
    <button
      ref={ref}
      type="button"
      className="rule-ref"
      data-rule={rule}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={shown}
      aria-controls={shown ? 'rule-panel' : undefined}
      onClick={(e) => open(rule, e.currentTarget)}
    >
      {text}
    </button>
  );
  return bare ? button : <span className="rule-ref-wrap">({button})</span>;
}
