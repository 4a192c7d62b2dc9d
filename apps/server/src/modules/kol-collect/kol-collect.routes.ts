import { CollectMessage } from '@boguan/contracts/kol-collect';
import { kolCollectApi } from '@boguan/contracts/kol-collect.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import {
  addFavourite,
  checkFavourites,
  deleteFavouriteGroup,
  listFavourites,
  listGroups,
  moveFavourite,
  removeFavourite,
  renameFavouriteGroup,
} from './kol-collect.service.js';

/** POST /api/index/collect (spec 7 Home: collect): favourite bloggers and their groups, by `action`. */
export function kolCollectRoutes(ctx: AppContext) {
  return handlersFor(kolCollectApi, {
    '/api/index/collect': async ({ user, body }) => {
      switch (body.action) {
        case 'add':
          return ok(await addFavourite(ctx, user, body), CollectMessage.added);
        case 'remove':
          return ok(await removeFavourite(ctx, user, body.kol_id), CollectMessage.removed);
        case 'list':
          return ok(await listFavourites(ctx, user, body));
        case 'groups':
          return ok(await listGroups(ctx, user));
        case 'move':
          await moveFavourite(ctx, user, body);
          return ok(null, CollectMessage.moved);
        case 'rename_group':
          await renameFavouriteGroup(ctx, user, body);
          return ok(null, CollectMessage.renamed);
        case 'delete_group':
          return ok({ moved: await deleteFavouriteGroup(ctx, user, body.group) }, CollectMessage.groupDeleted);
        case 'check':
          return ok(await checkFavourites(ctx, user, body.kol_ids));
      }
    },
  });
}
