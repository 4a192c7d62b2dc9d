import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUser } from '../../src/modules/home-content/messages.service.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

interface Inbox {
  data: Array<{
    id: number;
    title: string;
    content: string;
    create_time: string;
    is_read: number;
    type: string;
    type_name: string;
  }>;
  total: number;
  unread: number;
  per_page: number;
}

describe('home content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('serves the seeded banners with images the server ships, to visitors too', async () => {
    const answer = await post<Array<{ id: number; title: string; pic: string; url: string }>>(
      t.app,
      '/api/index/banner',
    );
    expect(answer.code).toBe(1);
    expect(answer.data.map((banner) => [banner.title, banner.url])).toEqual([
      ['博主搜索：找到对的微博博主', '/bosSearch'],
      ['实时热搜：每分钟跟踪微博热搜榜', '/hotSearch'],
      ['会员权益：高级版与专业版', '/member'],
    ]);
    for (const banner of answer.data) {
      const image = await t.app.inject({ method: 'GET', url: banner.pic });
      expect(image.statusCode, banner.pic).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.body).toContain('博观');
    }
  });

  it('serves notices newest first and the material with its images', async () => {
    const notices = await post<Array<{ id: number; title: string; content: string; create_time: string }>>(
      t.app,
      '/api/index/notice',
    );
    expect(notices.data.map((notice) => [notice.title, notice.create_time])).toEqual([
      ['新人专享优惠券', '2026-01-03 00:00:00'],
      ['会员等级与使用次数说明', '2026-01-02 00:00:00'],
      ['博观正式上线', '2026-01-01 00:00:00'],
    ]);
    expect(notices.data[2]!.content).toContain('微博数据与营销分析平台');
    const material = await post<Record<string, unknown>>(t.app, '/api/user/getMaterial');
    expect(material).toEqual({
      code: 1,
      msg: '操作成功',
      data: {
        navigation_pic: '/static/material/navigation.svg',
        pop_type: 1,
        pop_url: '/member',
        pop_pic: '/static/material/popup.svg',
      },
    });
    for (const url of ['/static/material/navigation.svg', '/static/material/popup.svg']) {
      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    const outside = await t.app.inject({ method: 'GET', url: '/static/%2e%2e/package.json' });
    expect(outside.body).not.toContain('"dependencies"');
  });

  it('answers an empty material when none is active', async () => {
    await t.ctx.db.updateTable('materials').set({ active: false }).execute();
    const material = await post(t.app, '/api/user/getMaterial');
    expect(material.data).toEqual({ navigation_pic: '', pop_type: 0, pop_url: '', pop_pic: '' });
    await t.ctx.db.updateTable('materials').set({ active: true }).execute();
  });

  it('pages a user inbox 10 at a time, newest first, with the unread count', async () => {
    const { token, userId } = await createUser(t);
    const stranger = await createUser(t);
    await notifyUser(t.ctx.db, stranger.userId, { type: 'system', title: '别人的消息', content: '不可见' }, t.clock);
    for (let i = 1; i <= 12; i += 1) {
      t.clock.advance(1000);
      await notifyUser(
        t.ctx.db,
        userId,
        { type: 'monitor', title: `监控提醒 ${i}`, content: `账号发布了第 ${i} 条新博文` },
        t.clock,
      );
    }
    const first = await post<Inbox>(t.app, '/api/index/message', { page: 1 }, token);
    expect(first.data).toMatchObject({ total: 12, unread: 12, per_page: 10 });
    expect(first.data.data).toHaveLength(10);
    expect(first.data.data[0]).toMatchObject({
      title: '监控提醒 12',
      content: '账号发布了第 12 条新博文',
      is_read: 0,
      type: 'monitor',
      type_name: '监控提醒',
      create_time: '2026-01-05 10:00:12',
    });
    const second = await post<Inbox>(t.app, '/api/index/message', { page: 2 }, token);
    expect(second.data.data.map((message) => message.title)).toEqual(['监控提醒 2', '监控提醒 1']);

    const target = first.data.data[0]!.id;
    expect(await post(t.app, '/api/index/message_read', { id: target }, token)).toEqual({
      code: 1,
      msg: '已标记为已读',
      data: { unread: 11 },
    });
    const after = await post<Inbox>(t.app, '/api/index/message', {}, token);
    expect(after.data.data[0]!.is_read).toBe(1);
    expect((await post(t.app, '/api/index/message_read', { all: '1' }, token)).data).toEqual({ unread: 0 });
    t.clock.set('2026-01-05T02:00:00.000Z');
  });

  it("refuses another user's message, a bad id and a missing target; needs a login", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const id = await notifyUser(t.ctx.db, owner.userId, { type: 'system', title: '私信', content: '内容' }, t.clock);
    expect(await post(t.app, '/api/index/message_read', { id }, other.token)).toEqual({
      code: 0,
      msg: '消息不存在',
      data: null,
    });
    for (const body of [{}, { id: 'abc' }, { id: '-3' }, { id: '0' }, { all: '0' }]) {
      expect(await post(t.app, '/api/index/message_read', body, other.token)).toEqual({
        code: 0,
        msg: '请选择要标记为已读的消息',
        data: null,
      });
    }
    const inbox = await post<Inbox>(t.app, '/api/index/message', {}, owner.token);
    expect(inbox.data.unread).toBe(1);
    expect((await post(t.app, '/api/index/message')).code).toBe(-1);
    expect((await post(t.app, '/api/index/message_read', { all: 1 })).code).toBe(-1);
  });

  it('cuts long notification text to the column sizes and refuses an unknown type', async () => {
    const { userId } = await createUser(t);
    const id = await notifyUser(
      t.ctx.db,
      userId,
      { type: 'export', title: '长'.repeat(150), content: '内容' },
      t.clock,
    );
    const row = await t.ctx.db.selectFrom('messages').select('title').where('id', '=', id).executeTakeFirstOrThrow();
    expect([...row.title]).toHaveLength(100);
    await expect(
      notifyUser(t.ctx.db, userId, { type: 'spam' as never, title: 'x', content: 'y' }, t.clock),
    ).rejects.toThrow('unknown message type');
  });
});
