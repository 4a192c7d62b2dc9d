/**
 * What a pasted post reference names. Members paste what their browser shows: a weibo.com page
 * (weibo.com/UID/BID, www.weibo.com/UID/MID, weibo.com/detail/ID), an m.weibo.cn page (/status/ID,
 * /detail/ID, /UID/ID), with or without the scheme and maybe after a title on the same line, or a
 * bare mid or bid. Ids are read strictly, the way Weibo writes them: a mid is 16 digits and a bid
 * is the 9-character base-62 form of one, so a typed word is not taken for a post.
 */
export type PostLink =
  | { ok: true; mid: string; bid: string; uid: string | null }
  | { ok: false; reason: 'empty' | 'other-site' | 'not-a-post' };

const BASE62 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MID = /^\d{16}$/;
const BID = /^[0-9A-Za-z]{9}$/;
const UID = /^\d{1,20}$/;
const WEIBO_HOSTS = /^(?:www\.|m\.)?weibo\.(?:com|cn)$/;
/** A run of printable ASCII: a link ends where a space or a Chinese character (a title, a comma) starts. */
const ASCII_RUN = /[\x21-\x7e]+/g;
/** A host with a dot and a letter TLD, an optional scheme before it and a path, query or fragment after. */
const LOOKS_LIKE_LINK = /^(?:[a-z][a-z0-9+.-]*:\/\/)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?::\d+)?(?:[/?#].*)?$/i;
/** Far longer than any post link: longer text is not read (and no pattern runs over it). */
const MAX_INPUT = 4096;

/** Weibo's short id: the mid's decimal digits in groups of 7 from the right, each in base 62 (4 chars). */
export function midToBid(mid: string): string {
  let out = '';
  for (let end = mid.length; end > 0; end -= 7) {
    const start = Math.max(0, end - 7);
    let n = Number(mid.slice(start, end));
    let chunk = n === 0 ? '0' : '';
    while (n > 0) {
      chunk = BASE62[n % 62] + chunk;
      n = Math.floor(n / 62);
    }
    out = (start > 0 ? chunk.padStart(4, '0') : chunk) + out;
  }
  return out;
}

/**
 * The mid of a bid: groups of 4 base-62 chars from the right, each 7 decimal digits (the leftmost
 * unpadded). Null when it cannot be one: a character outside base 62, or a group past 7 digits.
 */
export function bidToMid(bid: string): string | null {
  if (!/^[0-9A-Za-z]{1,12}$/.test(bid)) return null;
  let out = '';
  for (let end = bid.length; end > 0; end -= 4) {
    const start = Math.max(0, end - 4);
    let n = 0;
    for (const ch of bid.slice(start, end)) n = n * 62 + BASE62.indexOf(ch);
    if (n >= 10_000_000) return null;
    const digits = String(n);
    out = (start > 0 ? digits.padStart(7, '0') : digits) + out;
  }
  return out.replace(/^0+(?=\d)/, '');
}

function fromId(id: string, uid: string | null): PostLink {
  if (MID.test(id)) return { ok: true, mid: id, bid: midToBid(id), uid };
  if (BID.test(id)) {
    // A 9-character bid whose mid is 16 digits is exactly one Weibo could have given.
    const mid = bidToMid(id);
    if (mid && MID.test(mid)) return { ok: true, mid, bid: id, uid };
  }
  return { ok: false, reason: 'not-a-post' };
}

function toUrl(link: string): URL | null {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `https://${link}`);
  } catch {
    return null;
  }
}

function fromUrl(url: URL): PostLink {
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts.length !== 2) return { ok: false, reason: 'not-a-post' };
  const [first, id] = parts as [string, string];
  if (first === 'status' || first === 'detail') return fromId(id, null);
  if (UID.test(first)) return fromId(id, first);
  return { ok: false, reason: 'not-a-post' };
}

/**
 * Reads a post link or id; anything else says why not. The first Weibo link in the text is read;
 * a text whose only links are of other sites is 'other-site'; the rest is 'not-a-post'.
 */
export function parsePostLink(input: string): PostLink {
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  if (text.length > MAX_INPUT) return { ok: false, reason: 'not-a-post' };
  if (!/[\s/.:]/.test(text)) return fromId(text, null);
  let otherSite = false;
  for (const [run] of text.matchAll(ASCII_RUN)) {
    if (!LOOKS_LIKE_LINK.test(run)) continue;
    const url = toUrl(run);
    if (!url) continue;
    if (WEIBO_HOSTS.test(url.hostname.toLowerCase())) return fromUrl(url);
    otherSite = true;
  }
  return { ok: false, reason: otherSite ? 'other-site' : 'not-a-post' };
}
