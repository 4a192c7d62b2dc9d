import { describe, expect, it } from 'vitest';
import { recordLanding } from './landing-tracking';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const at = (href: string) => new URL(href) as unknown as Location;

describe('recordLanding', () => {
  it('records the first landing with its campaign fields', () => {
    const storage = new MemoryStorage();
    const href = 'https://boguan.test/marketing?source=baidu&keyword=%E5%8D%9A%E4%B8%BB&plan=p7&share_id=42';
    recordLanding(at(href), '', storage, new Date('2026-03-01T08:00:00Z'));
    expect(storage.getItem('RECORD_URL')).toBe(href);
    expect(storage.getItem('RECORD_OPEN_TIME')).toBe('1772352000');
    expect(storage.getItem('RECORD_SOURCE')).toBe('baidu');
    expect(storage.getItem('RECORD_KEYWORDS')).toBe('博主');
    expect(storage.getItem('RECORD_PLAN')).toBe('p7');
    expect(storage.getItem('SHAREID')).toBe('42');
  });

  it('keeps the first touch but takes a newer referral link', () => {
    const storage = new MemoryStorage();
    recordLanding(at('https://boguan.test/home?source=weibo'), '', storage);
    recordLanding(at('https://boguan.test/home?source=baidu&share_id=9'), '', storage);
    expect(storage.getItem('RECORD_SOURCE')).toBe('weibo');
    expect(storage.getItem('SHAREID')).toBe('9');
  });

  it('falls back to the referrer host as the source', () => {
    const storage = new MemoryStorage();
    recordLanding(at('https://boguan.test/home'), 'https://www.so.com/s?q=x', storage);
    expect(storage.getItem('RECORD_SOURCE')).toBe('www.so.com');
    expect(storage.getItem('RECORD_KEYWORDS')).toBe('');
  });
});
