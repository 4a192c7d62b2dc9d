import { describe, expect, it } from 'vitest';
import { clearTracking, type KeyValueStorage, readTracking, saveLoginSession } from './login-session';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}

describe('saveLoginSession', () => {
  it('stores the token and the welcome flags, and drops a previous user', () => {
    const storage = memoryStorage({
      muserinfo: '{"nick_name":"旧用户"}',
      nick_name: '旧用户',
      level: '40',
      SHAREID: 's1',
    });
    saveLoginSession(storage, 'tok-123');
    expect(storage.dump()).toEqual({
      Authorization: 'tok-123',
      SHOW_WELCOME: '0',
      SHOW_WELCOMECLOSE: '1',
      SHAREID: 's1',
    });
  });
});

describe('tracking keys', () => {
  const saved = {
    RECORD_URL: 'https://boguan.example/marketing?plan=p7',
    RECORD_OPEN_TIME: '1767225600',
    RECORD_SOURCE: 'baidu',
    RECORD_KEYWORDS: '微博数据',
    RECORD_PLAN: 'p7',
    SHAREID: 'u42',
  };

  it('maps the stored keys onto the registerBinding fields', () => {
    expect(readTracking(memoryStorage(saved))).toEqual({
      url: 'https://boguan.example/marketing?plan=p7',
      open_time: '1767225600',
      source: 'baidu',
      keyword: '微博数据',
      plan: 'p7',
      share_id: 'u42',
    });
  });

  it('sends empty strings when nothing was saved', () => {
    expect(readTracking(memoryStorage())).toEqual({
      url: '',
      open_time: '',
      source: '',
      keyword: '',
      plan: '',
      share_id: '',
    });
  });

  it('clears exactly the tracking keys', () => {
    const storage = memoryStorage({ ...saved, Authorization: 'tok', device_id: 'd1' });
    clearTracking(storage);
    expect(storage.dump()).toEqual({ Authorization: 'tok', device_id: 'd1' });
  });
});
