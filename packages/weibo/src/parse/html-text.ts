/**
 * m.weibo.cn sends post text as HTML: <br />, emoticons as <img alt=[哈哈]>, @names, #topics#
 * and links as <a> around the visible text. Plain text keeps what a reader sees.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+|#39);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return safeCodePoint(Number.parseInt(name.slice(2), 16)) ?? whole;
    if (name.startsWith('#')) return safeCodePoint(Number.parseInt(name.slice(1), 10)) ?? whole;
    return ENTITIES[name] ?? whole;
  });
}

function safeCodePoint(code: number): string | null {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
}

/** HTML of a post (or profile field) to the plain text a reader sees. */
export function htmlToText(html: string): string {
  if (!html) return '';
  if (html.indexOf('<') === -1 && html.indexOf('&') === -1) return html.trim();
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    // Emoticons: the alt text ([哈哈]) is what Weibo users read and type; alt may be unquoted.
    .replace(
      /<img\b[^>]*?\balt=(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>/gi,
      (_m, a?: string, b?: string, c?: string) => {
        const alt = a ?? b ?? c ?? '';
        return /^\[[^\]]{1,12}\]$/.test(alt) ? alt : '';
      },
    )
    .replace(/<img\b[^>]*>/gi, '')
    // The "全文" link of a truncated long post is navigation, not content.
    .replace(/<a\b[^>]*href=["']?\/status\/[^>]*>\s*全文\s*<\/a>/gi, '')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** "发布于 北京" → "北京"; also accepts the bare region. */
export function parseRegionName(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(/^\s*发布于\s*/, '').trim();
}

const DELETED_MARKERS = ['此微博已被作者删除', '此微博已被删除', '该微博已被删除', '此微博已被发布者删除'];

/** Weibo replaces the text of removed posts with a fixed notice. */
export function isDeletedText(text: string): boolean {
  return DELETED_MARKERS.some((marker) => text.includes(marker));
}
