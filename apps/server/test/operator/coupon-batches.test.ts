import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextMobile } from '../support/users.js';
import { type BatchList, createOperatorApp, type OperatorApp, operatorLogRows, send } from './operator-support.js';

interface UserCoupons {
  data: Array<{
    name: string;
    kind: string;
    amount_fen: number;
    rate_pct: number | null;
    max_discount_fen: number | null;
    threshold_fen: number;
    desc: string;
    status: number;
    valid_to: string;
  }>;
  total: number;
}

interface Created {
  id: number;
  name: string;
  granted: number;
  unknown_mobiles: string[];
}

const CREATE = '/api/admin/coupon_batch_create';

describe('coupon batches in the operator area', () => {
  let o: OperatorApp;
  beforeAll(async () => {
    o = await createOperatorApp();
  });
  afterAll(async () => o.t.close());

  const create = (form: Record<string, string | number | string[] | undefined>) =>
    send<Created>(o.t, CREATE, form, { token: o.operator });
  const list = async () =>
    (await send<BatchList>(o.t, '/api/admin/coupon_batch_list', { page: 1 }, { token: o.operator })).data;
  const couponsOf = async (token: string) =>
    (await send<UserCoupons>(o.t, '/api/coupon/userCoupon', {}, { token })).data;

  it('creates a claimable rate batch; a claim copies its kind; the list counts claims and uses', async () => {
    const made = await create({
      name: '会员日 8.5折',
      kind: 'rate',
      rate: '8.5',
      max_discount: '200',
      threshold: '500',
      valid_days: 7,
      audience: 'all',
      quantity: 2,
    });
    expect(made).toMatchObject({ code: 1, msg: '优惠券批次已创建', data: { name: '会员日 8.5折', granted: 0 } });
    expect(made.data.unknown_mobiles).toEqual([]);

    const user = await createUser(o.t);
    expect((await send(o.t, '/api/coupon/manualCoupon', {}, { token: user.token })).code).toBe(1);
    const mine = await couponsOf(user.token);
    expect(mine.data.find((c) => c.name === '会员日 8.5折')).toMatchObject({
      kind: 'rate',
      amount_fen: 0,
      rate_pct: 85,
      max_discount_fen: 20_000,
      threshold_fen: 50_000,
      desc: '满500享8.5折 最高减200',
      status: 0,
      valid_to: '2026-01-12 10:00:00',
    });
    // The seeded new-user coupon is still the amount kind.
    expect(mine.data.find((c) => c.name === '新人专享 满300减50')).toMatchObject({
      kind: 'amount',
      rate_pct: null,
      max_discount_fen: null,
      desc: '满300减50',
    });

    const batch = (await list()).data.find((b) => b.id === made.data.id);
    expect(batch).toMatchObject({
      kind: 'rate',
      desc: '满500享8.5折 最高减200',
      audience: 'all',
      quantity: 2,
      claimed: 1,
      used: 0,
      state: 'running',
      state_name: '进行中',
      starts_at: '2026-01-05 10:00:00',
      ends_at: '',
    });
    await createUser(o.t).then((u) => send(o.t, '/api/coupon/manualCoupon', {}, { token: u.token }));
    expect((await list()).data.find((b) => b.id === made.data.id)).toMatchObject({
      claimed: 2,
      state: 'sold_out',
      state_name: '已领完',
    });
  });

  it('takes a window in China dates: upcoming until its first day, ended after its last', async () => {
    const made = await create({
      name: '春节 无门槛减50',
      kind: 'amount',
      amount: '50',
      threshold: '',
      valid_days: 3,
      audience: 'new_users',
      audience_days: 10,
      starts_at: '2026-01-06',
      ends_at: '2026-01-07',
    });
    expect(made.code).toBe(1);
    const batch = () => list().then((page) => page.data.find((b) => b.id === made.data.id));
    expect(await batch()).toMatchObject({
      desc: '无门槛减50',
      state: 'upcoming',
      starts_at: '2026-01-06 00:00:00',
      ends_at: '2026-01-08 00:00:00',
    });
    o.t.clock.set('2026-01-07T15:59:59.000Z');
    expect((await batch())?.state).toBe('running');
    o.t.clock.set('2026-01-07T16:00:00.000Z');
    expect((await batch())?.state).toBe('ended');
    o.t.clock.set('2026-01-05T02:00:00.000Z');
  });

  it('stops a batch: no further claims, logged once; a second stop and an unknown id say so', async () => {
    const made = await create({ name: '停止测试', kind: 'amount', amount: '10', valid_days: 7, audience: 'all' });
    const before = (await operatorLogRows(o.t)).length;
    const stop = (id: number | string) => send(o.t, '/api/admin/coupon_batch_stop', { id }, { token: o.operator });
    expect(await stop(made.data.id)).toEqual({ code: 1, msg: '已停止领取', data: null });
    expect(await stop(made.data.id)).toEqual({ code: 0, msg: '该批次已停止领取', data: null });
    expect(await stop(999_999)).toEqual({ code: 0, msg: '优惠券批次不存在', data: null });
    expect(await stop('abc')).toMatchObject({ code: 0, msg: '优惠券批次编号不正确' });
    const logs = (await operatorLogRows(o.t)).slice(before);
    expect(logs.map((row) => [row.action, row.target])).toEqual([['coupon_stop', '停止测试']]);
    expect((await list()).data.find((b) => b.id === made.data.id)).toMatchObject({ state: 'stopped' });
    const user = await createUser(o.t);
    await send(o.t, '/api/coupon/manualCoupon', {}, { token: user.token });
    expect((await couponsOf(user.token)).data.map((c) => c.name)).not.toContain('停止测试');
  });

  it('stops once under 20 parallel stops: one answer 已停止领取, one log line', async () => {
    const made = await create({ name: '并发停止', kind: 'amount', amount: '10', valid_days: 7, audience: 'all' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(o.t, '/api/admin/coupon_batch_stop', { id: made.data.id }, { token: o.operator }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.msg === '该批次已停止领取')).toHaveLength(19);
    const stops = (await operatorLogRows(o.t)).filter(
      (row) => row.target === '并发停止' && row.action === 'coupon_stop',
    );
    expect(stops).toHaveLength(1);
  });

  it('grants a batch to listed mobiles at once: each account once, unknown numbers answered back', async () => {
    const a = await createUser(o.t);
    const b = await createUser(o.t);
    const stranger = nextMobile();
    const made = await create({
      name: '大客户回馈',
      kind: 'amount',
      amount: '100',
      threshold: '300',
      valid_days: 30,
      audience: 'mobiles',
      mobiles: `${a.mobile}\n${b.mobile}，${stranger} ${a.mobile}`,
    });
    expect(made).toMatchObject({ code: 1, msg: '已向2位用户发放优惠券' });
    expect(made.data).toMatchObject({ granted: 2, unknown_mobiles: [stranger] });
    for (const user of [a, b]) {
      const coupons = (await couponsOf(user.token)).data.filter((c) => c.name === '大客户回馈');
      expect(coupons).toHaveLength(1);
      expect(coupons[0]).toMatchObject({ desc: '满300减100', valid_to: '2026-02-04 10:00:00' });
      const inbox = await send<{ data: Array<{ type: string; content: string }> }>(
        o.t,
        '/api/index/message',
        {},
        { token: user.token },
      );
      expect(inbox.data.data[0]).toMatchObject({ type: 'coupon' });
      expect(inbox.data.data[0]?.content).toContain('大客户回馈');
    }
    // Granted, never claimable: another user's claim does not find it.
    const other = await createUser(o.t);
    await send(o.t, '/api/coupon/manualCoupon', {}, { token: other.token });
    expect((await couponsOf(other.token)).data.map((c) => c.name)).not.toContain('大客户回馈');
    expect((await list()).data.find((x) => x.id === made.data.id)).toMatchObject({
      audience: 'mobiles',
      claimed: 2,
      state: 'granted',
      state_name: '已发放',
    });
    const log = (await operatorLogRows(o.t)).filter((row) => row.target === '大客户回馈');
    expect(log.map((row) => [row.action, row.detail])).toEqual([
      ['coupon_grant', '满300减100，有效30天，发放2人，未注册1个'],
    ]);
  });

  it('grants once when the same request arrives 20 times in parallel', async () => {
    const users = await Promise.all([createUser(o.t), createUser(o.t), createUser(o.t)]);
    const form = {
      name: '并发发放',
      kind: 'rate',
      rate: '9',
      valid_days: 7,
      audience: 'mobiles',
      mobiles: users.map((user) => user.mobile),
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(form)));
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.code !== 1)) {
      expect(refused).toEqual({ code: 0, msg: '已存在同名的优惠券批次，请换一个名称', data: null });
    }
    for (const user of users) {
      const rows = await o.t.ctx.db
        .selectFrom('user_coupons')
        .select('id')
        .where('user_id', '=', user.userId)
        .where('name', '=', '并发发放')
        .execute();
      expect(rows).toHaveLength(1);
    }
    const campaigns = await o.t.ctx.db
      .selectFrom('coupon_campaigns')
      .select('claimed')
      .where('name', '=', '并发发放')
      .execute();
    expect(campaigns).toEqual([{ claimed: 3 }]);
    expect((await operatorLogRows(o.t)).filter((row) => row.target === '并发发放')).toHaveLength(1);
  });

  it('says what is wrong with each field, in Chinese, and creates nothing', async () => {
    const base = { name: '校验', kind: 'amount', amount: '50', threshold: '300', valid_days: 7, audience: 'all' };
    const rate = { ...base, kind: 'rate', amount: undefined, rate: '8.5' };
    const cases: Array<[Record<string, string | number | string[] | undefined>, string]> = [
      [{ ...base, name: '' }, '请输入批次名称'],
      [{ ...base, name: '名'.repeat(41) }, '批次名称不能超过40个字符'],
      [{ ...base, kind: 'gift' }, '请选择优惠券类型'],
      [{ ...base, amount: '' }, '请输入减免金额'],
      [{ ...base, amount: '0' }, '减免金额须为0.01至10000元，最多两位小数'],
      [{ ...base, amount: '49.999' }, '减免金额须为0.01至10000元，最多两位小数'],
      [{ ...base, amount: '-5' }, '减免金额须为0.01至10000元，最多两位小数'],
      [{ ...base, amount: '1e3' }, '减免金额须为0.01至10000元，最多两位小数'],
      [{ ...base, amount: '10000.01', threshold: '' }, '减免金额须为0.01至10000元，最多两位小数'],
      [{ ...base, amount: '300' }, '减免金额须小于使用门槛'],
      [{ ...rate, rate: '' }, '请输入折扣'],
      [{ ...rate, rate: '10' }, '折扣须为0.1至9.9折，最多一位小数'],
      [{ ...rate, rate: '8.55' }, '折扣须为0.1至9.9折，最多一位小数'],
      [{ ...rate, rate: '0' }, '折扣须为0.1至9.9折，最多一位小数'],
      [{ ...rate, max_discount: '0' }, '最高优惠金额须为0.01至10000元，最多两位小数'],
      [{ ...base, threshold: '-1' }, '使用门槛须为0至100000元，最多两位小数'],
      [{ ...base, threshold: '三百' }, '使用门槛须为0至100000元，最多两位小数'],
      [{ ...base, valid_days: '' }, '有效天数须为1-365之间的整数'],
      [{ ...base, valid_days: 366 }, '有效天数须为1-365之间的整数'],
      [{ ...base, valid_days: '1.5' }, '有效天数须为1-365之间的整数'],
      [{ ...base, audience: 'vip' }, '请选择发放对象'],
      [{ ...base, audience: 'new_users', audience_days: 0 }, '注册天数须为1-365之间的整数'],
      [{ ...base, quantity: 0 }, '发放数量须为1-1000000之间的整数'],
      [{ ...base, quantity: 'many' }, '发放数量须为1-1000000之间的整数'],
      [{ ...base, starts_at: '2026-02-30' }, '开始日期格式不正确'],
      [{ ...base, ends_at: 'tomorrow' }, '结束日期格式不正确'],
      [{ ...base, starts_at: '2026-02-01', ends_at: '2026-01-20' }, '结束日期不能早于开始日期'],
      [{ ...base, ends_at: '2026-01-04' }, '结束日期不能早于今天'],
      [{ ...base, audience: 'mobiles' }, '请输入接收优惠券的手机号'],
      [{ ...base, audience: 'mobiles', mobiles: '1390000' }, '手机号格式不正确：1390000'],
      [
        {
          ...base,
          audience: 'mobiles',
          mobiles: Array.from({ length: 501 }, (_, i) => `1390${String(i).padStart(7, '0')}`),
        },
        '手机号一次最多500个',
      ],
    ];
    const campaigns = (await o.t.ctx.db.selectFrom('coupon_campaigns').select('id').execute()).length;
    for (const [form, message] of cases) {
      expect(await create(form), message).toEqual({ code: 0, msg: message, data: null });
    }
    expect((await o.t.ctx.db.selectFrom('coupon_campaigns').select('id').execute()).length).toBe(campaigns);
    expect((await operatorLogRows(o.t)).filter((row) => row.target === '校验')).toEqual([]);
    // A name an operator batch already has.
    expect((await create(base)).code).toBe(1);
    expect(await create({ ...base, amount: '20' })).toEqual({
      code: 0,
      msg: '已存在同名的优惠券批次，请换一个名称',
      data: null,
    });
  });
});
