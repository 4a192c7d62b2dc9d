import { EMAIL_PATTERN, NeedFormMessage, QUESTIONNAIRE_IDENTITIES } from '@boguan/contracts/profile';
import type { NeedFormBody } from '@boguan/contracts/profile.api';
import { MOBILE_PATTERN } from '@boguan/contracts/validation-messages';

/** The '其他' identity choice: the person types their own group into identity_other. */
export const OTHER_IDENTITY = '其他';

export interface QuestionnaireValues {
  identity_type?: string;
  identity_other?: string;
  need?: string[];
  reason_other?: string;
  staff_service?: string;
  tel?: string;
  find_budget?: string;
  ad_budget?: string;
  contact?: string;
  email?: string;
  weixin?: string;
  company?: string;
  industry?: string;
  remark?: string;
}

export type QuestionnaireField = keyof QuestionnaireValues;

const text = (value: string | undefined): string => (value ?? '').trim();

/** 找号 asks for staff help and a budget; 广告投放 asks for an ad budget (spec 5). */
export function findsAccounts(values: QuestionnaireValues): boolean {
  return (values.need ?? []).includes('找号');
}

export function placesAds(values: QuestionnaireValues): boolean {
  return (values.need ?? []).includes('广告投放');
}

/**
 * Every failing field with its spec 5 message, in the spec's order (so the first entry is the
 * message the server would answer). The form shows them all at once under their fields.
 */
export function questionnaireErrors(values: QuestionnaireValues): Partial<Record<QuestionnaireField, string>> {
  const errors: Partial<Record<QuestionnaireField, string>> = {};
  const identityKnown = (QUESTIONNAIRE_IDENTITIES as readonly string[]).includes(text(values.identity_type));
  const otherTyped = text(values.identity_type) === OTHER_IDENTITY && text(values.identity_other) !== '';
  if (!identityKnown && !otherTyped) errors.identity_type = NeedFormMessage.identity;
  if ((values.need ?? []).length === 0 && text(values.reason_other) === '') errors.need = NeedFormMessage.reason;
  if (findsAccounts(values) && !['1', '0'].includes(text(values.staff_service))) {
    errors.staff_service = NeedFormMessage.staffService;
  }
  const tel = text(values.tel);
  if (tel === '') errors.tel = NeedFormMessage.telEmpty;
  else if (!MOBILE_PATTERN.test(tel)) errors.tel = NeedFormMessage.telInvalid;
  if (findsAccounts(values) && text(values.find_budget) === '') errors.find_budget = NeedFormMessage.findBudget;
  if (placesAds(values) && text(values.ad_budget) === '') errors.ad_budget = NeedFormMessage.adBudget;
  if (text(values.contact) === '') errors.contact = NeedFormMessage.contact;
  const email = text(values.email);
  if (email === '') errors.email = NeedFormMessage.emailEmpty;
  else if (!EMAIL_PATTERN.test(email)) errors.email = NeedFormMessage.emailInvalid;
  if (text(values.weixin) === '') errors.weixin = NeedFormMessage.weixin;
  if (text(values.company) === '') errors.company = NeedFormMessage.company;
  if (text(values.industry) === '') errors.industry = NeedFormMessage.industry;
  return errors;
}

/**
 * The need_form body: '其他' becomes an empty identity_type with the typed text in
 * identity_other, and answers to questions that are not shown are not sent.
 */
export function toNeedForm(values: QuestionnaireValues): NeedFormBody {
  const identity = text(values.identity_type);
  const isOther = identity === OTHER_IDENTITY;
  return {
    identity_type: isOther ? '' : identity,
    identity_other: isOther ? text(values.identity_other) : '',
    need: values.need ?? [],
    reason_other: text(values.reason_other),
    staff_service: findsAccounts(values) ? text(values.staff_service) : '',
    tel: text(values.tel),
    find_budget: findsAccounts(values) ? text(values.find_budget) : '',
    ad_budget: placesAds(values) ? text(values.ad_budget) : '',
    contact: text(values.contact),
    email: text(values.email),
    weixin: text(values.weixin),
    company: text(values.company),
    industry: text(values.industry),
    remark: text(values.remark),
  };
}
