// The course page: the lessons by section of « Cours 7 », each with its progress; "resume where you left off"
// at the top; and a way to forget the saved progress, asked twice.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { catalogueLessonById, lessonCatalogue as lessons } from '../../lessons/catalogue';
import { presentSections } from '../../lessons/course';
import { useProgress } from '../../store/progress-store';
import { lessonPath, withSearch } from '../routing/paths';
import { gameStoreLoaded } from '../layout/table-loader';
import { LessonEntry } from './LessonEntry';
import { lessonStatus } from './lesson-status';

/**
 * Forgetting the progress also closes the lesson the game store has open — if the store was ever loaded (it
 * comes with the table, not with this page).
 */
function closeLoadedLesson() {
  if (gameStoreLoaded()) void import('../../store/game-store').then(({ useStacklab }) => useStacklab.getState().closeLesson());
}

function ResumeLink() {
  const { t } = useTranslation();
  const lastId = useProgress((s) => s.lastLesson);
  const record = useProgress((s) => (lastId ? s.lessons[lastId] : undefined));
  const lesson = lastId ? catalogueLessonById(lastId) : undefined;
  if (!lesson) return null;
  const status = lessonStatus(lesson, record);
  return (
    <p className="course-resume">
      <Link className="button-link primary" href={withSearch(lessonPath(lesson.id, status.stepId))}>
        {t('common:course.resume', { lesson: t(`lessons:${lesson.title}`), current: status.step, total: status.total })}
      </Link>
    </p>
  );
}

function ResetProgress() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  const reset = () => {
    useProgress.getState().resetProgress();
    closeLoadedLesson();
    setAsking(false);
    setDone(true);
  };
  return (
    <div className="course-reset">
      {asking ? (
        <div role="group" aria-label={t('common:course.reset.title')} className="course-reset-confirm">
          <p>{t('common:course.reset.question')}</p>
          <button ref={confirmRef} type="button" className="danger" onClick={reset}>
            {t('common:course.reset.confirm')}
          </button>{' '}
          <button type="button" onClick={() => setAsking(false)}>
            {t('common:course.reset.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => { setDone(false); setAsking(true); }}>
          {t('common:course.reset.button')}
        </button>
      )}
      <p role="status" className="muted">{done ? t('common:course.reset.done') : ''}</p>
    </div>
  );
}

export function CoursePage() {
  const { t } = useTranslation();
  const sections = presentSections(lessons);
  return (
    <main className="course-page" aria-labelledby="course-title">
      <div className="course-intro panel">
        <h2 id="course-title">{t('common:course.title')}</h2>
        <p>{t('common:course.intro')}</p>
        <ResumeLink />
      </div>
      {sections.map(({ section, lessons: shown }) => (
        <section key={section.id} className="course-section" aria-labelledby={`section-${section.id}`}>
          <h3 id={`section-${section.id}`}>
            {section.paragraphs.length > 0 && (
              <span className="course-paragraph">{section.paragraphs.map((p) => `§${p}`).join('–')} </span>
            )}
            {t(`common:course.sections.${section.id}`)}
          </h3>
          <ol className="course-lessons">
            {shown.map((lesson) => (
              <LessonEntry key={lesson.id} lesson={lesson} number={lessons.indexOf(lesson) + 1} />
            ))}
          </ol>
        </section>
      ))}
      <div className="course-footer panel">
        <ResetProgress />
      </div>
    </main>
  );
}
