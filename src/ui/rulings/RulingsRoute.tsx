// `/rulings`: the rulings library, a chunk of its own loaded when the address needs it (not on the course
// page's first paint), with the table's texts (the rulings' texts come with them: i18n/load-language.ts).
import { lazy, Suspense, useState } from 'react';
import { ChunkBoundary, Loading, TableTexts } from '../layout/TableRoute';

const lazyLibrary = () => lazy(() => import('./RulingsLibrary'));
let LazyLibrary = lazyLibrary();

export function RulingsRoute() {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    LazyLibrary = lazyLibrary();
    setAttempt((n) => n + 1);
  };
  return (
    <ChunkBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<Loading what="texts" />}>
        <TableTexts>
          <LazyLibrary />
        </TableTexts>
      </Suspense>
    </ChunkBoundary>
  );
}
