// Notices for the learner that don't belong to a lesson step: saved progress that couldn't be read, an
// address naming a lesson, step or page that doesn't exist, the other language's texts that couldn't be loaded. Each is a key of `common:notice`.
import { create } from 'zustand';

export type AppNotice = 'progressDropped' | 'unknownLesson' | 'unknownStep' | 'unknownPage' | 'languageFailed';

interface NoticeStore {
  notices: AppNotice[];
  show: (notice: AppNotice) => void;
  dismiss: (notice: AppNotice) => void;
}

export const useNotices = create<NoticeStore>()((set, get) => ({
  notices: [],
  show(notice) {
    if (!get().notices.includes(notice)) set({ notices: [...get().notices, notice] });
  },
  dismiss(notice) {
    set({ notices: get().notices.filter((n) => n !== notice) });
  },
}));
