// "(CR 603.10a)", with the rule's title as a tooltip.
import { useTranslation } from 'react-i18next';

export function RuleRef({ rule, bare = false }: { rule: string; bare?: boolean }) {
  const { t, i18n } = useTranslation();
  // Rule numbers contain dots: look them up as flat keys.
  const title = i18n.exists(rule, { ns: 'rules', keySeparator: false })
    ? t('common:log.ruleTitle', { rule, title: t(rule, { ns: 'rules', keySeparator: false }) })
    : undefined;
  const text = t('common:log.rule', { rule });
  return (
    <abbr className="rule-ref" title={title} data-rule={rule}>
      {bare ? text : `(${text})`}
    </abbr>
  );
}
