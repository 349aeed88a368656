import { useTableLayout } from './use-table-layout';

/** Is the table in its wide shape (three columns, ≥ 1280px)? The side panels dock beside the board there. */
export function useWideLayout(): boolean {
  return useTableLayout() === 'wide';
}
