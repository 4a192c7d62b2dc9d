import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';

/** Final reports count uses of this feature; its maxRows is the posts one report or one project may hold. */
export const FEATURE = 'final_report' as const;

/** The posts one report (or one project) may hold at the member's level; 1001 without the feature. */
export function maxPosts(ctx: AppContext, user: Member): number {
  return ctx.membership.authorize(user, FEATURE).maxRows ?? Number.MAX_SAFE_INTEGER;
}
