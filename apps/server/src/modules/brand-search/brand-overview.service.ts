import { BRAND_SOV_PEERS } from '@boguan/contracts/brand-search';
import type { BrandOverview, BrandSov } from '@boguan/contracts/brand-search.api';
import { shareInterval } from '@boguan/weibo/analytics/share-interval';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { brandDaySeries, categoryMentions } from '../brand-data/brand-days.repository.js';
import { type BrandView, periodFields } from './brand-detail.access.js';
import { sentimentOf } from './brand-periods.js';

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** The brand's share of the mentions of every brand of `category` over the view's days. */
async function shareOfVoice(db: Kysely<Database>, view: BrandView, category: string): Promise<BrandSov> {
  const rows = await categoryMentions(db, category, view.from, view.to);
  const total = rows.reduce((sum, r) => sum + r.mentions, 0);
  const own = rows.find((r) => r.brandId === view.card.brand_id)?.mentions ?? 0;
  // The leaders, and the brand itself wherever it stands.
  const shown = rows.filter((r, i) => i < BRAND_SOV_PEERS || r.brandId === view.card.brand_id);
  return {
    category,
    category_mentions: total,
    share: shareInterval(own, total),
    peers: shown.map((r) => ({
      brand_id: r.brandId,
      name: r.name,
      mentions: r.mentions,
      share: total > 0 ? round4(r.mentions / total) : 0,
    })),
  };
}

/** Mentions and interactions per day, the totals with net sentiment, and the share of voice per category. */
export async function brandOverview(db: Kysely<Database>, view: BrandView): Promise<BrandOverview> {
  const series = await brandDaySeries(db, view.card.brand_id, view.from, view.to);
  const sum = (key: 'mentions' | 'interactions' | 'positive' | 'neutral' | 'negative' | 'sponsored') =>
    series.reduce((total, day) => total + day[key], 0);
  const sov = await Promise.all(view.card.brand_category.map((category) => shareOfVoice(db, view, category)));
  return {
    ...periodFields(view),
    totals: {
      mentions: sum('mentions'),
      interactions: sum('interactions'),
      sponsored: sum('sponsored'),
      sentiment: sentimentOf({ positive: sum('positive'), neutral: sum('neutral'), negative: sum('negative') }),
    },
    series,
    sov,
  };
}
