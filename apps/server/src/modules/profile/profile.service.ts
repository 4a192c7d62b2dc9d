import { formatChinaTime } from '@boguan/contracts/china-time';
import { maskMobile } from '@boguan/contracts/mask';
import { levelName } from '@boguan/contracts/membership';
import { findIndustry, INDUSTRY_LIST, QUESTIONNAIRE_IDENTITIES } from '@boguan/contracts/profile';
import type { NeedFormInput, PersonalInfo } from '@boguan/contracts/profile.api';
import type { AppContext } from '../../lib/context.js';
import { claimableCampaigns, hasNewCoupon } from '../coupons/coupons.service.js';
import { isOperator } from '../operator/operator-guard.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { saveQuestionnaire, stopOfferingWelcome } from './profile.repository.js';

export async function personalInfo(ctx: AppContext, user: SessionUser): Promise<PersonalInfo> {
  const [claimable, newCoupon] = await Promise.all([claimableCampaigns(ctx, user.id), hasNewCoupon(ctx, user.id)]);
  const paid = user.level > 20;
  return {
    nick_name: user.nickName,
    mobile: maskMobile(user.mobile),
    package: {
      level: user.level,
      name: levelName(user.level),
      expires_at: paid && user.levelExpiresAt ? formatChinaTime(user.levelExpiresAt) : null,
    },
    industry_list: INDUSTRY_LIST.map((item) => ({ id: item.id, name: item.name })),
    new_coupon_icon: newCoupon ? 1 : 0,
    show_coupon: claimable.length > 0 ? 1 : 0,
    show_welcome: user.showWelcome ? 1 : 0,
    is_operator: isOperator(ctx, user) ? 1 : 0,
  };
}

export async function submitQuestionnaire(ctx: AppContext, user: SessionUser, form: NeedFormInput): Promise<void> {
  // The schema already proved the industry exists; store its name whichever way it was sent.
  const industry = findIndustry(form.industry)?.name ?? form.industry;
  // An identity outside the list is only kept as identity_other (the schema required that one).
  const known = (QUESTIONNAIRE_IDENTITIES as readonly string[]).includes(form.identity_type);
  const cleaned = { ...form, identity_type: known ? form.identity_type : '' };
  await saveQuestionnaire(ctx.db, { userId: user.id, form: cleaned, industry, now: ctx.clock.now() });
  ctx.sessionCache.forgetUser(user.id);
}

/** Closing the questionnaire is an answer too: it is not offered again at the next login. */
export async function closeQuestionnaire(ctx: AppContext, user: SessionUser): Promise<void> {
  await stopOfferingWelcome(ctx.db, user.id, ctx.clock.now());
  ctx.sessionCache.forgetUser(user.id);
}
