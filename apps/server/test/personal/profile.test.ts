import { INDUSTRY_LIST } from '@boguan/contracts/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/sessions/sessions.repository.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

const form = {
  identity_type: '广告主',
  identity_other: '',
  need: ['找号', '广告投放'],
  reason_other: '',
  staff_service: '1',
  tel: '13800138000',
  find_budget: '5-20万',
  ad_budget: '20-50万',
  contact: '王小明',
  email: 'wang@example.com',
  weixin: 'wangxm_2026',
  company: '上海某某品牌管理有限公司',
  industry: '1',
  remark: '希望了解美妆类博主的报价',
};

interface Info {
  nick_name: string;
  mobile: string;
  package: { level: number; name: string; expires_at: string | null };
  industry_list: Array<{ id: number; name: string }>;
  new_coupon_icon: number;
  show_coupon: number;
  show_welcome: number;
}

describe('personal info and the welcome questionnaire', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers personal info of a new free user', async () => {
    const { token } = await createUser(t, { mobile: '13912345678', nickName: '品牌小王' });
    const answer = await post<Info>(t.app, '/api/user/getPersonalInfo', {}, token);
    expect(answer.code).toBe(1);
    expect(answer.data).toEqual({
      nick_name: '品牌小王',
      mobile: '139****5678',
      package: { level: 20, name: '免费版', expires_at: null },
      industry_list: INDUSTRY_LIST.map((item) => ({ id: item.id, name: item.name })),
      new_coupon_icon: 0,
      show_coupon: 1,
      show_welcome: 1,
      is_operator: 0,
    });
    expect(answer.data.industry_list.map((item) => item.name)).toEqual(
      expect.arrayContaining([
        '美妆',
        '美食',
        '数码',
        '汽车',
        '母婴',
        '旅游',
        '游戏',
        '娱乐',
        '财经',
        '体育',
        '时尚',
        '教育',
        '健康',
        '本地生活',
      ]),
    );
  });

  it('shows the paid level with its expiry, and free once it has passed', async () => {
    const { token, userId } = await createUser(t, { level: 40 });
    const paid = await post<Info>(t.app, '/api/user/getPersonalInfo', {}, token);
    // createUser grants 365 days from 2026-01-05 10:00 Beijing time.
    expect(paid.data.package).toEqual({ level: 40, name: '专业版', expires_at: '2027-01-05 10:00:00' });
    await t.ctx.db
      .updateTable('users')
      .set({ level_expires_at: new Date(t.clock.now().getTime() - 1000) })
      .where('id', '=', userId)
      .execute();
    const lapsed = await post<Info>(t.app, '/api/user/getPersonalInfo', {}, token);
    expect(lapsed.data.package).toEqual({ level: 20, name: '免费版', expires_at: null });
  });

  it('flags change after the questionnaire and after claiming the coupon', async () => {
    const { token, userId } = await createUser(t);
    const before = await post<Info>(t.app, '/api/user/getPersonalInfo', {}, token);
    expect(before.data).toMatchObject({ show_welcome: 1, show_coupon: 1, new_coupon_icon: 0 });

    expect(await post(t.app, '/api/user/need_form', form, token)).toEqual({ code: 1, msg: '提交成功', data: null });
    const stored = await t.ctx.db
      .selectFrom('questionnaires')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      identity_type: '广告主',
      needs: ['找号', '广告投放'],
      staff_service: '1',
      tel: '13800138000',
      industry: '美妆',
      company: '上海某某品牌管理有限公司',
    });
    const afterForm = await post<Info>(t.app, '/api/user/getPersonalInfo', {}, token);
    expect(afterForm.data).toMatchObject({ show_welcome: 0, show_coupon: 1, new_coupon_icon: 0 });

    expect((await post(t.app, '/api/coupon/manualCoupon', {}, token)).code).toBe(1);
    const afterCoupon = await post<Info>(t.app, '/api/user/getPersonalInfo', {}, token);
    expect(afterCoupon.data).toMatchObject({ show_welcome: 0, show_coupon: 0, new_coupon_icon: 1 });

    // Looking at the coupon list clears the new-coupon dot.
    expect((await post(t.app, '/api/coupon/userCoupon', {}, token)).code).toBe(1);
    const afterList = await post<Info>(t.app, '/api/user/getPersonalInfo', {}, token);
    expect(afterList.data.new_coupon_icon).toBe(0);
  });

  it('closing the questionnaire stops it for good: it is not offered at the next login', async () => {
    const { token, userId } = await createUser(t);
    expect((await post<Info>(t.app, '/api/user/getPersonalInfo', {}, token)).data.show_welcome).toBe(1);
    expect(await post(t.app, '/api/user/need_form_close', {}, token)).toMatchObject({ code: 1, data: null });
    expect((await post<Info>(t.app, '/api/user/getPersonalInfo', {}, token)).data.show_welcome).toBe(0);
    // A new session (the next login) reads the same flag.
    const next = await createSession(t.ctx.db, { userId, now: t.clock.now() });
    expect((await post<Info>(t.app, '/api/user/getPersonalInfo', {}, next)).data.show_welcome).toBe(0);
    expect(await post(t.app, '/api/user/need_form_close', {})).toMatchObject({ code: -1 });
  });

  it('applies every questionnaire rule of spec 5 with its message', async () => {
    const { token } = await createUser(t);
    const cases: Array<[Record<string, string | string[]>, string]> = [
      [{ ...form, identity_type: '', identity_other: '' }, '请选择或输入人群'],
      [{ ...form, identity_type: '外星人', identity_other: '' }, '请选择或输入人群'],
      [{ ...form, need: [], reason_other: '' }, '请选择或输入注册博观的原因'],
      [{ ...form, need: ['买菜'] }, '请选择或输入注册博观的原因'],
      [{ ...form, staff_service: '' }, '请选择人工协助选号'],
      [{ ...form, tel: '' }, '请填写您的联系号码'],
      [{ ...form, tel: '12800138000' }, '请填写正确的联系号码'],
      [{ ...form, tel: '1380013800' }, '请填写正确的联系号码'],
      [{ ...form, tel: '138001380001' }, '请填写正确的联系号码'],
      [{ ...form, find_budget: '' }, '请填写您的找号预算'],
      [{ ...form, ad_budget: '' }, '请填写您的投放预算'],
      [{ ...form, contact: '' }, '请填写您的姓名'],
      [{ ...form, email: '' }, '请填写您的邮箱'],
      [{ ...form, email: 'wang@' }, '请填写正确的邮箱'],
      [{ ...form, weixin: '' }, '请填写您的微信号'],
      [{ ...form, company: '' }, '请填写您公司的名称'],
      [{ ...form, industry: '' }, '请选择行业'],
      [{ ...form, industry: '999' }, '请选择行业'],
      [{ ...form, company: '公'.repeat(101) }, '公司名称不能超过100个字符'],
      [{ ...form, contact: ['甲', '乙'] }, '姓名格式不正确'],
    ];
    for (const [body, msg] of cases) {
      expect(await post(t.app, '/api/user/need_form', body, token), msg).toEqual({ code: 0, msg, data: null });
    }
  });

  it('asks the 找号 and 广告投放 questions only when those needs are chosen', async () => {
    const { token, userId } = await createUser(t);
    const research = {
      ...form,
      identity_type: '',
      identity_other: '高校研究者',
      need: ['数据研究'],
      staff_service: '',
      find_budget: '',
      ad_budget: '',
      industry: '教育',
    };
    expect(await post(t.app, '/api/user/need_form', research, token)).toEqual({ code: 1, msg: '提交成功', data: null });
    const reasonOnly = { ...research, need: [], reason_other: '写论文需要微博数据' };
    expect((await post(t.app, '/api/user/need_form', reasonOnly, token)).code).toBe(1);
    const rows = await t.ctx.db
      .selectFrom('questionnaires')
      .select(['identity_type', 'identity_other', 'needs', 'industry'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { identity_type: '', identity_other: '高校研究者', needs: ['数据研究'], industry: '教育' },
      { identity_type: '', identity_other: '高校研究者', needs: [], industry: '教育' },
    ]);
  });

  it('accepts the form as JSON with the need list as an array', async () => {
    const { token } = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/need_form',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: { ...form, staff_service: 0, industry: 3 },
    });
    expect(response.json()).toEqual({ code: 1, msg: '提交成功', data: null });
  });

  it('needs a login', async () => {
    expect((await post(t.app, '/api/user/getPersonalInfo')).code).toBe(-1);
    expect((await post(t.app, '/api/user/need_form', form)).code).toBe(-1);
    expect((await post(t.app, '/api/user/getPersonalInfo', {}, 'not-a-real-token')).code).toBe(-1);
  });
});
