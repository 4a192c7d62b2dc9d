import type { MessageDetail, MessagePage } from '@boguan/contracts/home-content.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Notification, notifyUser } from '../../src/modules/home-content/messages.service.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

type Form = Record<string, string | number | string[]>;

/** /inform and its detail, the header's bell: filters, opening a message, the unread count. */
describe('messages (/inform)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function send(userId: number, notification: Notification): Promise<number> {
    t.clock.advance(1000);
    return notifyUser(t.ctx.db, userId, notification, t.clock);
  }

  it('filters the inbox by type and by unread; total counts the filter, unread the whole inbox', async () => {
    const { token, userId } = await createUser(t);
    const stranger = await createUser(t);
    await send(stranger.userId, { type: 'monitor', title: '别人的提醒', content: '不可见' });
    for (let i = 1; i <= 12; i += 1) {
      await send(userId, { type: 'monitor', title: `监控提醒 ${i}`, content: `第 ${i} 条` });
    }
    const coupon = await send(userId, { type: 'coupon', title: '优惠券已到账', content: '满300减50' });
    await send(userId, { type: 'withdraw', title: '提现已到账', content: '¥100.00' });
    await post(t.app, '/api/index/message_read', { id: coupon }, token);

    const monitors = await post<MessagePage>(t.app, '/api/index/message', { type: 'monitor' }, token);
    expect(monitors.data).toMatchObject({ total: 12, unread: 13, per_page: 10 });
    expect(monitors.data.data.map((m) => m.title).slice(0, 2)).toEqual(['监控提醒 12', '监控提醒 11']);
    const second = await post<MessagePage>(t.app, '/api/index/message', { type: 'monitor', page: 2 }, token);
    expect(second.data.data.map((m) => m.title)).toEqual(['监控提醒 2', '监控提醒 1']);

    const coupons = await post<MessagePage>(t.app, '/api/index/message', { type: 'coupon' }, token);
    expect(coupons.data.total).toBe(1);
    expect(coupons.data.data[0]).toMatchObject({ title: '优惠券已到账', is_read: 1, type_name: '优惠券' });

    const unread = await post<MessagePage>(t.app, '/api/index/message', { unread: 1 }, token);
    expect(unread.data).toMatchObject({ total: 13, unread: 13 });
    expect(unread.data.data[0]).toMatchObject({ title: '提现已到账', type: 'withdraw', type_name: '提现通知' });
    expect(unread.data.data.every((m) => m.is_read === 0)).toBe(true);

    const unreadCoupons = await post<MessagePage>(
      t.app,
      '/api/index/message',
      { type: 'coupon', unread: 'true' },
      token,
    );
    expect(unreadCoupons.data).toMatchObject({ data: [], total: 0, unread: 13 });
    // Without a filter the list is the whole inbox, as before.
    const all = await post<MessagePage>(t.app, '/api/index/message', { page: 1, type: '', unread: '' }, token);
    expect(all.data).toMatchObject({ total: 14, unread: 13 });
  });

  it('refuses an unknown type or unread value with a Chinese message', async () => {
    const { token } = await createUser(t);
    const cases: Array<[Form, string]> = [
      [{ type: 'spam' }, '消息类型不正确'],
      [{ type: ['monitor', 'coupon'] }, '消息类型不正确'],
      [{ unread: 'yes' }, '未读筛选不正确'],
      [{ unread: 2 }, '未读筛选不正确'],
    ];
    for (const [body, msg] of cases) {
      expect(await post(t.app, '/api/index/message', body, token)).toEqual({ code: 0, msg, data: null });
    }
  });

  it('opens a message: answers it, marks it read and answers what is left unread', async () => {
    const { token, userId } = await createUser(t);
    const first = await send(userId, {
      type: 'invoice',
      title: '发票已开具',
      content: '您申请的发票已开具。\n请查收。',
    });
    await send(userId, { type: 'system', title: '系统维护', content: '今晚维护' });
    expect((await post(t.app, '/api/index/unread_count', {}, token)).data).toEqual({ unread: 2 });

    const opened = await post<MessageDetail>(t.app, '/api/index/message_detail', { id: first }, token);
    expect(opened).toEqual({
      code: 1,
      msg: '操作成功',
      data: {
        message: {
          id: first,
          title: '发票已开具',
          content: '您申请的发票已开具。\n请查收。',
          create_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
          is_read: 1,
          type: 'invoice',
          type_name: '发票通知',
        },
        unread: 1,
      },
    });
    expect((await post(t.app, '/api/index/unread_count', {}, token)).data).toEqual({ unread: 1 });
    const inbox = await post<MessagePage>(t.app, '/api/index/message', {}, token);
    expect(inbox.data.data.map((m) => [m.title, m.is_read])).toEqual([
      ['系统维护', 0],
      ['发票已开具', 1],
    ]);
    // Opening it again changes nothing.
    const again = await post<MessageDetail>(t.app, '/api/index/message_detail', { id: String(first) }, token);
    expect(again.data.unread).toBe(1);
  });

  it("answers another user's message like an unknown one and leaves it unread", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const id = await send(owner.userId, { type: 'referral', title: '佣金到账', content: '¥30.00' });
    const notFound = { code: 0, msg: '消息不存在', data: null };
    expect(await post(t.app, '/api/index/message_detail', { id }, other.token)).toEqual(notFound);
    expect(await post(t.app, '/api/index/message_detail', { id: id + 100_000 }, other.token)).toEqual(notFound);
    expect((await post(t.app, '/api/index/unread_count', {}, owner.token)).data).toEqual({ unread: 1 });
    expect((await post(t.app, '/api/index/unread_count', {}, other.token)).data).toEqual({ unread: 0 });
    const row = await t.ctx.db.selectFrom('messages').select('is_read').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.is_read).toBe(false);
  });

  it('refuses a missing or malformed id and a visitor', async () => {
    const { token } = await createUser(t);
    const cases: Array<[Form, string]> = [
      [{}, '请选择要查看的消息'],
      [{ id: '' }, '请选择要查看的消息'],
      [{ id: 'abc' }, '消息编号不正确'],
      [{ id: '0' }, '消息编号不正确'],
      [{ id: '-3' }, '消息编号不正确'],
      [{ id: '1.5' }, '消息编号不正确'],
      [{ id: '9'.repeat(16) }, '消息编号不正确'],
      [{ id: ['1', '2'] }, '消息编号格式不正确'],
    ];
    for (const [body, msg] of cases) {
      expect(await post(t.app, '/api/index/message_detail', body, token), JSON.stringify(body)).toEqual({
        code: 0,
        msg,
        data: null,
      });
    }
    for (const path of ['/api/index/message_detail', '/api/index/unread_count']) {
      expect((await post(t.app, path, { id: 1 })).code).toBe(-1);
    }
  });

  it('answers the bell with the count alone', async () => {
    const { token, userId } = await createUser(t);
    expect(await post(t.app, '/api/index/unread_count', {}, token)).toEqual({
      code: 1,
      msg: '操作成功',
      data: { unread: 0 },
    });
    await send(userId, { type: 'export', title: '导出完成', content: '文件已生成' });
    await send(userId, { type: 'order', title: '订单已关闭', content: '超时未支付' });
    expect((await post(t.app, '/api/index/unread_count', { anything: 'ignored' }, token)).data).toEqual({ unread: 2 });
    await post(t.app, '/api/index/message_read', { all: 1 }, token);
    expect((await post(t.app, '/api/index/unread_count', {}, token)).data).toEqual({ unread: 0 });
  });

  it('counts right when 20 messages are opened at once, and with mark-all at the same time', async () => {
    const { token, userId } = await createUser(t);
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await send(userId, { type: 'monitor', title: `提醒 ${i}`, content: '' }));

    const answers = await Promise.all(
      ids.map((id) => post<MessageDetail>(t.app, '/api/index/message_detail', { id }, token)),
    );
    expect(answers.every((answer) => answer.code === 1 && answer.data.message.is_read === 1)).toBe(true);
    // Each answer counts what was unread when it ran: never below zero, and the last one is zero.
    expect(Math.min(...answers.map((answer) => answer.data.unread))).toBe(0);
    expect((await post(t.app, '/api/index/unread_count', {}, token)).data).toEqual({ unread: 0 });

    // Mark-all (15) and opens (5) of one inbox at once, three times over: none fails (two mark-alls
    // updating the same rows in different orders used to deadlock), nothing is left unread.
    for (let round = 0; round < 3; round += 1) {
      const fresh: number[] = [];
      for (let i = 0; i < 20; i += 1)
        fresh.push(await send(userId, { type: 'system', title: `新消息 ${i}`, content: '' }));
      const mixed = await Promise.all(
        fresh.map((id, i) =>
          i % 4 === 0
            ? post(t.app, '/api/index/message_detail', { id }, token)
            : post(t.app, '/api/index/message_read', { all: 1 }, token),
        ),
      );
      expect(mixed.filter((answer) => answer.code !== 1)).toEqual([]);
      expect((await post(t.app, '/api/index/unread_count', {}, token)).data).toEqual({ unread: 0 });
    }
    const rows = await t.ctx.db.selectFrom('messages').select('id').where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(80);
  });
});
