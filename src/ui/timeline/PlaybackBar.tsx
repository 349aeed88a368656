// The playback bar: shown while the table looks at an inner step of an action (a moment) rather than the live
// game. Previous and next moment, "show all" (the live game), and a caption saying what this moment is.
// An animated playback moves on by itself at the chosen speed; stepping is the learner's.
import { useEffect } from 'react';
import { useTexts } from '../../i18n/use-t';
import { useStacklab } from '../../store/game-store';
import { advancePlaying, effectivePlayback, momentMs, usePlayback } from '../../store/playback-store';
import { isLive, momentsOf } from '../../store/timeline';
import { MomentCaption } from './MomentCaption';

export function PlaybackBar() {
  const { t } = useTexts();
  const cursor = usePlayback((p) => p.cursor);
  const playing = usePlayback((p) => p.playing);
  const choice = usePlayback((p) => p.choice);
  const mode = useStacklab((s) => s.mode);
  const moments = useStacklab((s) => (cursor && cursor.action >= 0 ? momentsOf(s, cursor.action) : null));
  const atEnd = useStacklab((s) => isLive(s, cursor));
  const { next, previous, showAll } = usePlayback.getState();
  const playback = effectivePlayback(choice, mode);
  const speed = momentMs(playback);

  useEffect(() => {
    if (!playing || !cursor) return;
    const timer = window.setTimeout(advancePlaying, speed);
    return () => window.clearTimeout(timer);
  }, [playing, cursor, speed]);

  if (!cursor) return null;
  const entry = cursor.action >= 0 ? (moments?.[cursor.moment]?.entry ?? null) : null;
  const total = moments?.length ?? 1;
  return (
    <section className="panel playback-bar" aria-label={t('table:timeline.playback')}>
      <h2 className="panel-title">
        {t('table:timeline.playback')}{' '}
        <span className="count">{t('table:timeline.moment', { current: cursor.action >= 0 ? cursor.moment + 1 : 0, total })}</span>
      </h2>
      <div aria-live="polite" aria-atomic="true">
        <MomentCaption key={`${cursor.action}-${cursor.moment}`} entry={entry} />
      </div>
      <p className="panel-note">{t('table:timeline.earlier')}</p>
      <div className="playback-buttons" role="group" aria-label={t('table:timeline.playback')}>
        <button type="button" onClick={previous} aria-keyshortcuts="Alt+ArrowLeft">
          <span aria-hidden="true">◀ </span>
          {t('table:timeline.previous')}
        </button>
        <button type="button" onClick={next} disabled={atEnd} aria-keyshortcuts="Alt+ArrowRight">
          {t('table:timeline.next')}
          <span aria-hidden="true"> ▶</span>
        </button>
        <button type="button" className="primary" onClick={showAll}>
          {t('table:timeline.showAll')}
          <span aria-hidden="true"> »</span>
        </button>
      </div>
    </section>
  );
}
