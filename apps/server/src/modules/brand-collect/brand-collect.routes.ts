import { BrandCollectMessage as Message } from '@boguan/contracts/brand-collect';
import { brandCollectApi } from '@boguan/contracts/brand-collect.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import {
  addBrandFavourite,
  collectedBrands,
  deleteBrandGroup,
  listBrandFavourites,
  listBrandGroups,
  moveBrandFavourite,
  removeBrandFavourite,
  renameBrandGroup,
} from './brand-collect.service.js';

/** Favourite brands /brandCollect and their groups (docs/brand-contrast.md). */
export function brandCollectRoutes(ctx: AppContext) {
  return handlersFor(brandCollectApi, {
    '/api/brand_collect/add': async ({ user, body }) => ok(await addBrandFavourite(ctx, user, body), Message.added),
    '/api/brand_collect/del': async ({ user, body }) =>
      ok(await removeBrandFavourite(ctx, user, body.brand_id), Message.removed),
    '/api/brand_collect/list': async ({ user, body }) => ok(await listBrandFavourites(ctx, user, body)),
    '/api/brand_collect/groups': async ({ user }) => ok(await listBrandGroups(ctx, user)),
    '/api/brand_collect/move': async ({ user, body }) => {
      await moveBrandFavourite(ctx, user, body);
      return ok(null, Message.moved);
    },
    '/api/brand_collect/rename_group': async ({ user, body }) => {
      await renameBrandGroup(ctx, user, body);
      return ok(null, Message.renamed);
    },
    '/api/brand_collect/delete_group': async ({ user, body }) =>
      ok({ moved: await deleteBrandGroup(ctx, user, body.group) }, Message.groupDeleted),
    '/api/brand_collect/check': async ({ user, body }) => ok(await collectedBrands(ctx, user.id, body.brand_ids)),
  });
}
