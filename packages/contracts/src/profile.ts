import { z } from 'zod';

/*
 * Personal info, the welcome questionnaire, and the small form-field helpers the
 * personal-basics contracts share. POST bodies arrive form-urlencoded (all strings,
 * repeated keys become arrays) or as JSON (numbers, arrays); the helpers accept both.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function toScalar(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.trim();
  return value;
}

/**
 * A trimmed single-value text field ('' when absent); a list or object is refused. Without
 * `max` the length is left to a later rule with its own message (the body limit still caps it).
 */
export function formText(label: string, max?: number) {
  const text = z.string({ error: `${label}格式不正确` });
  return z.preprocess(
    toScalar,
    (max === undefined ? text : text.max(max, `${label}不能超过${max}个字符`)).refine(
      (value) => !CONTROL_CHARS.test(value),
      `${label}包含非法字符`,
    ),
  );
}

/** A list from repeated keys, `key[]` keys, a JSON array or a single value; empty items dropped. */
export function formList(label: string, maxItemLength: number) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      const list = Array.isArray(value) ? value : [value];
      return list.map(toScalar).filter((item) => item !== '');
    },
    z.array(
      z
        .string({ error: `${label}格式不正确` })
        .max(maxItemLength, `${label}不能超过${maxItemLength}个字符`)
        .refine((text) => !CONTROL_CHARS.test(text), `${label}包含非法字符`),
      { error: `${label}格式不正确` },
    ),
  );
}

/** Page number for paged lists: absent or empty means 1. */
export const formPage = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? 1 : value),
  z.coerce.number({ error: '页码不正确' }).int('页码不正确').min(1, '页码不正确').max(100_000, '页码不正确'),
);

/** Folds `name[]` keys (as some form serializers send lists) into `name`. */
export function foldBracketKeys(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key.endsWith('[]')) {
      const base = key.slice(0, -2);
      const previous = out[base];
      const items = Array.isArray(value) ? value : [value];
      out[base] = previous === undefined ? items : [...(Array.isArray(previous) ? previous : [previous]), ...items];
    } else if (out[key] === undefined) {
      out[key] = value;
    } else {
      const previous = out[key];
      out[key] = [...(Array.isArray(previous) ? previous : [previous]), ...(Array.isArray(value) ? value : [value])];
    }
  }
  return out;
}

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
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

/**
 * /api/user/need_form. The rules run in the order of spec 5 and the first one that fails
 * is the answer, so the web form can run this same schema and show the same message.
 */
export const needFormSchema = z.preprocess(
  foldBracketKeys,
  z
    .object({
      identity_type: formText('人群'),
      identity_other: formText('其他人群', 30),
      need: formList('注册原因', 20),
      reason_other: formText('其他原因', 100),
      staff_service: formText('人工协助选号'),
      tel: formText('联系号码'),
      find_budget: formText('找号预算', 30),
      ad_budget: formText('投放预算', 30),
      contact: formText('姓名', 30),
      email: formText('邮箱', 100),
      weixin: formText('微信号', 50),
      company: formText('公司名称', 100),
      industry: formText('行业'),
      remark: formText('备注', 200),
    })
    .superRefine((form, ctx) => {
      const fail = (field: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
      const identityKnown = (QUESTIONNAIRE_IDENTITIES as readonly string[]).includes(form.identity_type);
      if (!identityKnown && form.identity_other === '') return fail('identity_type', NeedFormMessage.identity);
      const needsKnown = form.need.every((item) => (QUESTIONNAIRE_NEEDS as readonly string[]).includes(item));
      if (!needsKnown || (form.need.length === 0 && form.reason_other === '')) {
        return fail('need', NeedFormMessage.reason);
      }
      const findsAccounts = form.need.includes('找号');
      if (findsAccounts && form.staff_service !== '1' && form.staff_service !== '0') {
        return fail('staff_service', NeedFormMessage.staffService);
      }
      if (form.tel === '') return fail('tel', NeedFormMessage.telEmpty);
      if (!MOBILE_PATTERN.test(form.tel)) return fail('tel', NeedFormMessage.telInvalid);
      if (findsAccounts && form.find_budget === '') return fail('find_budget', NeedFormMessage.findBudget);
      if (form.need.includes('广告投放') && form.ad_budget === '') return fail('ad_budget', NeedFormMessage.adBudget);
      if (form.contact === '') return fail('contact', NeedFormMessage.contact);
      if (form.email === '') return fail('email', NeedFormMessage.emailEmpty);
      if (!EMAIL_PATTERN.test(form.email)) return fail('email', NeedFormMessage.emailInvalid);
      if (form.weixin === '') return fail('weixin', NeedFormMessage.weixin);
      if (form.company === '') return fail('company', NeedFormMessage.company);
      if (!findIndustry(form.industry)) return fail('industry', NeedFormMessage.industry);
    }),
);
export type NeedFormInput = z.output<typeof needFormSchema>;

/** /api/user/getPersonalInfo data. */
export interface PersonalInfo {
  nick_name: string;
  /** Masked (139****0001): the answer is cached in localStorage (muserinfo). */
  mobile: string;
  package: { level: number; name: string; expires_at: string | null };
  industry_list: Array<{ id: number; name: string }>;
  /** 1 when the user has an unused coupon not yet seen in the coupon list. */
  new_coupon_icon: 0 | 1;
  /** 1 when a coupon campaign is claimable for this user now. */
  show_coupon: 0 | 1;
  /** 1 until the welcome questionnaire is filled. */
  show_welcome: 0 | 1;
}

/** /api/user/getMaterial data; pop_type 0 = no popup, 1 = image popup linking to pop_url. */
export interface Material {
  navigation_pic: string;
  pop_type: number;
  pop_url: string;
  pop_pic: string;
}
