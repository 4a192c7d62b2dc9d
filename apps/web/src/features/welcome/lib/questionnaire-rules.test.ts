import { needFormSchema } from '@boguan/contracts/profile.api';
import { describe, expect, it } from 'vitest';
import { type QuestionnaireValues, questionnaireErrors, toNeedForm } from './questionnaire-rules';

const complete: QuestionnaireValues = {
  identity_type: '广告主',
  need: ['竞品分析'],
  tel: '13800138000',
  contact: '张三',
  email: 'zhang@example.com',
  weixin: 'zhang_wx',
  company: '杭州示例科技有限公司',
  industry: '3',
};

/** The server's answer for the same values: its first message, or null. */
function serverMessage(values: QuestionnaireValues): string | null {
  const parsed = needFormSchema.safeParse(toNeedForm(values));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'unknown');
}

function firstClientMessage(values: QuestionnaireValues): string | null {
  return Object.values(questionnaireErrors(values))[0] ?? null;
}

describe('questionnaire rules (spec 5)', () => {
  it('accepts a complete form, like the server', () => {
    expect(questionnaireErrors(complete)).toEqual({});
    expect(serverMessage(complete)).toBeNull();
  });

  it('lists every missing field with its message on an empty form', () => {
    expect(questionnaireErrors({})).toEqual({
      identity_type: '请选择或输入人群',
      need: '请选择或输入注册博观的原因',
      tel: '请填写您的联系号码',
      contact: '请填写您的姓名',
      email: '请填写您的邮箱',
      weixin: '请填写您的微信号',
      company: '请填写您公司的名称',
      industry: '请选择行业',
    });
  });

  it('accepts a typed identity under 其他, but not an empty one', () => {
    expect(questionnaireErrors({ ...complete, identity_type: '其他', identity_other: '' }).identity_type).toBe(
      '请选择或输入人群',
    );
    const typed = { ...complete, identity_type: '其他', identity_other: 'MCN机构' };
    expect(questionnaireErrors(typed)).toEqual({});
    expect(toNeedForm(typed)).toMatchObject({ identity_type: '', identity_other: 'MCN机构' });
    expect(serverMessage(typed)).toBeNull();
  });

  it('takes a typed reason instead of a ticked one', () => {
    expect(questionnaireErrors({ ...complete, need: [], reason_other: '了解行业趋势' })).toEqual({});
  });

  it('asks for staff help and a budget only when 找号 is ticked', () => {
    const finding = { ...complete, need: ['找号'] };
    expect(questionnaireErrors(finding)).toEqual({
      staff_service: '请选择人工协助选号',
      find_budget: '请填写您的找号预算',
    });
    expect(questionnaireErrors({ ...finding, staff_service: '0', find_budget: '1-5万' })).toEqual({});
    expect(toNeedForm({ ...complete, staff_service: '1', find_budget: '1-5万' })).toMatchObject({
      staff_service: '',
      find_budget: '',
    });
  });

  it('asks for an ad budget only when 广告投放 is ticked', () => {
    expect(questionnaireErrors({ ...complete, need: ['广告投放'] })).toEqual({ ad_budget: '请填写您的投放预算' });
    expect(questionnaireErrors({ ...complete, need: ['广告投放'], ad_budget: '5-20万' })).toEqual({});
  });

  it('checks the phone and email formats', () => {
    expect(questionnaireErrors({ ...complete, tel: '12345678901' }).tel).toBe('请填写正确的联系号码');
    expect(questionnaireErrors({ ...complete, email: 'zhang@' }).email).toBe('请填写正确的邮箱');
  });

  it('fails on the same first message as the server for each broken field', () => {
    const cases: QuestionnaireValues[] = [
      { ...complete, identity_type: '' },
      { ...complete, need: [] },
      { ...complete, need: ['找号'], find_budget: '1万以下' },
      { ...complete, need: ['找号'], staff_service: '1' },
      { ...complete, need: ['广告投放'] },
      { ...complete, tel: '' },
      { ...complete, tel: '1380013800' },
      { ...complete, contact: ' ' },
      { ...complete, email: '' },
      { ...complete, email: 'a@b' },
      { ...complete, weixin: '' },
      { ...complete, company: '' },
      { ...complete, industry: '' },
      { ...complete, identity_type: '', tel: '' },
    ];
    for (const values of cases) expect(firstClientMessage(values)).toBe(serverMessage(values));
  });
});
