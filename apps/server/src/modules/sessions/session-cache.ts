import type { SessionUser } from './sessions.repository.js';

const MAX_ENTRIES = 50_000;

/**
 * Token → user answers of this process, kept for a moment (SESSION_CACHE_MS) so a busy client does
 * not cost a database lookup per request. This process forgets an entry the moment it changes a
 * session or a cached user field (logout, password change, a new login on the device, a level or
 * questionnaire change); other instances see such a change within the TTL. Keyed by the token's
 * hash, like the table, so the cache holds no usable token either. Time is monotonic process time:
 * freshness of a cache is not business time.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: SessionUser; until: number }>();
  private readonly tokensOfUser = new Map<number, Set<string>>();

  constructor(readonly ttlMs: number) {}

  get(tokenHash: string): SessionUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= performance.now()) {
      this.forgetToken(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  set(tokenHash: string, user: SessionUser): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    this.entries.set(tokenHash, { user, until: performance.now() + this.ttlMs });
    let tokens = this.tokensOfUser.get(user.id);
    if (!tokens) {
      tokens = new Set();
      this.tokensOfUser.set(user.id, tokens);
    }
    tokens.add(tokenHash);
  }

  forgetToken(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    this.entries.delete(tokenHash);
    if (entry) this.tokensOfUser.get(entry.user.id)?.delete(tokenHash);
  }

  forgetUser(userId: number): void {
    for (const tokenHash of this.tokensOfUser.get(userId) ?? []) this.entries.delete(tokenHash);
    this.tokensOfUser.delete(userId);
  }

  clear(): void {
    this.entries.clear();
    this.tokensOfUser.clear();
  }
}
