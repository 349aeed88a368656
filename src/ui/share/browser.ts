// The browser's side of sharing: its storage (which may be missing or refuse), the named boards kept in it,
// downloading a file, reading a dropped or picked file, and the notice for a refusal.
import { createBoardsStore } from '../../store/named-boards';
import { useNotices, type AppNotice } from '../../store/notice-store';
import type { OpenResult } from '../../store/open-shared';
import type { KeyValueStorage } from '../../store/sandbox-save';

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const useBoards = createBoardsStore(browserStorage, () => useNotices.getState().show('boardsDropped'));

/** Offers `text` as a file to download. */
export function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function fileBytes(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

/** A refusal as an app notice (with its reason). */
export function showRefusal(notice: AppNotice, result: OpenResult) {
  if (result.ok) return;
  useNotices.getState().show(notice, {
    code: result.error,
    ...(result.params ? { params: result.params } : {}),
    action: result.action,
    ...(result.actionType ? { actionType: result.actionType } : {}),
  });
}

/** A file name from a board's name: letters, digits and dashes. */
export function fileNameFor(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `stacklab-${slug || 'board'}.json`;
}
