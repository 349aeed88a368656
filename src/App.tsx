// The page: the header, the notices, then what the address names — the course page, a lesson or the sandbox
// (both on the table) — and the footer. `/` is the last lesson opened, or the course page.
import { useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { useProgress } from './store/progress-store';
import { useNotices } from './store/notice-store';
import { CoursePage } from './ui/course/CoursePage';
import { AppNotices } from './ui/course/AppNotices';
import { AboutFooter } from './ui/layout/AboutFooter';
import { GameTable } from './ui/layout/GameTable';
import { Header } from './ui/layout/Header';
import { COURSE_PATH, lessonPath, withSearch } from './ui/routing/paths';

function Home() {
  const last = useProgress((s) => s.lastLesson);
  return last ? <Navigate to={withSearch(lessonPath(last))} replace /> : <CoursePage />;
}

/** An address that names no page: say so, and show the course page. */
function NotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    useNotices.getState().show('unknownPage');
    void navigate(withSearch(COURSE_PATH), { replace: true });
  }, [navigate]);
  return null;
}

export function App() {
  return (
    <div className="app">
      <Header />
      <AppNotices />
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path={COURSE_PATH} element={<CoursePage />} />
        <Route path="/lessons/:lessonId/:stepId?" element={<GameTable />} />
        <Route path="/sandbox/:board?" element={<GameTable />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <AboutFooter />
    </div>
  );
}
