import {
  BRAND_ALERT_KIND_LABELS,
  BRAND_ALERTS_PER_BRAND,
  BRAND_WATCH_MAX,
  BrandAlertMessage,
} from '@boguan/contracts/brand-alert';
import type { BrandWatch } from '@boguan/contracts/brand-alert.api';
import { formatChinaTime } from '@boguan/contracts/china-time';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { brandsByIds } from '../brand-audience/audience.sql.js';
import type { Member } from '../membership/membership.service.js';
import { addWatch, isWatching, recentAlerts, removeWatch, watchesOf } from './brand-alert.repository.js';

/*
 * A member's brand watches (docs/brand-audience.md, "Brand alerts"). Any logged-in member may watch
 * up to BRAND_WATCH_MAX brands: the alert is a notification, not an analysis, so it uses no quota.
 */

type WatchState = { brand_id: string; watching: boolean };

async function requireBrand(ctx: AppContext, brandId: string): Promise<void> {
  if (!(await brandsByIds(ctx.db, [brandId])).has(brandId)) throw AppError.bad(BrandAlertMessage.unknownBrand);
}

export async function watchBrand(ctx: AppContext, user: Member, brandId: string): Promise<WatchState> {
  await requireBrand(ctx, brandId);
  if (!(await addWatch(ctx.db, user.id, brandId, BRAND_WATCH_MAX, ctx.clock.now())))
    throw AppError.bad(BrandAlertMessage.tooMany);
  return { brand_id: brandId, watching: true };
}

/** Unwatching a brand not watched (or unknown) is a no-op: the answer is the same state. */
export async function unwatchBrand(ctx: AppContext, user: Member, brandId: string): Promise<WatchState> {
  await removeWatch(ctx.db, user.id, brandId);
  return { brand_id: brandId, watching: false };
}

export async function watchState(ctx: AppContext, user: Member, brandId: string): Promise<WatchState> {
  return { brand_id: brandId, watching: await isWatching(ctx.db, user.id, brandId) };
}

export async function brandWatches(ctx: AppContext, user: Member): Promise<BrandWatch[]> {
  const [watches, alerts] = await Promise.all([
    watchesOf(ctx.db, user.id),
    recentAlerts(ctx.db, user.id, BRAND_ALERTS_PER_BRAND),
  ]);
  return watches.map((w) => ({
    brand: { id: w.brand_id, cn_name: w.cn_name, en_name: w.en_name, logo: w.logo, categories: w.categories },
    create_time: formatChinaTime(w.created_at),
    alerts: alerts
      .filter((a) => a.brand_id === w.brand_id)
      .map((a) => ({
        id: Number(a.id),
        day: a.day,
        kind: a.kind,
        kind_text: BRAND_ALERT_KIND_LABELS[a.kind],
        value: Number(a.value),
        mean: Number(a.mean),
        sd: Number(a.sd),
        threshold: Number(a.threshold),
        mentions: Number(a.mentions),
        negative: Number(a.negative),
        create_time: formatChinaTime(a.created_at),
      })),
  }));
}
