import { z } from 'zod';
import { byAction, chinaTime, endpoints, noData, paged } from './endpoint.js';
import { formBody, id, idList, optionalText, page, requiredText } from './fields.js';
import { kolCardSchema, type NameCount, nameCountSchema } from './kol.api.js';
import { CHECK_MAX_IDS, type CollectAction, CollectMessage, GROUP_NAME_MAX } from './kol-collect.js';

const action = <A extends CollectAction>(name: A) => z.literal(name, { error: CollectMessage.action });
const kolId = id(CollectMessage.kolId);
const group = requiredText('分组名称', GROUP_NAME_MAX, CollectMessage.groupEmpty);
/** Absent or empty means "not given" (the default group on add, every group on list). */
const optionalGroup = optionalText('分组名称', GROUP_NAME_MAX);

export const collectSchema = formBody(
  z.discriminatedUnion(
    'action',
    [
      z.object({ action: action('add'), kol_id: kolId, group: optionalGroup }),
      z.object({ action: action('remove'), kol_id: kolId }),
      z.object({ action: action('list'), group: optionalGroup, page }),
      z.object({ action: action('groups') }),
      z.object({ action: action('move'), kol_id: kolId, group }),
      z.object({
        action: action('rename_group'),
        group,
        new_name: requiredText('新分组名称', GROUP_NAME_MAX, CollectMessage.newNameEmpty),
      }),
      z.object({ action: action('delete_group'), group }),
      z.object({
        action: action('check'),
        kol_ids: idList('博主ID格式不正确').pipe(
          z.array(z.number()).max(CHECK_MAX_IDS, `一次最多查询${CHECK_MAX_IDS}位博主`),
        ),
      }),
    ],
    { error: CollectMessage.action },
  ),
);
export type CollectInput = z.output<typeof collectSchema>;

/** One favourite in the list: the blogger's card, its group and when it was collected. */
export const favouriteItemSchema = kolCardSchema.extend({ group: z.string(), collect_time: chinaTime });
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;
export const favouritePageSchema = paged(favouriteItemSchema);
export type FavouritePage = z.infer<typeof favouritePageSchema>;

/** A group and how many favourites it holds. */
export type FavouriteGroup = NameCount;

/** What `groups` answers: the groups plus the member's total and limit. */
export const favouriteGroupsSchema = z.strictObject({
  groups: z.array(nameCountSchema),
  total: z.number().int(),
  limit: z.number().int(),
});
export type FavouriteGroups = z.infer<typeof favouriteGroupsSchema>;

/** What `add` answers; `created` is false when it was already a favourite (add is idempotent). */
export const collectAddedSchema = z.strictObject({ kol_id: z.number().int(), group: z.string(), created: z.boolean() });
export type CollectAdded = z.infer<typeof collectAddedSchema>;

export const kolCollectApi = endpoints('kol-collect', {
  '/api/index/collect': {
    summary: '收藏博主：add / remove / list / groups / move / rename_group / delete_group / check',
    request: collectSchema,
    ...byAction({
      add: collectAddedSchema,
      remove: z.strictObject({ removed: z.boolean() }),
      list: favouritePageSchema,
      groups: favouriteGroupsSchema,
      move: noData,
      rename_group: noData,
      delete_group: z.strictObject({ moved: z.number().int() }),
      /** The ids among those asked that are favourites. */
      check: z.array(z.number().int()),
    }),
  },
});
