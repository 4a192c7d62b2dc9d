import type { MemberLevel } from './membership.js';

/*
 * Favourite bloggers (/bosCollect): POST /api/index/collect with an `action`. Other blogger lists
 * call `action=add&kol_id=N` and `action=remove&kol_id=N` only; every other field is optional there.
 * The call and its schemas are in kol-collect.api.ts.
 */

export const DEFAULT_GROUP = '默认分组';
export const GROUP_NAME_MAX = 20;
export const COLLECT_PAGE_SIZE = 10;

/**
 * The most bloggers a member may keep in favourites, per level. There is no membership feature
 * key for favourites (it is a holding, not a use), so the limit lives here (docs/kol-collect.md).
 */
export const FAVOURITE_LIMITS: Record<MemberLevel, number> = { 20: 50, 30: 500, 40: 2000 };

export const COLLECT_ACTIONS = [
  'add',
  'remove',
  'list',
  'groups',
  'move',
  'rename_group',
  'delete_group',
  'check',
] as const;
export type CollectAction = (typeof COLLECT_ACTIONS)[number];

export const CollectMessage = {
  action: '操作类型不正确',
  kolId: '请选择博主',
  groupEmpty: '请输入分组名称',
  newNameEmpty: '请输入新的分组名称',
  notCollected: '该博主不在收藏中',
  groupMissing: '分组不存在',
  groupExists: '分组名称已存在',
  defaultFixed: '默认分组不能删除或重命名',
  added: '收藏成功',
  removed: '已取消收藏',
  moved: '已移动到分组',
  renamed: '分组已重命名',
  groupDeleted: '分组已删除，其中的博主已移到默认分组',
} as const;

/** The message when the favourites are full; free and advanced members are offered an upgrade. */
export function favouriteLimitMessage(limit: number, canUpgrade: boolean): string {
  return canUpgrade ? `收藏博主已达上限（${limit}位），请升级会员` : `收藏博主已达上限（${limit}位）`;
}

export const CHECK_MAX_IDS = 200;
