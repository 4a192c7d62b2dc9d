import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/users.js';
import { createOperatorApp, type OperatorApp, operatorLogRows, send } from './operator-support.js';

interface Made {
  batch: string;
  level: number;
  level_name: string;
  days: number;
  redeem_before: string;
  codes: string[];
}

interface GiftBatches {
  data: Array<{
    batch: string;
    level: number;
    level_name: string;
    days: number;
    count: number;
    used: number;
    redeem_before: string;
    create_time: string;
  }>;
  per_page: number;
  total: number;
}

describe('gift codes in the operator area', () => {
  let o: OperatorApp;
  beforeAll(async () => {
    o = await createOperatorApp();
  });
  afterAll(async () => o.t.close());

  const make = (form: Record<string, string | number | undefined>) =>
    send<Made>(o.t, '/api/admin/gift_codes_create', form, { token: o.operator });
  const batches = async () =>
    (await send<GiftBatches>(o.t, '/api/admin/gift_batch_list', { page: 1 }, { token: o.operator })).data;

  it('makes codes shown once, which members redeem; the batch list counts what was used', async () => {
    const made = await make({ level: 40, days: 30, count: 3, batch: '渠道A', redeem_before: '2026-01-31' });
    expect(made).toMatchObject({ code: 1, msg: '已生成3个兑换码，请立即复制保存' });
    expect(made.data).toMatchObject({
      batch: '渠道A',
      level: 40,
      level_name: '专业版',
      days: 30,
      redeem_before: '2026-01-31',
    });
    expect(made.data.codes).toHaveLength(3);
    expect(new Set(made.data.codes).size).toBe(3);
    for (const code of made.data.codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);

    const member = await createUser(o.t);
    const redeemed = await send(o.t, '/api/user/exchange', { keyword: made.data.codes[0] }, { token: member.token });
    expect(redeemed).toMatchObject({ code: 1, data: { level: 40, days: 30 } });
    expect(redeemed.msg).toContain('兑换成功，已为您开通专业版会员30天');

    expect((await batches()).data[0]).toEqual({
      batch: '渠道A',
      level: 40,
      level_name: '专业版',
      days: 30,
      count: 3,
      used: 1,
      redeem_before: '2026-01-31',
      create_time: '2026-01-05 10:00:00',
    });
    const log = (await operatorLogRows(o.t)).filter((row) => row.action === 'gift_codes');
    expect(log.map((row) => [row.target, row.detail, row.operator_mobile])).toEqual([
      ['渠道A', '专业版30天 × 3，2026-01-31前兑换', '13900009999'],
    ]);
    // The whole last day counts, China time; the day after, the code has expired.
    o.t.clock.set('2026-01-31T15:59:59.000Z');
    const lastDay = await createUser(o.t);
    expect(
      (await send(o.t, '/api/user/exchange', { keyword: made.data.codes[1] }, { token: lastDay.token })).code,
    ).toBe(1);
    o.t.clock.set('2026-01-31T16:00:00.000Z');
    const late = await createUser(o.t);
    expect(await send(o.t, '/api/user/exchange', { keyword: made.data.codes[2] }, { token: late.token })).toMatchObject(
      {
        code: 0,
        msg: '兑换码已过期',
      },
    );
    o.t.clock.set('2026-01-05T02:00:00.000Z');
  });

  it('lists batches newest first, a batch without a deadline included', async () => {
    o.t.clock.advance(60_000);
    const made = await make({ level: 30, days: 7, count: 2, batch: '试用' });
    expect(made.data.redeem_before).toBe('');
    const page = await batches();
    expect(page.data[0]).toMatchObject({ batch: '试用', level_name: '高级版', count: 2, used: 0, redeem_before: '' });
    expect(page.per_page).toBe(20);
    expect(page.total).toBeGreaterThanOrEqual(2);
    o.t.clock.set('2026-01-05T02:00:00.000Z');
  });

  it('says what is wrong with each field and makes nothing', async () => {
    const base = { level: 30, days: 30, count: 5, batch: '校验' };
    const cases: Array<[Record<string, string | number | undefined>, string]> = [
      [{ ...base, level: 20 }, '请选择会员等级'],
      [{ ...base, level: '' }, '请选择会员等级'],
      [{ ...base, days: 0 }, '会员天数须为1-365之间的整数'],
      [{ ...base, days: 366 }, '会员天数须为1-365之间的整数'],
      [{ ...base, days: 'x' }, '会员天数须为1-365之间的整数'],
      [{ ...base, count: 0 }, '生成数量须为1-500之间的整数'],
      [{ ...base, count: 501 }, '生成数量须为1-500之间的整数'],
      [{ ...base, count: 2.5 }, '生成数量须为1-500之间的整数'],
      [{ ...base, batch: '' }, '请输入批次名称'],
      [{ ...base, batch: '批'.repeat(41) }, '批次名称不能超过40个字符'],
      [{ ...base, redeem_before: '2026-13-01' }, '兑换截止日期格式不正确'],
      [{ ...base, redeem_before: '2026-01-04' }, '兑换截止日期不能早于今天'],
    ];
    const before = (await o.t.ctx.db.selectFrom('gift_codes').select('code').execute()).length;
    for (const [form, message] of cases) {
      expect(await make(form), message).toEqual({ code: 0, msg: message, data: null });
    }
    expect((await o.t.ctx.db.selectFrom('gift_codes').select('code').execute()).length).toBe(before);
    // Today is still a valid deadline.
    expect((await make({ ...base, count: 1, redeem_before: '2026-01-05' })).code).toBe(1);
  });
});
