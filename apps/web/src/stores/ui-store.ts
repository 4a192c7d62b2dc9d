import { create } from 'zustand';

export type LoginView = 'wechat' | 'account' | 'binDing';
export type UpgradeReason = 1001 | 1002;

/**
 * App-wide UI state that several features open or read: the login dialog, the
 * upgrade prompt, the feedback dialog and the sidebar. Features change it only through these actions.
 */
interface UiState {
  loginOpen: boolean;
  loginView: LoginView;
  /** Where to go after a successful login (e.g. /home from /marketing). */
  afterLogin: string | null;
  upgrade: { open: boolean; reason: UpgradeReason; message: string };
  /** The one feedback dialog (header 意见反馈, /contact 提交反馈); a visitor gets the login dialog instead. */
  feedbackOpen: boolean;
  collapse: boolean;
  sideShow: boolean;
  openLogin(view?: LoginView, afterLogin?: string | null): void;
  closeLogin(): void;
  setLoginView(view: LoginView): void;
  openUpgrade(reason: UpgradeReason, message: string): void;
  closeUpgrade(): void;
  openFeedback(): void;
  closeFeedback(): void;
  setCollapse(collapse: boolean): void;
  setSideShow(show: boolean): void;
}

export const useUiStore = create<UiState>((set) => ({
  loginOpen: false,
  loginView: 'wechat',
  afterLogin: null,
  upgrade: { open: false, reason: 1001, message: '' },
  feedbackOpen: false,
  collapse: false,
  sideShow: true,
  // A background answer of -1 (no view given) must not pull an open dialog back to the QR view
  // while the visitor is typing in another one; an explicit view always wins.
  openLogin: (view, afterLogin = null) =>
    set((s) =>
      s.loginOpen && view === undefined
        ? { afterLogin: afterLogin ?? s.afterLogin }
        : { loginOpen: true, loginView: view ?? 'wechat', afterLogin },
    ),
  closeLogin: () => set({ loginOpen: false }),
  setLoginView: (loginView) => set({ loginView }),
  openUpgrade: (reason, message) => set({ upgrade: { open: true, reason, message } }),
  closeUpgrade: () => set((s) => ({ upgrade: { ...s.upgrade, open: false } })),
  openFeedback: () => set({ feedbackOpen: true }),
  closeFeedback: () => set({ feedbackOpen: false }),
  setCollapse: (collapse) => set({ collapse }),
  setSideShow: (sideShow) => set({ sideShow }),
}));
