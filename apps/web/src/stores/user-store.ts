import { Code } from '@boguan/contracts/envelope';
import type { Material } from '@boguan/contracts/home-content.api';
import type { PersonalInfo } from '@boguan/contracts/profile.api';
import { create } from 'zustand';
import { ApiError, call } from '../lib/api-client';
import { loadPersonalInfo } from '../lib/personal-info';
import { getToken, StorageKey } from '../lib/storage-keys';
import { useUiStore } from './ui-store';

/** An account picked for the blogger comparison (/bosContrast); tools fill it. */
export interface ContrastItem {
  kol_id: string | number;
  uname: string;
  avatar?: string;
}

type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The spec's global state (section 3) besides what ui-store holds (collapse, sideShow):
 * userinfo (mirrored to localStorage 'muserinfo', 'nick_name', 'level'), material and contList.
 */
interface UserState {
  userinfo: PersonalInfo | null;
  userinfoState: LoadState;
  material: Material | null;
  contList: ContrastItem[];
  /** Reads personal info (the cached answer unless `fresh`); a failure opens login (spec 8). */
  loadPersonalInfo(fresh?: boolean): Promise<PersonalInfo | null>;
  loadMaterial(): Promise<void>;
  setContList(list: ContrastItem[]): void;
  clearUser(): void;
}

function readStoredInfo(): PersonalInfo | null {
  const raw = localStorage.getItem(StorageKey.userInfo);
  if (!raw || !getToken()) return null;
  try {
    return JSON.parse(raw) as PersonalInfo;
  } catch {
    return null;
  }
}

function storeInfo(info: PersonalInfo): void {
  localStorage.setItem(StorageKey.userInfo, JSON.stringify(info));
  localStorage.setItem(StorageKey.nickName, info.nick_name);
  localStorage.setItem(StorageKey.level, String(info.package.level));
}

export const useUserStore = create<UserState>((set) => ({
  // The stored copy paints the header at once; the fresh answer replaces it.
  userinfo: readStoredInfo(),
  userinfoState: 'idle',
  material: null,
  contList: [],
  async loadPersonalInfo(fresh = false) {
    if (!getToken()) return null;
    set({ userinfoState: 'loading' });
    try {
      const info = await loadPersonalInfo(fresh);
      storeInfo(info);
      set({ userinfo: info, userinfoState: 'ready' });
      return info;
    } catch (error) {
      set({ userinfoState: 'failed' });
      // Spec 8: a failed personal-info call opens login (-1 is already handled by the api client).
      if (!(error instanceof ApiError && error.code === Code.notLoggedIn)) useUiStore.getState().openLogin();
      return null;
    }
  },
  async loadMaterial() {
    const answer = await call('/api/user/getMaterial', {}, { silent: true, raw: true });
    if (answer.code === Code.ok && answer.data) set({ material: answer.data });
  },
  setContList: (contList) => set({ contList }),
  clearUser: () => set({ userinfo: null, userinfoState: 'idle', contList: [] }),
}));

/** Logged in means a token is stored; every login path reloads or navigates after storing it. */
export function isLoggedIn(): boolean {
  return getToken() !== null;
}
