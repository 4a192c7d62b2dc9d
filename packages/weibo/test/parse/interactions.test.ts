import { describe, expect, it } from 'vitest';
import { parseCommentsResponse, parseRepostTimelineResponse } from '../../src/parse/interactions.js';

// Shapes of m.weibo.cn comments/hotflow and statuses/repostTimeline (no recorded copies exist in the
// shared data, so these bodies are written by hand in the documented form).
const user = (id: number, name: string) => ({
  id,
  screen_name: name,
  followers_count: '1.2万',
  verified: false,
  verified_type: -1,
});

describe('comments', () => {
  it('reads comments and nested replies', () => {
    const json = {
      ok: 1,
      data: {
        data: [
          {
            id: 4655760000000001,
            created_at: 'Tue Jul 06 00:40:00 +0800 2021',
            text: '支持<span class="url-icon"><img alt=[心] src="x.png"></span>',
            like_count: 120,
            user: user(11, '甲'),
            comments: [
              {
                id: '4655760000000002',
                created_at: '刚刚',
                text: '回复<a href="/n/甲">@甲</a>:同意',
                like_count: 3,
                user: user(12, '乙'),
              },
            ],
          },
          { id: 'bad', created_at: 'Tue Jul 06 00:41:00 +0800 2021', text: 'x' },
        ],
        total_number: 322,
        max_id: 139293859600042,
      },
    };
    const now = new Date('2021-07-06T00:00:00Z');
    const page = parseCommentsResponse(json, '4655758022804664', now);
    expect(page.items).toEqual([
      {
        id: '4655760000000001',
        mid: '4655758022804664',
        uid: '11',
        text: '支持[心]',
        createdAt: new Date('2021-07-05T16:40:00Z'),
        likes: 120,
        replyTo: null,
      },
      {
        id: '4655760000000002',
        mid: '4655758022804664',
        uid: '12',
        text: '回复@甲:同意',
        createdAt: now,
        likes: 3,
        replyTo: '4655760000000001',
      },
    ]);
    expect(page.users.map((u) => [u.uid, u.followers])).toEqual([
      ['11', 12000],
      ['12', 12000],
    ]);
    expect(page.skipped).toEqual([{ index: 1, reason: 'comment has no id' }]);
    expect(page).toMatchObject({ nextCursor: '139293859600042', total: 322 });
  });

  it('throws a typed error for an error answer', () => {
    expect(() => parseCommentsResponse({ ok: 0, msg: '暂无数据' }, '1')).toThrow(/ok=0/);
  });
});

describe('repost timeline', () => {
  it('reads reposts with their text (for //@ chains) and no parent', () => {
    const json = {
      ok: 1,
      data: {
        data: [
          {
            id: '4655759000000001',
            created_at: 'Tue Jul 06 00:35:00 +0800 2021',
            text: '转发微博',
            user: user(21, '丙'),
          },
          {
            id: '4655759000000002',
            created_at: 'Tue Jul 06 00:36:00 +0800 2021',
            text: '说得好//<a href="/n/丙">@丙</a>:转发微博',
            user: user(22, '丁'),
          },
          { created_at: 'x' },
        ],
        total_number: 59,
        max: 3,
      },
    };
    const page = parseRepostTimelineResponse(json, '4655757364823177');
    expect(page.items.map((r) => [r.mid, r.uid, r.rootMid, r.parentMid, r.text])).toEqual([
      ['4655759000000001', '21', '4655757364823177', null, '转发微博'],
      ['4655759000000002', '22', '4655757364823177', null, '说得好//@丙:转发微博'],
    ]);
    expect(page.skipped).toHaveLength(1);
    expect(page.total).toBe(59);
    expect(page.nextCursor).toBeNull();
  });
});
