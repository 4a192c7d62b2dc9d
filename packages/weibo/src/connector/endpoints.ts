/**
 * The Weibo web endpoints the connector reads (docs/weibo-connector.md lists them with their
 * answers). m.weibo.cn's container API takes a `containerid` naming what to list: 100505{uid} a
 * profile, 107603{uid} the posts of an account, 231051_-_fans_-_{uid} its followers,
 * 100103type=1&q=… a post search, 231522type=1&q=#…# a topic page.
 */
const M = 'https://m.weibo.cn';
const CONTAINER = `${M}/api/container/getIndex`;

function container(params: Record<string, string>): string {
  return `${CONTAINER}?${new URLSearchParams(params).toString()}`;
}

/** Account ids and post ids are decimal numbers; anything else is never sent to Weibo. */
export function isWeiboId(id: string): boolean {
  return /^\d{1,20}$/.test(id);
}

export const endpoints = {
  profile: (uid: string) => container({ type: 'uid', value: uid, containerid: `100505${uid}` }),

  /** First page without a cursor; later pages with cardlistInfo.since_id of the page before. */
  timeline: (uid: string, sinceId: string | null) =>
    container({
      type: 'uid',
      value: uid,
      containerid: `107603${uid}`,
      ...(sinceId ? { since_id: sinceId } : {}),
    }),

  post: (mid: string) => `${M}/statuses/show?id=${mid}`,

  longText: (mid: string) => `${M}/statuses/extend?id=${mid}`,

  /** Pages count from 1; data.max is the last page. */
  reposts: (mid: string, page: number) => `${M}/api/statuses/repostTimeline?id=${mid}&page=${page}`,

  /** First page with max_id_type=0 only; later pages with the max_id and max_id_type Weibo returned. */
  comments: (mid: string, maxId: string | null, maxIdType: string) =>
    `${M}/comments/hotflow?id=${mid}&mid=${mid}${maxId ? `&max_id=${encodeURIComponent(maxId)}` : ''}&max_id_type=${encodeURIComponent(maxIdType)}`,

  /** The real-time band of weibo.com's side bar (50 ranked words plus paid seats). */
  hotSearch: () => 'https://weibo.com/ajax/side/hotSearch',

  /** Comprehensive post search; pages count from 1 (cardlistInfo.page is the next one). */
  search: (keyword: string, page: number) =>
    container({ containerid: `100103type=1&q=${keyword}`, page_type: 'searchall', page: String(page) }),

  /** A topic page: its head card carries reads, discussions and the host. */
  topic: (name: string) => container({ containerid: `231522type=1&q=#${name}#`, page_type: 'searchall' }),

  /** Followers, newest first; Weibo shows other people only the first pages. */
  followers: (uid: string, sinceId: string | null) =>
    container({ containerid: `231051_-_fans_-_${uid}`, ...(sinceId ? { since_id: sinceId } : {}) }),
};
