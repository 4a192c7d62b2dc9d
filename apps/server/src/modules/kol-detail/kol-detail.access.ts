import { chinaDate } from '@boguan/contracts/china-time';
import type { KolCard } from '@boguan/contracts/kol.api';
import type { AppContext } from '../../lib/context.js';
import { kolCardByIdOrUid } from '../bloggers/kol-cards.repository.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { deleteView, insertView } from './kol-detail.repository.js';

export interface BloggerRef {
  kol_id?: number | undefined;
  uid?: string | undefined;
}

/**
 * The gate of every detail tab: one kol_detail use per blogger per China day. The view row is
 * written first and a use consumed only by the call that wrote it, so re-opening a blogger (or
 * loading its other tabs) is free and parallel calls for distinct bloggers are counted exactly
 * (the counter itself is atomic). When the quota refuses, the row is taken back, so the blogger
 * is not marked as opened.
 */
export async function openBlogger(ctx: AppContext, user: SessionUser, ref: BloggerRef): Promise<KolCard> {
  const card = await kolCardByIdOrUid(ctx.db, ref);
  ctx.membership.authorize(user, 'kol_detail');
  const now = ctx.clock.now();
  const view = { userId: user.id, kolId: card.kol_id, day: chinaDate(now), now };
  if (await insertView(ctx.db, view)) {
    try {
      await ctx.membership.consume(user, 'kol_detail');
    } catch (error) {
      await deleteView(ctx.db, view);
      throw error;
    }
  }
  return card;
}
