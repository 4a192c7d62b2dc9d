import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import {
  alipayForm,
  fundedUser,
  GOOD_CARD,
  ledgerAvailable,
  operatorUser,
  type Paged,
  withdrawCalls,
} from './wallet-support.js';

describe('withdrawals from the commission balance', () => {
  let t: TestApp;
  let operator: { token: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp();
    operator = await operatorUser(t);
  });
  afterAll(async () => t.close());

  const { sub, info, reject } = withdrawCalls(
    () => t,
    () => operator.token,
  );

  it('refuses each bad field with its own message and writes nothing', async () => {
    const user = await fundedUser(t, 30_000);
    const bank = { amount: '100', account_type: 'bank', real_name: '李四', account: GOOD_CARD, bank_name: '工商银行' };
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...alipayForm('') }, '请输入提现金额'],
      [{ ...alipayForm('0') }, '提现金额不能低于100元'],
      [{ ...alipayForm('0.001') }, '提现金额格式不正确，最多保留两位小数'],
      [{ ...alipayForm('99.99') }, '提现金额不能低于100元'],
      [{ ...alipayForm('-100') }, '提现金额格式不正确，最多保留两位小数'],
      [{ ...alipayForm('1e3') }, '提现金额格式不正确，最多保留两位小数'],
      [{ ...alipayForm('300.01') }, '可提现余额不足'],
      [{ ...alipayForm('100'), account_type: 'wechat' }, '请选择提现方式'],
      [{ ...alipayForm('100'), real_name: '' }, '请填写真实姓名'],
      [{ ...alipayForm('100'), real_name: 'Zhang San' }, '真实姓名须为2-20个汉字（可含·）'],
      [{ ...alipayForm('100'), real_name: '张' }, '真实姓名须为2-20个汉字（可含·）'],
      [{ ...alipayForm('100'), account: '' }, '请填写支付宝账号'],
      [{ ...alipayForm('100'), account: '12345' }, '支付宝账号格式错误'],
      [{ ...alipayForm('100'), account: 'zhang@localhost' }, '支付宝账号格式错误'],
      [{ ...bank, account: '' }, '请填写银行卡号'],
      [{ ...bank, account: '6222020000000000001' }, '银行卡号格式错误'],
      [{ ...bank, account: '621700000000006' }, '银行卡号格式错误'],
      [{ ...bank, account: '62220200000000000000' }, '银行卡号格式错误'],
      [{ ...bank, account: '6222abcd00000000000' }, '银行卡号格式错误'],
      [{ ...bank, bank_name: '' }, '请填写开户银行'],
    ];
    for (const [form, message] of cases) {
      expect(await sub(user.token, form), JSON.stringify(form)).toMatchObject({ code: 0, msg: message });
    }
    expect(await ledgerAvailable(t, user.userId)).toBe(30_000);
    expect(await t.ctx.db.selectFrom('withdrawals').select('id').where('user_id', '=', user.userId).execute()).toEqual(
      [],
    );
  });

  it('takes a valid request at once: debit row, masked account, 审核中, and the form closed while it waits', async () => {
    const user = await fundedUser(t, 30_000);
    const answer = await sub(user.token, {
      amount: '150.5',
      account_type: 'bank',
      real_name: '阿卜杜·热西提',
      account: '6217 0000 0000 0006',
      bank_name: '招商银行',
    });
    expect(answer).toMatchObject({ code: 1, msg: '提现申请已提交，预计1-3个工作日内到账' });
    expect(answer.data).toMatchObject({
      amount_fen: 15_050,
      account: '**** 0006',
      status: 'pending',
      status_name: '审核中',
      reason: '',
      review_time: '',
    });
    const row = await t.ctx.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', answer.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account_no: '6217000000000006', balance_before_fen: 30_000, bank_name: '招商银行' });
    expect(await info(user.token)).toEqual({
      available_fen: 14_950,
      pending_fen: 0,
      min_fen: 10_000,
      has_pending: true,
      last_account: { account_type: 'bank', account: '**** 0006', real_name: '阿卜杜·热西提', bank_name: '招商银行' },
    });
    expect(await sub(user.token, alipayForm('100'))).toMatchObject({
      code: 0,
      msg: '您有一笔提现正在审核中，请等待审核完成后再申请',
    });
    const log = await post<Paged<{ kind_name: string; amount_fen: number; pending: boolean }>>(
      t.app,
      '/api/user/balance_log',
      { page: 1 },
      user.token,
    );
    expect(log.data.data[0]).toMatchObject({ kind_name: '提现', amount_fen: -15_050, pending: false });
  });

  it('20 parallel requests for the whole balance: exactly one is taken and the balance never goes below 0', async () => {
    const user = await fundedUser(t, 25_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sub(user.token, alipayForm('250'))));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 1)) {
      expect(refused.code).toBe(0);
      expect(['您有一笔提现正在审核中，请等待审核完成后再申请', '可提现余额不足']).toContain(refused.msg);
    }
    expect(await ledgerAvailable(t, user.userId)).toBe(0);
    expect((await info(user.token)).available_fen).toBe(0);
    // Once rejected the money is back, and 20 parallel requests again take it once.
    const [taken] = await t.ctx.db.selectFrom('withdrawals').select('id').where('user_id', '=', user.userId).execute();
    expect((await reject(taken?.id ?? 0)).code).toBe(1);
    const again = await Promise.all(Array.from({ length: 20 }, () => sub(user.token, alipayForm('200'))));
    expect(again.filter((a) => a.code === 1)).toHaveLength(1);
    expect(await ledgerAvailable(t, user.userId)).toBe(5_000);
  });
});
