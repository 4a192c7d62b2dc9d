import { create } from 'zustand';

export type AccountTab = 'accountPassword' | 'note';

/**
 * State private to the login feature that must outlive one view: the account tab (so 立即登录 in
 * the reset dialog lands on the password tab), the forgot-password dialog, and the WeChat ticket
 * (unid) a 'bind' poll answer hands to the binding view.
 */
interface AuthDialogState {
  accountTab: AccountTab;
  forgotOpen: boolean;
  bindUnid: string;
  setAccountTab(tab: AccountTab): void;
  setForgotOpen(open: boolean): void;
  setBindUnid(unid: string): void;
}

export const useAuthDialogStore = create<AuthDialogState>((set) => ({
  accountTab: 'accountPassword',
  forgotOpen: false,
  bindUnid: '',
  setAccountTab: (accountTab) => set({ accountTab }),
  setForgotOpen: (forgotOpen) => set({ forgotOpen }),
  setBindUnid: (bindUnid) => set({ bindUnid }),
}));
