import { StorageKey } from '../../../lib/storage-keys';

/** The subset of Web Storage used here, so the rules are testable without a browser. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Spec 4: on login the token is stored, SHOW_WELCOME becomes '0' (personal info decides again)
 * and SHOW_WELCOMECLOSE '1' (the questionnaire may show again this login). Cached user fields of a
 * previous account are dropped so the shell never shows someone else's name.
 */
export function saveLoginSession(storage: KeyValueStorage, token: string): void {
  storage.setItem(StorageKey.token, token);
  storage.setItem(StorageKey.showWelcome, '0');
  storage.setItem(StorageKey.showWelcomeClose, '1');
  storage.removeItem(StorageKey.userInfo);
  storage.removeItem(StorageKey.nickName);
  storage.removeItem(StorageKey.level);
}

/** Marketing attribution saved on landing; sent once with registerBinding. */
export interface TrackingFields {
  url: string;
  open_time: string;
  source: string;
  keyword: string;
  plan: string;
  share_id: string;
}

const TRACKING_KEYS: Record<keyof TrackingFields, string> = {
  url: StorageKey.recordUrl,
  open_time: StorageKey.recordOpenTime,
  source: StorageKey.recordSource,
  keyword: StorageKey.recordKeywords,
  plan: StorageKey.recordPlan,
  share_id: StorageKey.shareId,
};

export function readTracking(storage: KeyValueStorage): TrackingFields {
  const read = (key: keyof TrackingFields): string => storage.getItem(TRACKING_KEYS[key]) ?? '';
  return {
    url: read('url'),
    open_time: read('open_time'),
    source: read('source'),
    keyword: read('keyword'),
    plan: read('plan'),
    share_id: read('share_id'),
  };
}

/** Spec 4: after binding the saved tracking keys are cleared (attribution is counted once). */
export function clearTracking(storage: KeyValueStorage): void {
  for (const key of Object.values(TRACKING_KEYS)) storage.removeItem(key);
}
