import type { MemberLevel } from './membership.js';

/*
 * Favourite brands (/brandCollect): POST /api/brand_collect/add, del, list, groups, move,
 * rename_group, delete_group and check. Other brand pages (search, detail, ranking) call `add`
 * with `brand_id` (and optionally `group`), `del` with `brand_id` and `check` with `brand_ids`.
 * The calls and their schemas are in brand-collect.api.ts; docs/brand-contrast.md.
 */

export const BRAND_DEFAULT_GROUP = '默认分组';
export const BRAND_GROUP_NAME_MAX = 20;
export const BRAND_COLLECT_PAGE_SIZE = 10;
/** The list shows each brand's mentions over this many China days (today included) and the days before. */
export const BRAND_COLLECT_RECENT_DAYS = 7;
export const BRAND_CHECK_MAX_IDS = 200;

/**
 * The most brands a member may keep in favourites, per level. Like the blogger favourites it is a
 * holding, not a use, so the limit lives here rather than in the membership table.
 */
export const BRAND_FAVOURITE_LIMITS: Record<MemberLevel, number> = { 20: 20, 30: 200, 40: 1000 };

export const BrandCollectMessage = {
  brandId: '请选择品牌',
  brandIds: '品牌ID格式不正确',
  checkMax: `一次最多查询${BRAND_CHECK_MAX_IDS}个品牌`,
  brandMissing: '品牌不存在',
  groupEmpty: '请输入分组名称',
  newNameEmpty: '请输入新的分组名称',
  notCollected: '该品牌不在收藏中',
  groupMissing: '分组不存在',
  groupExists: '分组名称已存在',
  defaultFixed: '默认分组不能删除或重命名',
  added: '收藏成功',
  removed: '已取消收藏',
  moved: '已移动到分组',
  renamed: '分组已重命名',
  groupDeleted: '分组已删除，其中的品牌已移到默认分组',
} as const;

/** The message when the favourites are full; free and advanced members are offered an upgrade. */
export function brandFavouriteLimitMessage(limit: number, canUpgrade: boolean): string {
  return canUpgrade ? `收藏品牌已达上限（${limit}个），请升级会员` : `收藏品牌已达上限（${limit}个）`;
}
