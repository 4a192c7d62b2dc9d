/** localStorage keys named by the spec (section 3); other code never spells them out. */
export const StorageKey = {
  token: 'Authorization',
  userInfo: 'muserinfo',
  nickName: 'nick_name',
  level: 'level',
  recordUrl: 'RECORD_URL',
  recordSource: 'RECORD_SOURCE',
  recordKeywords: 'RECORD_KEYWORDS',
  recordPlan: 'RECORD_PLAN',
  recordOpenTime: 'RECORD_OPEN_TIME',
  showWelcome: 'SHOW_WELCOME',
  showWelcomeClose: 'SHOW_WELCOMECLOSE',
  shareId: 'SHAREID',
  deviceId: 'device_id',
} as const;

export function getToken(): string | null {
  return localStorage.getItem(StorageKey.token);
}

export function setToken(token: string): void {
  localStorage.setItem(StorageKey.token, token);
}

/** A stable id for this browser, sent as device_id with logins. */
export function getDeviceId(): string {
  let id = localStorage.getItem(StorageKey.deviceId);
  if (!id) {
    id = crypto.randomUUID().replace(/-/g, '');
    localStorage.setItem(StorageKey.deviceId, id);
  }
  return id;
}
