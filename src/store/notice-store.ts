// Notices for the learner that don't belong to a lesson step: saved progress that couldn't be read, an
// address naming a lesson, step or page that doesn't exist, the other language's texts that couldn't be loaded. Each is a key of `common:notice`.
import { create } from 'zustand';

export type AppNotice =
  | 'progressDropped'
  | 'unknownLesson'
  | 'unknownStep'
  | 'unknownPage'
  | 'languageFailed'
  // A share link refused, the saved sandbox board or named boards that couldn't be read (src/share, docs/scenarios.md).
  | 'shareLinkRefused'
  | 'sandboxDropped'
  | 'boardsDropped';

/** Why, for a notice that has a reason: an error code of `errors` (a refused link, say) and its parameters. */
export interface NoticeDetail {
  code: string;
  params?: Record<string, string | number>;
  /** The index of the refused action, and its type. */
  action?: number | null;
  actionType?: string;
}

interface NoticeStore {
  notices: AppNotice[];
  details: Partial<Record<AppNotice, NoticeDetail>>;
  show: (notice: AppNotice, detail?: NoticeDetail) => void;
  dismiss: (notice: AppNotice) => void;
}

export const useNotices = create<NoticeStore>()((set, get) => ({
  notices: [],
  details: {},
  show(notice, detail) {
    const details = { ...get().details };
    if (detail) details[notice] = detail;
    else delete details[notice];
    set({ notices: get().notices.includes(notice) ? get().notices : [...get().notices, notice], details });
  },
  dismiss(notice) {
    set({ notices: get().notices.filter((n) => n !== notice) });
  },
}));
