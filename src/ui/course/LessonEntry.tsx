// One lesson on the course page: its title, summary, the rules its steps cite, where the learner is in it and
// their predictions' score, and a link to open it where they left off.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { lessonRules } from '../../lessons/course';
import type { CatalogueLesson } from '../../lessons/catalogue-types';
import { useProgress } from '../../store/progress-store';
import { RuleRef } from '../common/RuleRef';
import { useCardNames } from '../common/use-card-names';
import { lessonPath, withSearch } from '../routing/paths';
import { lessonStatus } from './lesson-status';

export function LessonEntry({ lesson, number }: { lesson: CatalogueLesson; number: number }) {
  const { t } = useTranslation();
  const names = useCardNames();
  const record = useProgress((s) => s.lessons[lesson.id]);
  const status = lessonStatus(lesson, record);
  const cards = names.withOf(Object.fromEntries(Object.entries(lesson.cards).map(([k, id]) => [k, names.card(id)])));
  const title = t(`lessons:${lesson.title}`, cards);
  const titleId = `course-${lesson.id}`;
  const to = status.kind === 'inProgress' ? lessonPath(lesson.id, status.stepId) : lessonPath(lesson.id);
  return (
    <li className={`course-lesson ${status.kind}`} data-lesson={lesson.id}>
      <div className="course-lesson-head">
        <p className="lesson-kicker">{t('common:course.lessonNumber', { number })}</p>
        <h4 className="course-lesson-title" id={titleId}>
          {title}
        </h4>
      </div>
      <p className="course-lesson-summary">{t(`lessons:${lesson.summary}`, cards)}</p>
      <p className="step-rules">
        <span className="muted">{t('common:course.rules')}</span>{' '}
        {lessonRules(lesson).map((r) => (
          <RuleRef key={r} rule={r} bare />
        ))}
      </p>
      <div className="course-lesson-foot">
        <p className="course-status" data-testid={`status-${lesson.id}`}>
          <span className={`status-badge ${status.kind}`}>{t(`common:course.status.${status.kind}`, { current: status.step, total: status.total })}</span>
          {status.answered > 0 && <span className="course-score">{t('common:course.score', { right: status.right, answered: status.answered })}</span>}
        </p>
        <Link className="button-link" href={withSearch(to)} aria-describedby={titleId}>
          {t(`common:course.open.${status.kind}`)}
        </Link>
      </div>
    </li>
  );
}
