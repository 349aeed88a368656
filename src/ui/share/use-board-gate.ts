// Before the table first shows, the board it opens on may come from the address's share link (`#s=…`) or from
// the board saved in this browser. The link is read first — before the address sync rewrites `/sandbox` to
// `/sandbox/<board>` and the fragment is lost — then the address becomes `/sandbox/custom` without the fragment
// (a reload then shows the saved board, not the link again). A link pasted later (a `hashchange`) opens too.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useStacklab } from '../../store/game-store';
import { useNotices } from '../../store/notice-store';
import { openLink } from '../../store/open-shared';
import { keepSandboxSaved, restoreSandbox } from '../../store/sandbox-save';
import { linkPayload } from '../../share/link-codec';
import { sandboxPath, withSearch } from '../routing/paths';
import { browserStorage, showRefusal } from './browser';

let started = false;

async function openFromLink(payload: string) {
  const result = await openLink(payload);
  if (result.ok) useNotices.getState().dismiss('shareLinkRefused');
  else showRefusal('shareLinkRefused', result);
}

function restore(board: string | undefined) {
  if (restoreSandbox(browserStorage(), board) === 'dropped') useNotices.getState().show('sandboxDropped');
}

/** The first time the sandbox opens in this page (from a lesson), the saved board comes back. */
function restoreOnFirstVisit() {
  const stop = useStacklab.subscribe((s, prev) => {
    if (s.mode !== 'sandbox' || prev.mode === 'sandbox') return;
    stop();
    if (s.past.length === 0) restore(undefined);
  });
}

/** True while the board is being brought from a link or from storage (the table waits). */
export function useBoardGate(): boolean {
  const [pathname, navigate] = useLocation();
  const [ready, setReady] = useState(started);

  useEffect(() => {
    if (started) {
      setReady(true);
      return;
    }
    started = true;
    const onSandbox = pathname.startsWith('/sandbox');
    const payload = onSandbox ? linkPayload(window.location.hash) : null;
    const finish = () => {
      if (!onSandbox) restoreOnFirstVisit();
      keepSandboxSaved(browserStorage());
      setReady(true);
    };
    if (payload === null) {
      if (onSandbox) restore(pathname.split('/')[2]);
      finish();
      return;
    }
    void openFromLink(payload).then(() => {
      navigate(withSearch(sandboxPath('custom')), { replace: true });
      finish();
    });
  }, [pathname, navigate]);

  useEffect(() => {
    const onHash = () => {
      const payload = linkPayload(window.location.hash);
      if (payload === null) return;
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
      void openFromLink(payload);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  return !ready;
}
