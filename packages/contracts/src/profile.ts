/*
 * Personal info and the welcome questionnaire: the industries, the questionnaire's choices, limits
 * and messages. The calls and their schemas are in profile.api.ts.
 */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The industries advertisers buy in (personal info industry_list; the questionnaire's 行业). */
export const INDUSTRY_LIST = [
  { id: 1, name: '美妆' },
  { id: 2, name: '美食' },
  { id: 3, name: '数码' },
  { id: 4, name: '汽车' },
  { id: 5, name: '母婴' },
  { id: 6, name: '旅游' },
  { id: 7, name: '游戏' },
  { id: 8, name: '娱乐' },
  { id: 9, name: '财经' },
  { id: 10, name: '体育' },
  { id: 11, name: '时尚' },
  { id: 12, name: '教育' },
  { id: 13, name: '健康' },
  { id: 14, name: '本地生活' },
  { id: 15, name: '家居' },
  { id: 16, name: '宠物' },
  { id: 17, name: '房产' },
  { id: 18, name: '互联网' },
  { id: 19, name: '服饰' },
  { id: 20, name: '其他' },
] as const;

/** Finds an industry by its id or its name (the form may send either). */
export function findIndustry(value: string): (typeof INDUSTRY_LIST)[number] | undefined {
  return INDUSTRY_LIST.find((item) => String(item.id) === value || item.name === value);
}

/** Spec 6: questionnaire identities; anything else goes in identity_other. */
export const QUESTIONNAIRE_IDENTITIES = ['广告主', '品牌方', '广告媒介代理', '舆情代理', '账号主'] as const;

/** Why people register; 找号 and 广告投放 switch on the extra questions of spec 5. */
export const QUESTIONNAIRE_NEEDS = ['找号', '广告投放', '竞品分析', '舆情监测', '数据研究', '其他'] as const;

/** staff_service answers: does the user want a person to help pick accounts. */
export const STAFF_SERVICE_OPTIONS = [
  { value: '1', label: '需要' },
  { value: '0', label: '不需要' },
] as const;

/** Suggested budget answers for the form; the server accepts any short text. */
export const BUDGET_OPTIONS = ['1万以下', '1-5万', '5-20万', '20-50万', '50万以上'] as const;

export const NeedFormMessage = {
  identity: '请选择或输入人群',
  reason: '请选择或输入注册博观的原因',
  staffService: '请选择人工协助选号',
  telEmpty: '请填写您的联系号码',
  telInvalid: '请填写正确的联系号码',
  findBudget: '请填写您的找号预算',
  adBudget: '请填写您的投放预算',
  contact: '请填写您的姓名',
  emailEmpty: '请填写您的邮箱',
  emailInvalid: '请填写正确的邮箱',
  weixin: '请填写您的微信号',
  company: '请填写您公司的名称',
  industry: '请选择行业',
  /** Client-side summary when a submit fails. */
  incomplete: '部分必填信息未填写完毕。',
  ok: '提交成功',
} as const;

/** The questionnaire's fields as the form and the messages name them. */
export const NeedFormLabel = {
  identity_type: '人群',
  identity_other: '其他人群',
  need: '注册原因',
  reason_other: '其他原因',
  staff_service: '人工协助选号',
  tel: '联系号码',
  find_budget: '找号预算',
  ad_budget: '投放预算',
  contact: '姓名',
  email: '邮箱',
  weixin: '微信号',
  company: '公司名称',
  industry: '行业',
  remark: '备注',
} as const;

/** Longest answers the questionnaire takes (a need is one of QUESTIONNAIRE_NEEDS, at most 20). */
export const NeedFormMax = {
  identity_other: 30,
  need: 20,
  reason_other: 100,
  find_budget: 30,
  ad_budget: 30,
  contact: 30,
  email: 100,
  weixin: 50,
  company: 100,
  remark: 200,
} as const;
