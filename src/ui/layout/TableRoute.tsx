// A lesson's or the sandbox's address: the table, loaded on demand with its texts (the log, the errors, the
// lessons' steps; load-language.ts). Meanwhile a translated "loading" status; if a chunk cannot be loaded
// (offline, a new version deployed meanwhile), a translated error with a Retry button — never a blank page.
import { Component, lazy, Suspense, use, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/languages';
import { needTexts, textsLoaded } from '../../i18n/load-language';
import { loadTable } from './table-loader';

const lazyTable = () => lazy(() => loadTable().then((GameTable) => ({ default: GameTable })));
let LazyTable = lazyTable();

export function Loading({ what }: { what: 'table' | 'texts' }) {
  const { t } = useTranslation();
  return (
    <main className="loading-state" aria-busy="true">
      <p role="status" className="loading-message">
        <span className="loading-spinner" aria-hidden="true" />
        {t(`common:loading.${what}`)}
      </p>
    </main>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="loading-state">
      <div role="alert" className="loading-failed panel">
        <p>{t('common:loading.failed')}</p>
        <button type="button" className="primary" onClick={retry}>
          {t('common:loading.retry')}
        </button>
      </div>
    </main>
  );
}

export class ChunkBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <LoadFailed retry={this.props.onRetry} /> : this.props.children;
  }
}

/** Waits for the current language's table texts (suspends until they are there). */
export function TableTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  if (!textsLoaded(i18n, lng, 'table')) use(needTexts(i18n, 'table'));
  return children;
}

export function TableRoute() {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    LazyTable = lazyTable();
    setAttempt((n) => n + 1);
  };
  return (
    <ChunkBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<Loading what="table" />}>
        <TableTexts>
          <LazyTable />
        </TableTexts>
      </Suspense>
    </ChunkBoundary>
  );
}
