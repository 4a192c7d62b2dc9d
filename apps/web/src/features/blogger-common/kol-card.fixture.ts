import type { KolCard } from '@boguan/contracts/kol.api';

/** A blogger card for component tests: every figure set, `overrides` on top. */
export function kolCard(overrides: Partial<KolCard> = {}): KolCard {
  return {
    kol_id: 7,
    uid: '3001',
    avatar: '/static/avatar/1000.svg',
    uname: '美妆小王',
    verify: 'blue',
    category: ['美妆'],
    fans: 1_234_567,
    gender: 'f',
    province: '广东',
    city: '广州',
    description: '分享日常妆容',
    verified_reason: '知名美妆博主',
    posts_30d: 41,
    original_posts_30d: 30,
    avg_interactions: 5_200,
    engagement_rate: 0.01234,
    sponsored_share: 0.25,
    last_post_at: '2026-01-05 10:00:00',
    growth_1d: 120,
    growth_7d: 3_200,
    growth_30d: 15_000,
    influence_day: 60.1,
    influence_week: 72.456,
    influence_month: 70.2,
    computed_at: '2026-01-05 12:00:00',
    ...overrides,
  };
}
