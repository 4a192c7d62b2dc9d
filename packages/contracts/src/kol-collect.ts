import { z } from 'zod';
import type { KolCard, Paged } from './kol.js';
import type { MemberLevel } from './membership.js';
import { formPage, formText } from './profile.js';

/*
 * Favourite bloggers (/bosCollect): POST /api/index/collect with an `action`. Other blogger lists
 * call `action=add&kol_id=N` and `action=remove&kol_id=N` only; every other field is optional there.
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

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** A blogger id: a positive integer from a form string or a JSON number. */
export const kolIdField = z.preprocess(
  (value) => (blank(value) ? undefined : value),
  z.coerce
    .number({ error: CollectMessage.kolId })
    .int(CollectMessage.kolId)
    .positive(CollectMessage.kolId)
    .max(2_147_483_647, CollectMessage.kolId),
);

/** A group name: trimmed, 1 to 20 characters. */
function groupName(label: string, emptyMessage: string) {
  return formText(label, GROUP_NAME_MAX).refine((value) => value !== '', emptyMessage);
}

/** An optional group name: absent or empty means "not given". */
const optionalGroup = z.preprocess(
  (value) => (blank(value) ? undefined : value),
  groupName('分组名称', CollectMessage.groupEmpty).optional(),
);

/** A list of blogger ids from repeated keys, `kol_ids[]`, a JSON array or a comma-separated string. */
export function kolIdList(message: string) {
  return z.preprocess(
    (value) => {
      if (blank(value)) return [];
      const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
      return list.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => !blank(item));
    },
    z.array(z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message), {
      error: message,
    }),
  );
}

const action = <A extends CollectAction>(name: A) => z.literal(name, { error: CollectMessage.action });

export const collectSchema = z.preprocess(
  // form bodies name the list `kol_ids[]` sometimes
  (body) => {
    if (body && typeof body === 'object' && !Array.isArray(body) && 'kol_ids[]' in body) {
      const { 'kol_ids[]': ids, ...rest } = body as Record<string, unknown>;
      return { ...rest, kol_ids: ids };
    }
    return body;
  },
  z.discriminatedUnion(
    'action',
    [
      z.object({ action: action('add'), kol_id: kolIdField, group: optionalGroup }),
      z.object({ action: action('remove'), kol_id: kolIdField }),
      z.object({ action: action('list'), group: optionalGroup, page: formPage }),
      z.object({ action: action('groups') }),
      z.object({ action: action('move'), kol_id: kolIdField, group: groupName('分组名称', CollectMessage.groupEmpty) }),
      z.object({
        action: action('rename_group'),
        group: groupName('分组名称', CollectMessage.groupEmpty),
        new_name: groupName('新分组名称', CollectMessage.newNameEmpty),
      }),
      z.object({ action: action('delete_group'), group: groupName('分组名称', CollectMessage.groupEmpty) }),
      z.object({
        action: action('check'),
        kol_ids: kolIdList('博主ID格式不正确').pipe(z.array(z.number()).max(200, '一次最多查询200位博主')),
      }),
    ],
    { error: CollectMessage.action },
  ),
);
export type CollectInput = z.output<typeof collectSchema>;

/** One favourite in the list: the blogger's card, its group and when it was collected. */
export type FavouriteItem = KolCard & { group: string; collect_time: string };
export type FavouritePage = Paged<FavouriteItem>;

export interface FavouriteGroup {
  name: string;
  count: number;
}

/** What `groups` answers: the groups plus the member's total and limit. */
export interface FavouriteGroups {
  groups: FavouriteGroup[];
  total: number;
  limit: number;
}

/** What `add` answers. */
export interface CollectAdded {
  kol_id: number;
  group: string;
  /** false when it was already a favourite (the call is idempotent). */
  created: boolean;
}
