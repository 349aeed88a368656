// The table's one polite live region: after each action (or burst of actions: "Show me", a redo), one short
// message made from the log entries they added and the decision now waited for (announce.ts), in the current
// language.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry, PendingChoice } from '../../engine';
import { useStacklab } from '../../store/game-store';
import { useCardNames } from '../common/use-card-names';
import { announcementParts, announcementText } from './announce';

/** Actions this close together are one burst, said once. */
const BURST_MS = 120;

export function LiveAnnouncer() {
  const { t } = useTranslation();
  const names = useCardNames();
  const [message, setMessage] = useState('');
  const latest = useRef({ t, names });
  useEffect(() => {
    latest.current = { t, names };
  }, [t, names]);
  useEffect(() => {
    let entries: LogEntry[] = [];
    let prompt: Pick<PendingChoice, 'kind' | 'player'> | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const parts = announcementParts(entries, prompt);
      entries = [];
      prompt = null;
      if (parts.length === 0) return;
      const text = announcementText(parts, latest.current.t, latest.current.names);
      // Emptied first, so the same words said twice in a row are still read.
      setMessage('');
      requestAnimationFrame(() => setMessage(text));
    };
    const unsubscribe = useStacklab.subscribe((s, prev) => {
      if (s.state === prev.state) return;
      // Only a log that grew from the one before is news (a new board or an undo starts over).
      const grew = s.log.length > prev.log.length && s.log[prev.log.length - 1] === prev.log[prev.log.length - 1];
      if (grew) entries.push(...s.log.slice(prev.log.length));
      const pending = s.state.pending;
      prompt = pending && pending !== prev.state.pending ? { kind: pending.kind, player: pending.player } : pending ? prompt : null;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, BURST_MS);
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" aria-label={t('table:a11y.announcer')} data-testid="announcer">
      {message}
    </div>
  );
}
