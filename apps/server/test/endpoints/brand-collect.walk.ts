import { brandCollectApi } from '@boguan/contracts/brand-collect.api';
import { post } from '../support/test-app.js';
import { type WalkFixture, walkCases } from './walk-support.js';

/** A brand of the demo world (the lowest id). */
async function brandId(f: WalkFixture): Promise<string> {
  const row = await f.t.ctx.db.selectFrom('brands').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  return row.id;
}

/** The brand as a favourite of the fixture's member, in group `group`. */
async function collected(f: WalkFixture, group = '默认分组'): Promise<string> {
  const id = await brandId(f);
  const answer = await post(f.t.app, '/api/brand_collect/add', { brand_id: id, group }, f.token);
  if (answer.code !== 1) throw new Error(`brand_collect/add: ${answer.msg}`);
  return id;
}

export const brandCollectWalk = walkCases(brandCollectApi, {
  '/api/brand_collect/add': { body: async (f) => ({ brand_id: await brandId(f) }) },
  '/api/brand_collect/del': { body: async (f) => ({ brand_id: await collected(f) }) },
  '/api/brand_collect/list': { body: () => ({ page: 1 }) },
  '/api/brand_collect/groups': { body: () => ({}) },
  '/api/brand_collect/move': { body: async (f) => ({ brand_id: await collected(f), group: '竞品' }) },
  '/api/brand_collect/rename_group': {
    body: async (f) => {
      await collected(f, '待改名');
      return { group: '待改名', new_name: '已改名' };
    },
  },
  '/api/brand_collect/delete_group': {
    body: async (f) => {
      await collected(f, '待删除');
      return { group: '待删除' };
    },
  },
  '/api/brand_collect/check': { body: async (f) => ({ brand_ids: await brandId(f) }) },
});
