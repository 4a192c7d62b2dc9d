import type { CustomOrderStatus } from '@boguan/contracts/custom-order';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorApp, OPERATOR_MOBILE } from '../operator/operator-support.js';
import { post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { insertCustomOrder, type Order, type OrderPage, orderForm } from './custom-order-support.js';

type User = { userId: number; token: string };

describe('数据定制 in the operator area: list, reply, states, quotes', () => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    ({ t, operator } = await createOperatorApp());
  });
  afterAll(async () => t.close());

  const setStatus = (id: number, status: string, token = operator) =>
    post<Order>(t.app, '/api/admin/custom_order_status', { id, status }, token);
  const quote = (id: number, amount: string | undefined, note?: string, token = operator) =>
    post<Order>(t.app, '/api/admin/custom_order_quote', { id, amount, note }, token);
  const adminReply = (id: number, content: string, token = operator) =>
    post<Order>(t.app, '/api/admin/custom_order_reply', { id, content }, token);
  const messagesOf = (userId: number) =>
    t.ctx.db
      .selectFrom('messages')
      .select(['type', 'title', 'content'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const logsFor = (id: number) =>
    t.ctx.db
      .selectFrom('operator_logs')
      .selectAll()
      .where('target', '=', `DZ${String(id).padStart(8, '0')}`)
      .orderBy('id')
      .execute();
  const statusOf = async (id: number) =>
    (
      await t.ctx.db
        .selectFrom('custom_orders')
        .select(['status', 'quote_fen'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('answers 1001 to a member on every operator row and -1 to a visitor, and writes nothing', async () => {
    const member: User = await createUser(t, { level: 40 });
    const id = await insertCustomOrder(t, member.userId);
    const bodies: Record<string, Record<string, string | number>> = {
      '/api/admin/custom_order_list': { page: 1 },
      '/api/admin/custom_order_detail': { id },
      '/api/admin/custom_order_reply': { id, content: '冒充运营的回复' },
      '/api/admin/custom_order_status': { id, status: 'closed' },
      '/api/admin/custom_order_quote': { id, amount: '1' },
    };
    for (const [path, body] of Object.entries(bodies)) {
      expect(await post(t.app, path, body, member.token), path).toMatchObject({
        code: 1001,
        msg: '该功能仅限运营人员使用',
      });
      expect(await post(t.app, path, body), path).toMatchObject({ code: -1 });
    }
    expect(await statusOf(id)).toBe('submitted');
    expect(await logsFor(id)).toEqual([]);
    expect(await messagesOf(member.userId)).toEqual([]);
    expect(await t.ctx.db.selectFrom('custom_order_replies').select('id').where('order_id', '=', id).execute()).toEqual(
      [],
    );
  });

  it('lists every user order, open ones first, with whose it is; filters by state', async () => {
    const buyer = await createUser(t, { nickName: '买家小张' });
    const submitted = await post<Order>(
      t.app,
      '/api/custom/submit',
      orderForm(t, { describe: '运营列表中可见的需求描述' }),
      buyer.token,
    );
    const done = await insertCustomOrder(t, buyer.userId, 'completed');
    const list = await post<OrderPage>(t.app, '/api/admin/custom_order_list', { page: 1 }, operator);
    expect(list.data.per_page).toBe(20);
    const ids = list.data.data.map((order) => order.id);
    expect(ids.indexOf(submitted.data.id)).toBeLessThan(ids.indexOf(done));
    const mine = list.data.data.find((order) => order.id === submitted.data.id);
    expect(mine).toMatchObject({ user_name: '买家小张', tel: '13812345678', status_name: '已提交' });
    expect(mine?.user_mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    const completed = await post<OrderPage>(
      t.app,
      '/api/admin/custom_order_list',
      { page: 1, status: 'completed' },
      operator,
    );
    expect(completed.data.data.every((order) => order.status === 'completed')).toBe(true);
    expect(completed.data.data.map((order) => order.id)).toContain(done);
    expect(await post(t.app, '/api/admin/custom_order_detail', { id: 987_654 }, operator)).toMatchObject({
      code: 0,
      msg: '需求不存在',
    });
  });

  it('walks an order 已提交 → 沟通中 → 已报价 → 已完成; each step in the thread, the log and the inbox', async () => {
    const buyer = await createUser(t);
    const { data: order } = await post<Order>(
      t.app,
      '/api/custom/submit',
      orderForm(t, { describe: '完整流程：品牌声量月报数据定制' }),
      buyer.token,
    );
    const id = order.id;

    expect(await adminReply(id, '您好，已收到您的需求，今天下午电话联系您。')).toMatchObject({
      code: 1,
      msg: '回复成功',
      data: { status: 'submitted', last_reply_by: 'operator' },
    });
    expect(await setStatus(id, 'communicating')).toMatchObject({
      code: 1,
      msg: '需求状态已更新',
      data: { status: 'communicating', status_name: '沟通中' },
    });
    const quoted = await quote(id, '12000.5', '含3个月数据，5个工作日交付');
    expect(quoted).toMatchObject({
      code: 1,
      msg: '报价已发送给用户',
      data: { status: 'quoted', quote_fen: 1_200_050, quote_note: '含3个月数据，5个工作日交付' },
    });
    // Quoted again while 已报价: the new price replaces the old one.
    expect((await quote(id, '11000')).data).toMatchObject({ status: 'quoted', quote_fen: 1_100_000, quote_note: '' });
    expect(await setStatus(id, 'completed')).toMatchObject({ code: 1, data: { status: 'completed', open: false } });

    // The user sees it all, in order, in their own detail.
    const seen = await post<Order>(t.app, '/api/custom/detail', { id }, buyer.token);
    expect(seen.data.thread.map((entry) => [entry.author, entry.kind, entry.content])).toEqual([
      ['operator', 'reply', '您好，已收到您的需求，今天下午电话联系您。'],
      ['operator', 'status', '状态变更为“沟通中”'],
      ['operator', 'quote', '报价 ¥12000.50（含3个月数据，5个工作日交付）'],
      ['operator', 'quote', '报价 ¥11000.00'],
      ['operator', 'status', '状态变更为“已完成”'],
    ]);
    expect(seen.data).toMatchObject({ status_name: '已完成', quote_fen: 1_100_000 });

    const messages = await messagesOf(buyer.userId);
    expect(messages.map((message) => [message.type, message.title])).toEqual([
      ['custom_order', '数据定制需求有新回复'],
      ['custom_order', '数据定制需求沟通中'],
      ['custom_order', '数据定制需求已报价'],
      ['custom_order', '数据定制需求已报价'],
      ['custom_order', '数据定制需求已完成'],
    ]);
    expect(messages[0]?.content).toContain('今天下午电话联系您');
    expect(messages[0]?.content).toContain(order.order_no);
    expect(messages[2]?.content).toContain('已报价：报价 ¥12000.50');
    expect(messages[3]?.content).toContain('报价已更新：报价 ¥11000.00');
    // The inbox shows the new type by its Chinese name.
    const inbox = await post<{ data: Array<{ type: string; type_name: string }> }>(
      t.app,
      '/api/index/message',
      { page: 1, type: 'custom_order' },
      buyer.token,
    );
    expect(inbox.data.data[0]).toMatchObject({ type: 'custom_order', type_name: '数据定制' });

    const logs = await logsFor(id);
    expect(logs.map((log) => [log.action, log.detail])).toEqual([
      ['custom_reply', '您好，已收到您的需求，今天下午电话联系您。'],
      ['custom_status', '已提交 → 沟通中'],
      ['custom_quote', '报价 ¥12000.50（含3个月数据，5个工作日交付）'],
      ['custom_quote', '报价 ¥11000.00，原报价 ¥12000.50'],
      ['custom_status', '已报价 → 已完成'],
    ]);
    expect(logs.every((log) => log.operator_mobile === OPERATOR_MOBILE)).toBe(true);
    // The operator log list names the new actions.
    const logList = await post<{ data: Array<{ action: string; action_name: string }> }>(
      t.app,
      '/api/admin/operator_logs',
      { page: 1 },
      operator,
    );
    expect(logList.data.data.find((log) => log.action === 'custom_quote')?.action_name).toBe('定制需求报价');
  });

  it('allows only the transitions of the state machine; a refusal changes nothing', async () => {
    const buyer = await createUser(t);
    const refused: Array<[CustomOrderStatus, string, string]> = [
      ['submitted', 'completed', '需求当前为“已提交”，不能变更为“已完成”'],
      ['submitted', 'submitted', '请选择要变更的状态'],
      ['communicating', 'communicating', '需求当前为“沟通中”，不能变更为“沟通中”'],
      ['communicating', 'completed', '需求当前为“沟通中”，不能变更为“已完成”'],
      ['quoted', 'communicating', '需求当前为“已报价”，不能变更为“沟通中”'],
      ['completed', 'closed', '需求当前为“已完成”，不能变更为“已关闭”'],
      ['completed', 'communicating', '需求当前为“已完成”，不能变更为“沟通中”'],
      ['closed', 'communicating', '需求当前为“已关闭”，不能变更为“沟通中”'],
      ['closed', 'closed', '需求当前为“已关闭”，不能变更为“已关闭”'],
      ['submitted', 'quoted', '请选择要变更的状态'],
    ];
    for (const [from, to, message] of refused) {
      const id = await insertCustomOrder(t, buyer.userId, from);
      expect(await setStatus(id, to), `${from} → ${to}`).toMatchObject({ code: 0, msg: message });
      expect(await statusOf(id)).toBe(from);
      expect(await logsFor(id)).toEqual([]);
    }
    const allowed: Array<[CustomOrderStatus, CustomOrderStatus]> = [
      ['submitted', 'communicating'],
      ['submitted', 'closed'],
      ['communicating', 'closed'],
      ['quoted', 'completed'],
      ['quoted', 'closed'],
    ];
    for (const [from, to] of allowed) {
      const id = await insertCustomOrder(t, buyer.userId, from);
      expect(await setStatus(id, to), `${from} → ${to}`).toMatchObject({ code: 1, data: { status: to } });
      expect(await logsFor(id)).toHaveLength(1);
    }
    // A quote only from 沟通中 or 已报价.
    for (const from of ['submitted', 'completed', 'closed'] as const) {
      const id = await insertCustomOrder(t, buyer.userId, from);
      expect(await quote(id, '100'), from).toMatchObject({ code: 0, msg: '仅沟通中或已报价的需求可以报价' });
      expect(await statusOf(id)).toBe(from);
    }
    // Replies only to open orders.
    const closed = await insertCustomOrder(t, buyer.userId, 'closed');
    expect(await adminReply(closed, '迟到的回复')).toMatchObject({ code: 0, msg: '该需求已结束，不能再回复' });
    expect(await messagesOf(buyer.userId)).toHaveLength(allowed.length);
  });

  it('reads the quote in yuan exactly, and says what is wrong with it', async () => {
    const buyer = await createUser(t);
    const id = await insertCustomOrder(t, buyer.userId, 'communicating');
    const bad: Array<[string | undefined, string]> = [
      [undefined, '请输入报价金额'],
      ['  ', '请输入报价金额'],
      ['0', '报价金额须为0.01至10000000元，最多两位小数'],
      ['0.001', '报价金额须为0.01至10000000元，最多两位小数'],
      ['-5', '报价金额须为0.01至10000000元，最多两位小数'],
      ['1e5', '报价金额须为0.01至10000000元，最多两位小数'],
      ['10000000.01', '报价金额须为0.01至10000000元，最多两位小数'],
      ['一万', '报价金额须为0.01至10000000元，最多两位小数'],
    ];
    for (const [amount, message] of bad) {
      expect(await quote(id, amount), String(amount)).toMatchObject({ code: 0, msg: message });
    }
    expect(await quote(id, '1', '说'.repeat(201))).toMatchObject({ code: 0, msg: '报价说明不能超过200个字符' });
    expect(await statusOf(id)).toBe('communicating');
    // 0.1 + 0.2 in floats is 0.30000000000000004: the fen are read from the text.
    expect((await quote(id, '0.3')).data.quote_fen).toBe(30);
    expect((await quote(id, '19.99')).data.quote_fen).toBe(1999);
    expect((await quote(id, '10000000')).data.quote_fen).toBe(1_000_000_000);
  });

  it('moves an order once when two operators change it at the same time', async () => {
    const buyer = await createUser(t);
    const id = await insertCustomOrder(t, buyer.userId);
    const answers = await Promise.all(Array.from({ length: 8 }, () => setStatus(id, 'communicating')));
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.msg === '需求当前为“沟通中”，不能变更为“沟通中”')).toHaveLength(7);
    expect(await logsFor(id)).toHaveLength(1);
    expect(await messagesOf(buyer.userId)).toHaveLength(1);
  });

  it('rolls the change back when its log line cannot be written', async () => {
    const buyer = await createUser(t);
    const id = await insertCustomOrder(t, buyer.userId);
    // Rows of earlier tests hold the action, so the check is added NOT VALID: it refuses new lines only.
    await sql`alter table operator_logs add constraint operator_logs_no_custom_ck check (action <> 'custom_status') not valid`.execute(
      t.ctx.db,
    );
    try {
      expect(await setStatus(id, 'communicating')).toMatchObject({ code: 0, msg: '服务繁忙，请稍后再试' });
      expect(await statusOf(id)).toBe('submitted');
      expect(await messagesOf(buyer.userId)).toEqual([]);
      expect(
        await t.ctx.db.selectFrom('custom_order_replies').select('id').where('order_id', '=', id).execute(),
      ).toEqual([]);
    } finally {
      await sql`alter table operator_logs drop constraint operator_logs_no_custom_ck`.execute(t.ctx.db);
    }
  });
});
