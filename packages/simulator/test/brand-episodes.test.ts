import type { WeiboPost } from '@boguan/weibo/model';
import { buildBrandMatcher, mentionedBrandIds } from '@boguan/weibo/text/brands';
import { analyzeSentiment } from '@boguan/weibo/text/sentiment';
import { detectSponsored } from '@boguan/weibo/text/sponsored';
import { describe, expect, it } from 'vitest';
import { BRANDS_BY_INDUSTRY, CAMPAIGN_SLOT_DAYS, campaignInSlot } from '../src/brands.js';
import { chinaDay, chinaWeek, dayStart, weekFirstDay } from '../src/calendar.js';
import { INDUSTRIES } from '../src/data/industries.js';
import { DAY, demoWorld, START } from './support/demo-world.js';

const world = demoWorld;
const matcher = buildBrandMatcher(world.brands);
const brandOf = (id: string) => world.brands.find((b) => b.id === id)!;

/** Posts of the bloggers filed under the brand's categories (where its mentions come from), day by day. */
function postsByDay(brandId: string, from: number, days: number): WeiboPost[][] {
  const categories = new Set(brandOf(brandId).categories);
  const uids = world.bloggerUids().filter((uid) => categories.has(world.bloggerTraits(uid)!.industry));
  const out: WeiboPost[][] = [];
  for (let d = 0; d < days; d++) {
    const start = new Date(from + d * DAY);
    out.push([...world.postsBetween(start, new Date(start.getTime() + DAY), { uids })]);
  }
  return out;
}

const mentions = (posts: readonly WeiboPost[], brandId: string) =>
  posts.filter((p) => !p.deleted && mentionedBrandIds(p.text, matcher).includes(brandId));

function meanSd(values: readonly number[]): { mean: number; sd: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
  return { mean, sd };
}

const share = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length / items.length;
const withoutEmoticons = (text: string) => text.replace(/\[[^\]\s]{1,8}\]/g, '');

describe('brand competitors', () => {
  it('every category has three brands or more to compare', () => {
    INDUSTRIES.forEach((industry, i) => {
      expect(BRANDS_BY_INDUSTRY[i]!.length, industry.name).toBeGreaterThanOrEqual(3);
    });
  });
});

describe('brand campaigns', () => {
  it('a few a quarter per brand, 3–7 days each, a week or more apart, the same for the same seed', () => {
    const firstSlot = Math.floor(chinaDay(START.getTime()) / CAMPAIGN_SLOT_DAYS);
    for (let idx = 0; idx < world.brands.length; idx++) {
      const campaigns = [0, 1, 2, 3, 4, 5, 6, 7, 8]
        .map((s) => campaignInSlot(world.seed, idx, firstSlot + s))
        .filter((c) => c !== null);
      // Nine slots are about eight months: 0.75 a slot.
      expect(campaigns.length).toBeGreaterThanOrEqual(3);
      campaigns.forEach((c, i) => {
        expect(c.lastDay - c.firstDay + 1).toBeGreaterThanOrEqual(3);
        expect(c.lastDay - c.firstDay + 1).toBeLessThanOrEqual(7);
        if (i > 0) expect(c.firstDay - campaigns[i - 1]!.lastDay).toBeGreaterThan(7);
      });
      expect(campaigns).toEqual(
        campaigns.map((c) => campaignInSlot(world.seed, idx, Math.floor(c.firstDay / CAMPAIGN_SLOT_DAYS))),
      );
    }
    const all = world.brandCampaigns(START, new Date(START.getTime() + 91 * DAY));
    expect(all.length / world.brands.length).toBeGreaterThan(1.8);
    expect(all.length / world.brands.length).toBeLessThan(3.5);
  });

  it("makes the brand's daily mentions peak above the trailing mean + 2σ, with more of them paid", () => {
    const TRAIL = 21;
    // The first campaign with three quiet weeks of history before it (no campaign or crisis of its own).
    const campaign = world
      .brandCampaigns(new Date(START.getTime() + TRAIL * DAY), new Date(START.getTime() + 120 * DAY))
      .find((c) => {
        const from = c.start.getTime() - TRAIL * DAY;
        if (from < START.getTime()) return false;
        const earlier = world.brandCampaigns(new Date(from), c.start).filter((o) => o.brandId === c.brandId);
        const crisis = Array.from({ length: TRAIL + 7 }, (_, d) => new Date(from + d * DAY)).some((at) =>
          world.brandInCrisis(c.brandId, at),
        );
        return earlier.length === 0 && !crisis;
      });
    expect(campaign).toBeDefined();
    const { brandId, start, end } = campaign!;
    const days = Math.round((end.getTime() - start.getTime()) / DAY);
    const byDay = postsByDay(brandId, start.getTime() - TRAIL * DAY, TRAIL + days).map((posts) =>
      mentions(posts, brandId),
    );
    const before = byDay.slice(0, TRAIL);
    const during = byDay.slice(TRAIL);
    const trailing = meanSd(before.map((d) => d.length));
    const peak = Math.max(...during.map((d) => d.length));
    expect(trailing.mean).toBeGreaterThan(3);
    expect(peak).toBeGreaterThan(trailing.mean + 2 * trailing.sd);
    // Several times the usual volume over the whole campaign, not one lucky day.
    expect(meanSd(during.map((d) => d.length)).mean).toBeGreaterThan(2.5 * trailing.mean);
    const paid = (posts: WeiboPost[][]) => share(posts.flat(), (p) => detectSponsored(p.text).isSponsored);
    expect(paid(during)).toBeGreaterThan(paid(before) + 0.05);
  });
});

describe('brand crises', () => {
  it('posts naming a brand in its crisis week complain in their words', () => {
    const WEEK = 7 * DAY;
    // Crisis weeks come whole (Monday to Sunday, China time); take the first with three calm weeks before it.
    const firstWeek = chinaWeek(chinaDay(START.getTime())) + 3;
    let found: { brandId: string; weekStart: number } | null = null;
    for (let week = firstWeek; !found && week < firstWeek + 30; week++) {
      const w = dayStart(weekFirstDay(week));
      for (const brand of world.brands) {
        const calm = [1, 2, 3].every((k) => !world.brandInCrisis(brand.id, new Date(w - k * WEEK + DAY)));
        if (world.brandInCrisis(brand.id, new Date(w + DAY)) && calm) {
          found = { brandId: brand.id, weekStart: w };
          break;
        }
      }
    }
    expect(found).not.toBeNull();
    const { brandId, weekStart } = found!;
    const byDay = postsByDay(brandId, weekStart - 3 * WEEK, 28).map((posts) => mentions(posts, brandId));
    const before = byDay.slice(0, 21).flat();
    const crisis = byDay.slice(21).flat();
    expect(crisis.length).toBeGreaterThan(30);
    const negative = (posts: WeiboPost[], read: (t: string) => string) =>
      share(posts, (p) => analyzeSentiment(read(p.text)).label === 'negative');
    const asWritten = (t: string) => t;
    expect(negative(crisis, asWritten)).toBeGreaterThan(negative(before, asWritten) + 0.3);
    // The words alone carry it: with every emoticon stripped the crisis still reads negative.
    expect(negative(crisis, withoutEmoticons)).toBeGreaterThan(negative(before, withoutEmoticons) + 0.3);
    expect(negative(crisis, withoutEmoticons)).toBeGreaterThan(0.5);
    // People talk about it more, too.
    expect(crisis.length / 7).toBeGreaterThan((before.length / 21) * 1.3);
  });
});
