import { z } from 'zod';
import { BRAND_CHECK_MAX_IDS, BRAND_GROUP_NAME_MAX, BrandCollectMessage as Message } from './brand-collect.js';
import { BRAND_ID_PATTERN } from './brand-search.js';
import { chinaTime, endpoints, noData, paged } from './endpoint.js';
import {
  blank,
  type FormScalar,
  type FormValue,
  formBody,
  isBlank,
  noFields,
  optionalText,
  page,
  requiredText,
} from './fields.js';
import { nameCountSchema } from './kol.api.js';

const int = z.number().int();

/** One brand id as brands.id stores it (numbers are accepted and read as text). */
export const brandCollectIdField = z.preprocess(
  (value: FormScalar) => (typeof value === 'number' ? String(value) : blank(value)),
  z.string({ error: Message.brandId }).regex(BRAND_ID_PATTERN, Message.brandId),
);

/** A list of brand ids: repeated keys, `key[]`, a JSON array or `a,b`; duplicates dropped, order kept. */
export function brandIdList(message: string) {
  return z.preprocess(
    (value: FormValue) => {
      if (isBlank(value)) return [];
      const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
      return list.map((item) => (typeof item === 'number' ? String(item) : blank(item))).filter((i) => i !== undefined);
    },
    z
      .array(z.string({ error: message }).regex(BRAND_ID_PATTERN, message), { error: message })
      .transform((ids) => [...new Set(ids)]),
  );
}

const group = requiredText('分组名称', BRAND_GROUP_NAME_MAX, Message.groupEmpty);
/** Absent or empty means "not given" (the default group on add, every group on list). */
const optionalGroup = optionalText('分组名称', BRAND_GROUP_NAME_MAX);

export const brandCollectAddSchema = formBody(z.object({ brand_id: brandCollectIdField, group: optionalGroup }));
export type BrandCollectAddInput = z.output<typeof brandCollectAddSchema>;
export const brandCollectDelSchema = formBody(z.object({ brand_id: brandCollectIdField }));
export const brandCollectListSchema = formBody(z.object({ group: optionalGroup, page }));
export type BrandCollectListInput = z.output<typeof brandCollectListSchema>;
export const brandCollectMoveSchema = formBody(z.object({ brand_id: brandCollectIdField, group }));
export type BrandCollectMoveInput = z.output<typeof brandCollectMoveSchema>;
export const brandCollectRenameSchema = formBody(
  z.object({ group, new_name: requiredText('新分组名称', BRAND_GROUP_NAME_MAX, Message.newNameEmpty) }),
);
export type BrandCollectRenameInput = z.output<typeof brandCollectRenameSchema>;
export const brandCollectGroupSchema = formBody(z.object({ group }));
export const brandCollectCheckSchema = formBody(
  z.object({
    brand_ids: brandIdList(Message.brandIds).pipe(z.array(z.string()).max(BRAND_CHECK_MAX_IDS, Message.checkMax)),
  }),
);

/** One favourite brand in the list: its card, group, when it was collected and its recent mentions. */
export const brandFavouriteSchema = z.strictObject({
  brand_id: z.string(),
  brand_pic: z.string(),
  brand_cn_name: z.string(),
  brand_en_name: z.string(),
  brand_category: z.array(z.string()),
  /** A brand of the simulated demo world: its figures are demo data. */
  demo: z.boolean(),
  group: z.string(),
  collect_time: chinaTime,
  /** Posts naming the brand in the last BRAND_COLLECT_RECENT_DAYS China days, today included. */
  mentions_recent: int,
  /** The same over the BRAND_COLLECT_RECENT_DAYS days before. */
  mentions_previous: int,
  /** One count per day of the recent window, oldest first (the row's sparkline). */
  daily: z.array(int),
});
export type BrandFavourite = z.infer<typeof brandFavouriteSchema>;
export const brandFavouritePageSchema = paged(brandFavouriteSchema).extend({
  /** The recent window's first and last China dates. */
  recent_from: z.string(),
  recent_to: z.string(),
});
export type BrandFavouritePage = z.infer<typeof brandFavouritePageSchema>;

export const brandFavouriteGroupsSchema = z.strictObject({
  groups: z.array(nameCountSchema),
  total: int,
  limit: int,
});
export type BrandFavouriteGroups = z.infer<typeof brandFavouriteGroupsSchema>;

/** What `add` answers; `created` is false when it was already a favourite (add is idempotent). */
export const brandCollectAddedSchema = z.strictObject({
  brand_id: z.string(),
  group: z.string(),
  created: z.boolean(),
});
export type BrandCollectAdded = z.infer<typeof brandCollectAddedSchema>;

export const brandCollectApi = endpoints('brand-collect', {
  '/api/brand_collect/add': {
    summary: '收藏品牌（可指定分组；已收藏时移动到该分组）',
    request: brandCollectAddSchema,
    response: brandCollectAddedSchema,
  },
  '/api/brand_collect/del': {
    summary: '取消收藏品牌',
    request: brandCollectDelSchema,
    response: z.strictObject({ removed: z.boolean() }),
  },
  '/api/brand_collect/list': {
    summary: '收藏的品牌（每页 10 条，含近 7 天提及量）',
    request: brandCollectListSchema,
    response: brandFavouritePageSchema,
  },
  '/api/brand_collect/groups': {
    summary: '品牌收藏分组及数量',
    request: noFields,
    response: brandFavouriteGroupsSchema,
  },
  '/api/brand_collect/move': {
    summary: '移动收藏品牌到分组（新名称即新建分组）',
    request: brandCollectMoveSchema,
    response: noData,
  },
  '/api/brand_collect/rename_group': {
    summary: '重命名品牌收藏分组',
    request: brandCollectRenameSchema,
    response: noData,
  },
  '/api/brand_collect/delete_group': {
    summary: '删除品牌收藏分组（其中品牌移到默认分组）',
    request: brandCollectGroupSchema,
    response: z.strictObject({ moved: int }),
  },
  '/api/brand_collect/check': {
    summary: '查询哪些品牌已收藏',
    request: brandCollectCheckSchema,
    /** The ids among those asked that are favourites, in the order asked. */
    response: z.array(z.string()),
  },
});
