// Beside the board, in the sandbox panel: the question and the explanation of the ruling that opened the
// custom board (store/ruling-store.ts), with its rules, and a way back to the library.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { rulingById } from '../../rulings';
import { useShownRuling } from '../../store/ruling-store';
import { RuleRef } from '../common/RuleRef';
import { RULINGS_PATH, withSearch } from '../routing/paths';

export function RulingNote() {
  const { t } = useTranslation();
  const id = useShownRuling();
  const ruling = id ? rulingById(id) : undefined;
  if (!ruling) return null;
  return (
    <section className="ruling-note" aria-labelledby="ruling-note-title">
      <h3 id="ruling-note-title" tabIndex={-1}>{t(`rulings:${ruling.id}.title`)}</h3>
      <h4>{t('common:rulings.question')}</h4>
      <p className="ruling-note-question">{t(`rulings:${ruling.id}.question`)}</p>
      {/* Closed at first: a teacher can put the question to the class before the answer shows. */}
      <details key={ruling.id} className="ruling-note-answer">
        <summary>{t('common:rulings.showExplanation')}</summary>
        <h4>{t('common:rulings.explanation')}</h4>
        <p className="ruling-note-explanation">{t(`rulings:${ruling.id}.explanation`)}</p>
      </details>
      <p className="ruling-meta">
        <span className="ruling-meta-label">{t('common:rulings.rules')}</span>{' '}
        {ruling.rules.map((rule) => (
          <span key={rule} className="ruling-rule">
            <RuleRef rule={rule} bare />{' '}
          </span>
        ))}
      </p>
      <p className="muted">{t('common:rulings.teacher')}</p>
      <p>
        <Link href={withSearch(RULINGS_PATH)}>{t('common:rulings.back')}</Link>
      </p>
    </section>
  );
}
