import { readFileSync } from 'node:fs';
import path from 'node:path';
import { couponsApi } from '@boguan/contracts/coupons.api';
import { dataImportApi, dataStatusApi } from '@boguan/contracts/data-status.api';
import { feedbackApi, uploadsApi } from '@boguan/contracts/feedback.api';
import { giftsApi } from '@boguan/contracts/gifts.api';
import { homeContentApi } from '@boguan/contracts/home-content.api';
import { quickEntryApi } from '@boguan/contracts/quick-entry.api';
import { searchApi } from '@boguan/contracts/search.api';
import { statisticsApi } from '@boguan/contracts/statistics.api';
import { createGiftCodes } from '../../src/modules/gifts/create-gift-codes.js';
import { notifyUser } from '../../src/modules/home-content/messages.service.js';
import { samples } from '../support/multipart.js';
import { type WalkFixture, walkCases } from './walk-support.js';

const png = () => [{ field: 'life', filename: 'walk.png', contentType: 'image/png', content: samples.png }];

/** A campaign open to everyone, so the member has a coupon to claim whatever the walk did before. */
async function openCampaign(f: WalkFixture): Promise<void> {
  const now = f.t.clock.now();
  await f.t.ctx.db
    .insertInto('coupon_campaigns')
    .values({
      name: '走查 满100减10',
      amount_fen: 1000,
      threshold_fen: 10000,
      valid_days: 7,
      starts_at: new Date(now.getTime() - 60_000),
      ends_at: null,
      audience: 'all',
      quantity: null,
      created_at: now,
    })
    .execute();
}

/** The import is for operators: the member's mobile becomes one (this app's config only). */
async function makeOperator(f: WalkFixture): Promise<void> {
  const user = await f.t.ctx.db
    .selectFrom('users')
    .select('mobile')
    .where('id', '=', f.userId)
    .executeTakeFirstOrThrow();
  f.t.ctx.config.operatorMobiles.push(user.mobile);
}

// A real m.weibo.cn timeline response (MIT, see packages/weibo/test/fixtures/README.md).
const TIMELINE = path.resolve(
  import.meta.dirname,
  '../../../../packages/weibo/test/fixtures/weibo-api-responses/weibo_ak_list_0.json',
);

const page = { type: 'page', content: '首页', url: '/home', ip: '' };

export const personalWalk = {
  ...walkCases(feedbackApi, {
    '/api/user/opinionSub': {
      body: () => ({ type: 1, url: 'http://127.0.0.1:8080/home', describe: '走查反馈', is_call: '0' }),
    },
    '/api/user/opinionLog': { body: () => ({ page: 1 }) },
  }),
  ...walkCases(uploadsApi, {
    '/api/user/upload_image': { parts: png },
    '/api/common/uploadImage': { parts: png },
  }),
  ...walkCases(giftsApi, {
    '/api/user/exchange': {
      body: async (f) => {
        const [code] = await createGiftCodes(f.t.ctx.db, {
          level: 40,
          days: 30,
          count: 1,
          redeemBefore: null,
          batch: 'walk',
          now: f.t.clock.now(),
        });
        return { keyword: code ?? '' };
      },
    },
  }),
  ...walkCases(couponsApi, {
    '/api/coupon/manualCoupon': {
      body: async (f) => {
        await openCampaign(f);
        return {};
      },
    },
    '/api/coupon/userCoupon': { body: () => ({ status: 0 }) },
  }),
  ...walkCases(homeContentApi, {
    '/api/user/getMaterial': { body: () => ({}) },
    '/api/index/banner': { body: () => ({}) },
    '/api/index/notice': { body: () => ({}) },
    '/api/index/message': {
      body: async (f) => {
        await notifyUser(f.t.ctx.db, f.userId, { type: 'system', title: '走查', content: '消息' }, f.t.clock);
        return { page: 1, type: 'system', unread: 1 };
      },
    },
    '/api/index/message_detail': {
      body: async (f) => {
        const id = await notifyUser(
          f.t.ctx.db,
          f.userId,
          { type: 'coupon', title: '走查', content: '详情' },
          f.t.clock,
        );
        return { id };
      },
    },
    '/api/index/message_read': { body: () => ({ all: 1 }) },
    '/api/index/unread_count': { body: () => ({}) },
  }),
  ...walkCases(quickEntryApi, { '/api/User/getQuickEntry': { body: () => ({}) } }),
  ...walkCases(statisticsApi, {
    '/api/common/popup_statistics': { body: () => ({ popup_type: 'material', popup_key: 'walk' }) },
    '/api/common/flow_statistics': { body: () => page },
    '/api/common/fun_statistics': {
      body: () => ({ mod_name: '博主搜索', fun_name: '导出', content: '', url: '/bosSearch' }),
    },
    '/api/common/statistics_summary': { body: () => ({ kind: 'flow' }) },
  }),
  ...walkCases(searchApi, { '/api/index/search': { body: () => ({ keyword: '美妆', type: 'kol' }) } }),
  ...walkCases(dataStatusApi, { '/api/index/data_status': { body: () => ({}) } }),
  ...walkCases(dataImportApi, {
    '/api/data/import': {
      parts: async (f) => {
        await makeOperator(f);
        return [
          { field: 'kind', content: 'weibo-json' },
          { field: 'file', filename: 'timeline.json', content: readFileSync(TIMELINE) },
        ];
      },
    },
  }),
};
