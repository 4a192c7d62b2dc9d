import { z } from 'zod';
import { chinaTime, endpoints, noData } from './endpoint.js';
import { formBody, noFields, text, textList } from './fields.js';
import {
  EMAIL_PATTERN,
  findIndustry,
  NeedFormLabel as Label,
  NeedFormMax as Max,
  NeedFormMessage,
  QUESTIONNAIRE_IDENTITIES,
  QUESTIONNAIRE_NEEDS,
} from './profile.js';
import { MOBILE_PATTERN } from './validation-messages.js';

/*
 * Personal info (the header, the coupon and welcome popups) and the welcome questionnaire:
 * POST /api/user/getPersonalInfo and /api/user/need_form.
 */

const needFormFields = z.object({
  identity_type: text(Label.identity_type),
  identity_other: text(Label.identity_other, Max.identity_other),
  need: textList(Label.need, Max.need),
  reason_other: text(Label.reason_other, Max.reason_other),
  staff_service: text(Label.staff_service),
  tel: text(Label.tel),
  find_budget: text(Label.find_budget, Max.find_budget),
  ad_budget: text(Label.ad_budget, Max.ad_budget),
  contact: text(Label.contact, Max.contact),
  email: text(Label.email, Max.email),
  weixin: text(Label.weixin, Max.weixin),
  company: text(Label.company, Max.company),
  industry: text(Label.industry),
  remark: text(Label.remark, Max.remark),
});

const isOneOf = (list: readonly string[], value: string): boolean => list.includes(value);

type NeedFormFields = z.output<typeof needFormFields>;

/** The first rule of spec 5 the answers break, in the spec's order: the field and its message. */
function firstProblem(form: NeedFormFields): [keyof typeof Label, string] | null {
  // A free-text identity goes in identity_other; identity_type is one of the list or blank.
  const identityKnown = isOneOf(QUESTIONNAIRE_IDENTITIES, form.identity_type);
  if ((!identityKnown && form.identity_other === '') || (!identityKnown && form.identity_type !== '')) {
    return ['identity_type', NeedFormMessage.identity];
  }
  const needsKnown = form.need.every((item) => isOneOf(QUESTIONNAIRE_NEEDS, item));
  if (!needsKnown || (form.need.length === 0 && form.reason_other === '')) return ['need', NeedFormMessage.reason];
  const findsAccounts = form.need.includes('找号');
  const staffAnswered = form.staff_service === '1' || form.staff_service === '0';
  if ((findsAccounts && !staffAnswered) || (!staffAnswered && form.staff_service !== '')) {
    return ['staff_service', NeedFormMessage.staffService];
  }
  if (form.tel === '') return ['tel', NeedFormMessage.telEmpty];
  if (!MOBILE_PATTERN.test(form.tel)) return ['tel', NeedFormMessage.telInvalid];
  if (findsAccounts && form.find_budget === '') return ['find_budget', NeedFormMessage.findBudget];
  if (form.need.includes('广告投放') && form.ad_budget === '') return ['ad_budget', NeedFormMessage.adBudget];
  if (form.contact === '') return ['contact', NeedFormMessage.contact];
  if (form.email === '') return ['email', NeedFormMessage.emailEmpty];
  if (!EMAIL_PATTERN.test(form.email)) return ['email', NeedFormMessage.emailInvalid];
  if (form.weixin === '') return ['weixin', NeedFormMessage.weixin];
  if (form.company === '') return ['company', NeedFormMessage.company];
  if (!findIndustry(form.industry)) return ['industry', NeedFormMessage.industry];
  return null;
}

function checkNeedForm(form: NeedFormFields, ctx: z.RefinementCtx): void {
  const problem = firstProblem(form);
  if (problem) ctx.addIssue({ code: 'custom', message: problem[1], path: [problem[0]] });
}

/**
 * POST /api/user/need_form. The web form runs the same rules (welcome/lib/questionnaire-rules.ts,
 * tested against this schema) so both say the same first message.
 */
export const needFormSchema = formBody(needFormFields.superRefine(checkNeedForm));
export type NeedFormInput = z.output<typeof needFormSchema>;
/** The questionnaire as the web sends it. */
export type NeedFormBody = z.input<typeof needFormSchema>;

const flag01 = z.union([z.literal(0), z.literal(1)]);

/** POST /api/user/getPersonalInfo data (spec 3). */
export const personalInfoSchema = z.strictObject({
  nick_name: z.string(),
  /** Masked (139****0001): the answer is cached in localStorage (muserinfo). */
  mobile: z.string(),
  package: z.strictObject({
    level: z.number().int(),
    name: z.string(),
    /** When a paid level ends (China time); null for the free level. */
    expires_at: chinaTime.nullable(),
  }),
  industry_list: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
  /** 1 when the user has an unused coupon not yet seen in the coupon list. */
  new_coupon_icon: flag01,
  /** 1 when a coupon campaign is claimable for this user now. */
  show_coupon: flag01,
  /** 1 until the welcome questionnaire is filled. */
  show_welcome: flag01,
  /** 1 for staff (OPERATOR_MOBILES): the user menu offers 运营后台. */
  is_operator: flag01,
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

export const profileApi = endpoints('profile', {
  '/api/user/getPersonalInfo': {
    summary: '个人信息、会员套餐、行业列表与提示标记',
    request: noFields,
    response: personalInfoSchema,
  },
  '/api/user/need_form': {
    summary: '欢迎问卷',
    request: needFormSchema,
    response: noData,
  },
  '/api/user/need_form_close': {
    summary: '关闭欢迎问卷：不再弹出（填写过或关闭过的账号登录后都不再弹出）',
    request: noFields,
    response: noData,
  },
});
