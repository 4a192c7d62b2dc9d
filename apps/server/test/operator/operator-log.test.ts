import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/users.js';
import { createOperatorApp, type OperatorApp, operatorLogRows, send } from './operator-support.js';

interface LogPage {
  data: Array<{
    id: number;
    mobile: string;
    action: string;
    action_name: string;
    target: string;
    detail: string;
    ip: string;
    time: string;
  }>;
  page: number;
  per_page: number;
  total: number;
}

describe('the operator log', () => {
  let o: OperatorApp;
  beforeAll(async () => {
    o = await createOperatorApp();
  });
  afterAll(async () => o.t.close());

  const act = (path: string, form: Record<string, string | number>) =>
    send<{ id?: number }>(o.t, path, form, { token: o.operator, ip: '203.0.113.7' });
  const batch = (name: string, extra: Record<string, string | number> = {}) =>
    act('/api/admin/coupon_batch_create', {
      name,
      kind: 'amount',
      amount: '20',
      valid_days: 7,
      audience: 'all',
      ...extra,
    });

  it('writes exactly one row per action: who, what, on which record, from where, when', async () => {
    const member = await createUser(o.t);
    const steps: Array<[() => Promise<unknown>, string]> = [
      [() => batch('日志批次'), 'coupon_batch'],
      [() => batch('日志发放', { audience: 'mobiles', mobiles: member.mobile }), 'coupon_grant'],
      [
        async () => {
          const row = await o.t.ctx.db
            .selectFrom('coupon_campaigns')
            .select('id')
            .where('name', '=', '日志批次')
            .executeTakeFirstOrThrow();
          return act('/api/admin/coupon_batch_stop', { id: row.id });
        },
        'coupon_stop',
      ],
      [() => act('/api/admin/gift_codes_create', { level: 30, days: 7, count: 2, batch: '日志兑换码' }), 'gift_codes'],
    ];
    for (const [step, action] of steps) {
      const before = (await operatorLogRows(o.t)).length;
      o.t.clock.advance(1000);
      await step();
      const added = (await operatorLogRows(o.t)).slice(before);
      expect(
        added.map((row) => row.action),
        action,
      ).toEqual([action]);
      expect(added[0]).toMatchObject({
        operator_id: o.operatorId,
        operator_mobile: '13900009999',
        ip: '203.0.113.7',
        created_at: o.t.clock.now(),
      });
    }
    // Reading is not an action.
    await act('/api/admin/coupon_batch_list', { page: 1 });
    await act('/api/admin/order_list', { page: 1 });
    expect(await operatorLogRows(o.t)).toHaveLength(4);

    const page = await send<LogPage>(o.t, '/api/admin/operator_logs', { page: 1 }, { token: o.operator });
    expect(page.data).toMatchObject({ page: 1, per_page: 20, total: 4 });
    expect(page.data.data.map((row) => [row.action_name, row.target])).toEqual([
      ['生成兑换码', '日志兑换码'],
      ['停止优惠券批次', '日志批次'],
      ['发放优惠券', '日志发放'],
      ['创建优惠券批次', '日志批次'],
    ]);
    expect(page.data.data[0]).toMatchObject({
      mobile: '13900009999',
      detail: '高级版7天 × 2',
      ip: '203.0.113.7',
      time: '2026-01-05 10:00:04',
    });
  });

  it('logs in the transaction of the change: when the log line cannot be written, nothing changes', async () => {
    const refuse = (action: string) =>
      sql`alter table operator_logs add constraint operator_logs_refuse_ck check (action <> ${sql.lit(action)}) not valid`.execute(
        o.t.ctx.db,
      );
    const allow = () => sql`alter table operator_logs drop constraint operator_logs_refuse_ck`.execute(o.t.ctx.db);
    const busy = { code: 0, msg: '服务繁忙，请稍后再试', data: null };
    const logs = (await operatorLogRows(o.t)).length;

    await refuse('coupon_batch');
    expect(await batch('回滚批次')).toEqual(busy);
    await allow();
    const named = (name: string) =>
      o.t.ctx.db.selectFrom('coupon_campaigns').select(['id', 'active']).where('name', '=', name).execute();
    expect(await named('回滚批次')).toEqual([]);

    const member = await createUser(o.t);
    await refuse('coupon_grant');
    expect(await batch('回滚发放', { audience: 'mobiles', mobiles: member.mobile })).toEqual(busy);
    await allow();
    expect(await named('回滚发放')).toEqual([]);
    const held = await o.t.ctx.db
      .selectFrom('user_coupons')
      .select('id')
      .where('user_id', '=', member.userId)
      .execute();
    expect(held).toEqual([]);
    const inbox = await o.t.ctx.db.selectFrom('messages').select('id').where('user_id', '=', member.userId).execute();
    expect(inbox).toEqual([]);

    const made = await batch('回滚停止');
    await refuse('coupon_stop');
    expect(await act('/api/admin/coupon_batch_stop', { id: made.data.id ?? 0 })).toEqual(busy);
    await allow();
    expect((await named('回滚停止'))[0]?.active).toBe(true);

    const codes = (await o.t.ctx.db.selectFrom('gift_codes').select('code').execute()).length;
    await refuse('gift_codes');
    expect(await act('/api/admin/gift_codes_create', { level: 40, days: 30, count: 5, batch: '回滚' })).toEqual(busy);
    await allow();
    expect(await o.t.ctx.db.selectFrom('gift_codes').select('code').execute()).toHaveLength(codes);

    // Only the one batch that went through left a line.
    expect((await operatorLogRows(o.t)).slice(logs).map((row) => row.target)).toEqual(['回滚停止']);
  });
});
