/**
 * Weibo-shaped identifiers. A mid carries its creation second in the high bits the way
 * Weibo's do ((seconds - 515483463) << 22), so mids sort by time and a real parser reads
 * them. The simulator packs (blogger index, post number of the day) into the low 22 bits
 * of an original post, which lets fetchPost(mid) regenerate that one post directly.
 */
import { hash32 } from './rng.js';

const MID_EPOCH_SECONDS = 515_483_463;
const LOW_BITS = 4_194_304; // 2^22
const REPOST_FLAG = 2_097_152; // 2^21, marks mids that are not original posts

export interface MidLayout {
  /** Bits for the blogger index. */
  idxBits: number;
  /** Bits for the post number within the blogger's day. */
  kBits: number;
}

/** Splits the 21 free bits between blogger index and post-of-day number. */
export function midLayout(bloggers: number): MidLayout {
  const idxBits = Math.max(1, Math.ceil(Math.log2(Math.max(2, bloggers))));
  if (idxBits > 18) throw new Error('the simulator supports at most 262144 bloggers');
  return { idxBits, kBits: 21 - idxBits };
}

export function originalMid(layout: MidLayout, ms: number, idx: number, k: number): string {
  const seconds = Math.floor(ms / 1000) - MID_EPOCH_SECONDS;
  const low = idx * 2 ** layout.kBits + k;
  return String(seconds * LOW_BITS + low);
}

export interface DecodedMid {
  seconds: number;
  original: boolean;
  idx: number;
  k: number;
}

export function decodeMid(layout: MidLayout, mid: string): DecodedMid | null {
  if (!/^\d{12,17}$/.test(mid)) return null;
  const n = Number(mid);
  if (!Number.isSafeInteger(n)) return null;
  const low = n % LOW_BITS;
  const seconds = Math.floor(n / LOW_BITS) + MID_EPOCH_SECONDS;
  if (low >= REPOST_FLAG) return { seconds, original: false, idx: -1, k: -1 };
  const kSpan = 2 ** layout.kBits;
  return { seconds, original: true, idx: Math.floor(low / kSpan), k: low % kSpan };
}

/** Ids of reposts and comments: time-ordered, flagged, low bits from a hash of their identity. */
export function derivedMid(ms: number, ...keys: number[]): string {
  const seconds = Math.floor(ms / 1000) - MID_EPOCH_SECONDS;
  return String(seconds * LOW_BITS + REPOST_FLAG + (hash32(...keys) % REPOST_FLAG));
}

const BASE62 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

function toBase62(n: number): string {
  if (n === 0) return '0';
  let out = '';
  let x = n;
  while (x > 0) {
    out = BASE62[x % 62] + out;
    x = Math.floor(x / 62);
  }
  return out;
}

/** Weibo's short id: the mid's decimal digits in groups of 7 from the right, each in base 62. */
export function midToBid(mid: string): string {
  let out = '';
  for (let end = mid.length; end > 0; end -= 7) {
    const start = Math.max(0, end - 7);
    const chunk = toBase62(Number(mid.slice(start, end)));
    out = (start > 0 ? chunk.padStart(4, '0') : chunk) + out;
  }
  return out;
}

/** Weibo uids' first digit follows the account's age: 1 for 2009-10 up to 7 for recent accounts. */
export function uidPrefix(createdMs: number): string {
  const year = new Date(createdMs).getUTCFullYear();
  if (year < 2011) return '1';
  if (year < 2012) return '2';
  if (year < 2013) return '3';
  if (year < 2016) return '5';
  if (year < 2020) return '6';
  return '7';
}

export function uidFrom(prefix: string, h: number): string {
  return prefix + String(h % 1_000_000_000).padStart(9, '0');
}

export function isUid(uid: string): boolean {
  return /^[1-7]\d{9}$/.test(uid);
}
