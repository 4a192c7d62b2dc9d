import { StorageKey } from '../lib/storage-keys';

/**
 * Remembers where a visitor came from (spec 3 RECORD_* keys and SHAREID) so that a registration
 * days later can still credit the campaign: first touch wins for the landing record, while a
 * referral link (share_id) always replaces an older one. The binding registration sends these and
 * clears them afterwards.
 */
export function recordLanding(location: Location, referrer: string, storage: Storage, now = new Date()): void {
  const query = new URLSearchParams(location.search);
  const shareId = query.get('share_id') ?? query.get('shareid');
  if (shareId) storage.setItem(StorageKey.shareId, shareId.slice(0, 64));
  if (storage.getItem(StorageKey.recordOpenTime)) return;
  storage.setItem(StorageKey.recordUrl, location.href.slice(0, 500));
  // Seconds since the epoch: the moment the visitor first opened the site.
  storage.setItem(StorageKey.recordOpenTime, String(Math.floor(now.getTime() / 1000)));
  let source = query.get('source') ?? '';
  if (!source && referrer) {
    try {
      source = new URL(referrer).hostname;
    } catch {
      source = '';
    }
  }
  storage.setItem(StorageKey.recordSource, source.slice(0, 100));
  storage.setItem(StorageKey.recordKeywords, (query.get('keyword') ?? query.get('keywords') ?? '').slice(0, 100));
  storage.setItem(StorageKey.recordPlan, (query.get('plan') ?? '').slice(0, 100));
}
