// The page: the header, the notices, then what the address names — the course page, a lesson or the sandbox
// (both on the table, a chunk loaded on demand: ui/layout/TableRoute.tsx) — and the footer. `/` is the course page, with the last lesson opened over it.
import { useEffect, useRef } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { TextsProvider } from './i18n/use-t';
import { useProgress } from './store/progress-store';
import { useNotices } from './store/notice-store';
import { CoursePage } from './ui/course/CoursePage';
import { AppNotices } from './ui/course/AppNotices';
import { AboutFooter } from './ui/layout/AboutFooter';
import { RulePanel } from './ui/rules/RulePanel';
import { TableRoute } from './ui/layout/TableRoute';
import { Header } from './ui/layout/Header';
import { RulingsRoute } from './ui/rulings/RulingsRoute';
import { COURSE_PATH, lessonPath, RULINGS_PATH, withSearch } from './ui/routing/paths';

/**
 * `/`: the course page, and on top of it the last lesson opened if there is one — so that Back from that
 * lesson leads to the course page rather than bouncing off `/` again.
 */
function Home() {
  const [, navigate] = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const last = useProgress.getState().lastLesson;
    navigate(withSearch(COURSE_PATH), { replace: true });
    if (last) navigate(withSearch(lessonPath(last)));
  }, [navigate]);
  return null;
}

/** An address that names no page: say so, and show the course page. */
function NotFound() {
  const [, navigate] = useLocation();
  useEffect(() => {
    useNotices.getState().show('unknownPage');
    navigate(withSearch(COURSE_PATH), { replace: true });
  }, [navigate]);
  return null;
}

export function App() {
  return (
    <TextsProvider>
      <div className="app">
        <Header />
        <AppNotices />
        <Switch>
          <Route path="/" component={Home} />
          <Route path={COURSE_PATH} component={CoursePage} />
          <Route path="/lessons/:lessonId/:stepId?" component={TableRoute} />
          <Route path="/sandbox/:board?" component={TableRoute} />
          <Route path={RULINGS_PATH} component={RulingsRoute} />
          <Route component={NotFound} />
        </Switch>
        <AboutFooter />
        <RulePanel />
      </div>
    </TextsProvider>
  );
}
