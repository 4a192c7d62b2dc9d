import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { insertCustomOrder, type Order } from './custom-order-support.js';

describe('数据定制: the user own order, its thread and closing it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const detail = (id: number | string, token: string) => post<Order>(t.app, '/api/custom/detail', { id }, token);
  const reply = (id: number | string, content: string | undefined, token: string) =>
    post<Order>(t.app, '/api/custom/reply', { id, content }, token);
  const close = (id: number | string, token: string) => post<Order>(t.app, '/api/custom/close', { id }, token);
  const threadRows = (orderId: number) =>
    t.ctx.db.selectFrom('custom_order_replies').selectAll().where('order_id', '=', orderId).execute();

  it('answers another user order like a missing one, on every call, and changes nothing', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const id = await insertCustomOrder(t, owner.userId);
    expect((await detail(id, owner.token)).data.status).toBe('submitted');
    for (const answer of [
      await detail(id, other.token),
      await reply(id, '我想看看别人的需求', other.token),
      await close(id, other.token),
      await detail(987_654, owner.token),
      await close(987_654, owner.token),
    ]) {
      expect(answer).toMatchObject({ code: 0, msg: '需求不存在' });
    }
    expect(await threadRows(id)).toEqual([]);
    expect((await detail(id, owner.token)).data.status).toBe('submitted');
  });

  it('refuses bad ids and empty or long replies with their messages', async () => {
    const user = await createUser(t);
    const id = await insertCustomOrder(t, user.userId);
    expect(await detail('abc', user.token)).toMatchObject({ code: 0, msg: '需求编号不正确' });
    expect(await detail('', user.token)).toMatchObject({ code: 0, msg: '需求编号不正确' });
    expect(await detail(0, user.token)).toMatchObject({ code: 0, msg: '需求编号不正确' });
    expect(await reply(id, '  ', user.token)).toMatchObject({ code: 0, msg: '请输入回复内容' });
    expect(await reply(id, undefined, user.token)).toMatchObject({ code: 0, msg: '请输入回复内容' });
    expect(await reply(id, '字'.repeat(501), user.token)).toMatchObject({ code: 0, msg: '回复内容不能超过500个字符' });
    expect(await threadRows(id)).toEqual([]);
    expect(await post(t.app, '/api/custom/detail', { id })).toMatchObject({ code: -1 });
  });

  it('keeps the replies in order and answers the thread; an ended order takes none', async () => {
    const user = await createUser(t);
    const id = await insertCustomOrder(t, user.userId);
    const first = await reply(id, '请问多久可以交付？', user.token);
    expect(first).toMatchObject({ code: 1, msg: '回复成功' });
    t.clock.advance(60_000);
    const second = await reply(id, '另外需要Excel格式', user.token);
    expect(second.data.thread.map((entry) => [entry.author, entry.kind, entry.content])).toEqual([
      ['user', 'reply', '请问多久可以交付？'],
      ['user', 'reply', '另外需要Excel格式'],
    ]);
    expect(second.data.last_reply_by).toBe('user');
    expect((second.data.thread[0]?.time ?? '') < (second.data.thread[1]?.time ?? '')).toBe(true);

    const done = await insertCustomOrder(t, user.userId, 'completed');
    const closed = await insertCustomOrder(t, user.userId, 'closed');
    expect(await reply(done, '还有问题', user.token)).toMatchObject({ code: 0, msg: '该需求已结束，不能再回复' });
    expect(await reply(closed, '还有问题', user.token)).toMatchObject({ code: 0, msg: '该需求已结束，不能再回复' });
  });

  it('stops a thread at 100 entries', async () => {
    const user = await createUser(t);
    const id = await insertCustomOrder(t, user.userId);
    await t.ctx.db
      .insertInto('custom_order_replies')
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          order_id: id,
          author: 'user' as const,
          kind: 'reply' as const,
          operator_id: null,
          content: `第${i}条`,
          created_at: t.clock.now(),
        })),
      )
      .execute();
    expect(await reply(id, '第101条', user.token)).toMatchObject({
      code: 0,
      msg: '该需求的沟通记录已达上限，请提交新的需求',
    });
  });

  it('closes an open order in any open state, once; a completed one stays', async () => {
    const user = await createUser(t);
    for (const status of ['submitted', 'communicating', 'quoted'] as const) {
      const id = await insertCustomOrder(t, user.userId, status);
      const answer = await close(id, user.token);
      expect(answer, status).toMatchObject({ code: 1, msg: '需求已关闭', data: { status: 'closed', open: false } });
      expect(answer.data.thread.at(-1)).toMatchObject({
        author: 'user',
        kind: 'status',
        content: '状态变更为“已关闭”',
      });
      expect(await close(id, user.token)).toMatchObject({ code: 0, msg: '该需求已关闭' });
    }
    const done = await insertCustomOrder(t, user.userId, 'completed');
    expect(await close(done, user.token)).toMatchObject({ code: 0, msg: '已完成的需求不能关闭' });
    expect((await detail(done, user.token)).data).toMatchObject({ status: 'completed', quote_fen: 1_200_000 });
  });

  it('closes once under 10 parallel closes', async () => {
    const user = await createUser(t);
    const id = await insertCustomOrder(t, user.userId, 'communicating');
    const answers = await Promise.all(Array.from({ length: 10 }, () => close(id, user.token)));
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.msg === '该需求已关闭')).toHaveLength(9);
    expect(await threadRows(id)).toHaveLength(1);
  });

  it('is deleted with the account data on cancellation (the thread by cascade)', async () => {
    const { DELETED_TABLES } = await import('../../src/modules/account-settings/cancellation-purge.repository.js');
    expect(DELETED_TABLES).toContain('custom_orders');
    const user = await createUser(t);
    const id = await insertCustomOrder(t, user.userId);
    await reply(id, '删除前的回复', user.token);
    await t.ctx.db.deleteFrom('custom_orders').where('user_id', '=', user.userId).execute();
    expect(await threadRows(id)).toEqual([]);
  });
});
