import { describe, expect, it } from 'vitest';
import { claimChunkReload, isChunkLoadError, ScreenTimeoutError } from './chunk-reload';
import { hashTarget } from './hash-target';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe('hashTarget', () => {
  it('reads a stored in-app target', () => {
    expect(hashTarget('#/bosSearch')).toBe('/bosSearch');
    expect(hashTarget('#/bosSearch/detail?kol_id=3&uid=9')).toBe('/bosSearch/detail?kol_id=3&uid=9');
    expect(hashTarget('#%2FblogSearch')).toBeNull();
  });

  it('refuses anything that could leave the site or is not a target', () => {
    expect(hashTarget('')).toBeNull();
    expect(hashTarget('#top')).toBeNull();
    expect(hashTarget('#//evil.example/x')).toBeNull();
    expect(hashTarget('#/%2F%2Fevil.example')).toBeNull();
    expect(hashTarget('#/a b')).toBeNull();
    expect(hashTarget('#/%E0%A4%A')).toBeNull();
  });
});

describe('chunk reload guard', () => {
  it('reloads a route once, then not again within the guard window', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(claimChunkReload('/bosSearch', storage, 1_000)).toBe(true);
    expect(claimChunkReload('/BOSSEARCH', storage, 20_000)).toBe(false);
    expect(claimChunkReload('/blogSearch', storage, 20_000)).toBe(true);
    expect(claimChunkReload('/bosSearch', storage, 62_000)).toBe(true);
  });

  it('recognises the errors browsers give for a missing chunk, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new ScreenTimeoutError())).toBe(false);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch')).toBe(false);
  });
});
