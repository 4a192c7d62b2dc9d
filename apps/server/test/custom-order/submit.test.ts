import { addDays, chinaDate } from '@boguan/contracts/china-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { type Order, type OrderPage, orderForm } from './custom-order-support.js';

describe('数据定制: submitting an order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const submit = (token: string, overrides: Record<string, string | string[] | undefined> = {}) =>
    post<Order>(t.app, '/api/custom/submit', orderForm(t, overrides), token);
  const rowsOf = (userId: number) =>
    t.ctx.db.selectFrom('custom_orders').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  it('stores a valid order as 已提交 and answers it with its names', async () => {
    const user = await createUser(t);
    const answer = await submit(user.token, { scope: ['comment', 'kol', 'kol'], email: '', company: '' });
    expect(answer).toMatchObject({ code: 1, msg: '需求已提交，我们会尽快与您联系' });
    expect(answer.data).toMatchObject({
      status: 'submitted',
      status_name: '已提交',
      scope: ['comment', 'kol'],
      scope_names: ['评论与转发', '微博博主'],
      budget: 'from_20k',
      budget_name: '2万-5万元',
      contact: '王小明',
      tel: '13812345678',
      email: '',
      company: '',
      quote_fen: null,
      open: true,
      last_reply_by: '',
      thread: [],
    });
    expect(answer.data.order_no).toBe(`DZ${String(answer.data.id).padStart(8, '0')}`);
    expect(await rowsOf(user.userId)).toHaveLength(1);
  });

  it('answers -1 to a visitor and writes nothing', async () => {
    const before = await t.ctx.db.selectFrom('custom_orders').select('id').execute();
    expect(await post(t.app, '/api/custom/submit', orderForm(t))).toMatchObject({ code: -1 });
    expect(await t.ctx.db.selectFrom('custom_orders').select('id').execute()).toHaveLength(before.length);
  });

  it('says every rule of the form in the questionnaire style, and stores nothing', async () => {
    const user = await createUser(t);
    const today = chinaDate(t.clock.now());
    const cases: Array<[Record<string, string | string[] | undefined>, string]> = [
      [{ describe: '' }, '请描述您需要的数据'],
      [{ describe: '   ' }, '请描述您需要的数据'],
      [{ describe: '博主数据' }, '需求描述至少10个字'],
      [{ describe: '字'.repeat(1001) }, '需求描述不能超过1000个字'],
      [{ describe: '需要博主数据\u0000，谢谢配合处理' }, '需求描述包含非法字符'],
      [{ scope: [] }, '请选择数据范围'],
      [{ scope: ['kol', 'tiktok'] }, '请选择数据范围'],
      [{ date_from: '' }, '请选择开始日期'],
      [{ date_to: '' }, '请选择结束日期'],
      [{ date_from: '2025-02-30' }, '开始日期格式不正确'],
      [{ date_to: '20250101' }, '结束日期格式不正确'],
      [{ date_from: '2009-08-13' }, '开始日期不能早于2009-08-14'],
      [{ date_from: today, date_to: addDays(today, -1) }, '开始日期不能晚于结束日期'],
      [{ date_from: addDays(today, -366), date_to: today }, '时间范围最长为366天'],
      [{ date_from: today, date_to: addDays(today, 91) }, '结束日期不能晚于今天之后90天'],
      [{ budget: '' }, '请选择预算范围'],
      [{ budget: '100万' }, '请选择预算范围'],
      [{ contact: '' }, '请填写您的姓名'],
      [{ contact: '名'.repeat(31) }, '姓名不能超过30个字符'],
      [{ tel: '' }, '请填写您的联系号码'],
      [{ tel: '12812345678' }, '请填写正确的联系号码'],
      [{ tel: '1381234567' }, '请填写正确的联系号码'],
      [{ email: 'wang@' }, '请填写正确的邮箱'],
      [{ email: `${'a'.repeat(95)}@x.com` }, '邮箱不能超过100个字符'],
      [{ company: '司'.repeat(101) }, '公司名称不能超过100个字符'],
    ];
    for (const [overrides, message] of cases) {
      expect(await submit(user.token, overrides), JSON.stringify(overrides)).toMatchObject({ code: 0, msg: message });
    }
    // The first broken rule in the form's order wins, as on the web.
    expect(await submit(user.token, { describe: '', tel: '', contact: '' })).toMatchObject({
      msg: '请描述您需要的数据',
    });
    expect(await submit(user.token, { contact: '', tel: 'x' })).toMatchObject({ msg: '请填写您的姓名' });
    expect(await rowsOf(user.userId)).toEqual([]);
  });

  it('takes the boundaries: 366 days, 90 days ahead, Weibo launch day, scope as one comma text', async () => {
    const user = await createUser(t);
    const today = chinaDate(t.clock.now());
    const ok = [
      { date_from: addDays(today, -365), date_to: today, describe: '最长区间的需求描述测试文字' },
      { date_from: today, date_to: addDays(today, 90), describe: '未来九十天的活动期数据需求' },
      { date_from: '2009-08-14', date_to: '2010-08-14', describe: '微博上线第一年的博文数据需求' },
      { scope: 'topic,brand', describe: '逗号分隔的数据范围需求描述' },
    ];
    for (const overrides of ok) {
      expect(await submit(user.token, overrides), JSON.stringify(overrides)).toMatchObject({ code: 1 });
    }
    // The bound moves with the clock: tomorrow a period ending 91 days from today is fine.
    t.clock.advance(86_400_000);
    expect(
      await submit(user.token, { date_to: addDays(today, 91), describe: '随时钟移动的结束日期需求' }),
    ).toMatchObject({ code: 1 });
    t.clock.advance(-86_400_000);
  });

  it('answers the first order to a double submit: 10 identical parallel calls make one order', async () => {
    const user = await createUser(t);
    const form = orderForm(t, { describe: '并发重复提交的需求：只应生成一条' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post<Order>(t.app, '/api/custom/submit', form, user.token)),
    );
    expect(answers.every((answer) => answer.code === 1)).toBe(true);
    const ids = new Set(answers.map((answer) => answer.data.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.msg === '需求已提交，我们会尽快与您联系')).toHaveLength(1);
    expect(answers.filter((answer) => answer.msg === '该需求已提交，请勿重复提交')).toHaveLength(9);
    expect(await rowsOf(user.userId)).toHaveLength(1);

    // The scopes in another order are the same content; a changed text is a new order.
    const again = await post<Order>(
      t.app,
      '/api/custom/submit',
      { ...form, scope: [...(form.scope as string[])].reverse() },
      user.token,
    );
    expect(again).toMatchObject({ code: 1, msg: '该需求已提交，请勿重复提交', data: { id: [...ids][0] } });
    const other = await post<Order>(
      t.app,
      '/api/custom/submit',
      { ...form, describe: '另一条不同的需求描述文字' },
      user.token,
    );
    expect(other.code).toBe(1);
    expect(other.data.id).not.toBe([...ids][0]);
    // Another user with the same content gets an order of their own.
    const someone = await createUser(t);
    const theirs = await post<Order>(t.app, '/api/custom/submit', form, someone.token);
    expect(theirs).toMatchObject({ code: 1, msg: '需求已提交，我们会尽快与您联系' });
    expect(theirs.data.id).not.toBe([...ids][0]);
  });

  it('takes the same content again after the window, or once the first one is closed', async () => {
    const user = await createUser(t);
    const form = orderForm(t, { describe: '窗口期之后再次提交相同的需求' });
    const first = await post<Order>(t.app, '/api/custom/submit', form, user.token);
    t.clock.advance(10 * 60_000 + 1000);
    const later = await post<Order>(
      t.app,
      '/api/custom/submit',
      orderForm(t, { describe: form.describe as string }),
      user.token,
    );
    expect(later).toMatchObject({ code: 1, msg: '需求已提交，我们会尽快与您联系' });
    expect(later.data.id).not.toBe(first.data.id);
    expect(await post(t.app, '/api/custom/close', { id: later.data.id }, user.token)).toMatchObject({ code: 1 });
    const afterClose = await post<Order>(
      t.app,
      '/api/custom/submit',
      orderForm(t, { describe: form.describe as string }),
      user.token,
    );
    expect(afterClose.msg).toBe('需求已提交，我们会尽快与您联系');
    expect(await rowsOf(user.userId)).toHaveLength(3);
  });

  it('holds an account to 5 open orders, even under parallel submits; a closed one frees a place', async () => {
    const user = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post<Order>(
          t.app,
          '/api/custom/submit',
          orderForm(t, { describe: `第${i + 1}条并发提交的不同需求描述` }),
          user.token,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(5);
    expect(answers.filter((answer) => answer.code === 0).map((answer) => answer.msg)).toEqual(
      Array(3).fill('您已有5个进行中的定制需求，请等待处理完成或关闭后再提交'),
    );
    expect(await rowsOf(user.userId)).toHaveLength(5);
    const [first] = answers.filter((answer) => answer.code === 1);
    await post(t.app, '/api/custom/close', { id: first?.data.id }, user.token);
    expect(await submit(user.token, { describe: '关闭一条之后可以再提交的需求' })).toMatchObject({ code: 1 });
  });

  it('lists only the user own orders, newest first, by state; another user sees none of them', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const a = await submit(user.token, { describe: '列表中的第一条需求描述文字' });
    const b = await submit(user.token, { describe: '列表中的第二条需求描述文字' });
    await post(t.app, '/api/custom/close', { id: a.data.id }, user.token);
    const list = await post<OrderPage>(t.app, '/api/custom/list', { page: 1 }, user.token);
    expect(list.data).toMatchObject({ page: 1, per_page: 10, total: 2 });
    expect(list.data.data.map((order) => [order.id, order.status_name])).toEqual([
      [b.data.id, '已提交'],
      [a.data.id, '已关闭'],
    ]);
    const closed = await post<OrderPage>(t.app, '/api/custom/list', { page: 1, status: 'closed' }, user.token);
    expect(closed.data.data.map((order) => order.id)).toEqual([a.data.id]);
    expect(await post(t.app, '/api/custom/list', { status: 'paid' }, user.token)).toMatchObject({
      code: 0,
      msg: '需求状态不正确',
    });
    expect((await post<OrderPage>(t.app, '/api/custom/list', { page: 1 }, other.token)).data.total).toBe(0);
  });
});
