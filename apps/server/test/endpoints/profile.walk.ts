import { profileApi } from '@boguan/contracts/profile.api';
import { walkCases } from './walk-support.js';

export const profileWalk = walkCases(profileApi, {
  '/api/user/getPersonalInfo': { body: () => ({}) },
  // The shortest complete questionnaire: an identity of one's own and a need without follow-ups.
  '/api/user/need_form': {
    body: () => ({
      identity_other: '高校研究者',
      need: ['数据研究'],
      tel: '13800138000',
      contact: '王小明',
      email: 'wang@example.com',
      weixin: 'wangxm_2026',
      company: '某大学新闻学院',
      industry: '教育',
    }),
  },
  '/api/user/need_form_close': { body: () => ({}) },
});
