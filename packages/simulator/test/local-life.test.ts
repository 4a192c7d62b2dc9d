import type { WeiboUser } from '@boguan/weibo/model';
import { buildBrandMatcher, mentionedBrandIds } from '@boguan/weibo/text/brands';
import { buildMerchantMatcher, mentionedMerchantIds } from '@boguan/weibo/text/merchants';
import { describe, expect, it } from 'vitest';
import { LIFE_CITIES, MERCHANT_PARTS } from '../src/data/local-life.js';
import { createWorld } from '../src/world.js';
import { DAY, demoWorld, START } from './support/demo-world.js';

/*
 * Local life on the demo world (docs/simulator.md, docs/local-life.md): merchants in several cities
 * with districts, local bloggers there (探店 among them), posts naming merchants that the engine's
 * matcher finds, a few popular merchants and a campaign spike, all the same for the same seed.
 */

const WEEKS = 3;
const END = new Date(START.getTime() + WEEKS * 7 * DAY);
const merchants = demoWorld.merchants;
const byId = new Map(merchants.map((m) => [m.id, m]));
const matcher = buildMerchantMatcher(merchants);

interface Visit {
  merchantId: string;
  day: number;
  uid: string;
}
const visits: Visit[] = [];
let misread = 0;
let stray = 0;
for (const post of demoWorld.postsBetween(START, END)) {
  if (post.deleted) continue;
  const truth = demoWorld.merchantOfPost(post.mid);
  const found = mentionedMerchantIds(post.text, matcher);
  if (truth === null) {
    if (found.length > 0) stray++;
    continue;
  }
  if (found.length !== 1 || found[0] !== truth) misread++;
  visits.push({
    merchantId: truth,
    uid: post.uid,
    day: Math.floor((post.createdAt.getTime() - START.getTime()) / DAY),
  });
}
const users = new Map(
  demoWorld
    .bloggerUids()
    .map((uid) => demoWorld.userAt(uid, END))
    .filter((u): u is WeiboUser => u !== null)
    .map((u) => [u.uid, u]),
);
const lifeCity = (u: WeiboUser) => (['北京', '上海', '天津', '重庆'].includes(u.province) ? u.province : u.city);

describe('local life in the demo world', () => {
  it('has merchants of every category in several cities, in their districts, with unique names', () => {
    expect(new Set(merchants.map((m) => m.city))).toEqual(new Set(LIFE_CITIES.map((c) => c.city)));
    for (const city of LIFE_CITIES) {
      const own = merchants.filter((m) => m.city === city.city);
      expect(own.length).toBe(MERCHANT_PARTS.reduce((n, p) => n + p.perCity, 0));
      for (const m of own) expect(city.districts.map((d) => d.name)).toContain(m.district);
      expect(new Set(own.map((m) => m.district)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(own.map((m) => m.category))).toEqual(new Set(MERCHANT_PARTS.map((p) => p.category)));
    }
    const names = merchants.flatMap((m) => [m.name, ...m.aliases]);
    expect(new Set(names).size).toBe(names.length);
    // No merchant's name names a brand, and no brand's name a merchant.
    const brands = buildBrandMatcher(demoWorld.brands);
    for (const name of names) expect(mentionedBrandIds(name, brands), name).toEqual([]);
    for (const b of demoWorld.brands)
      expect(mentionedMerchantIds(`${b.cnName} ${b.aliases.join(' ')}`, matcher)).toEqual([]);
  });

  it('is the same for the same seed and another for another seed', () => {
    const again = createWorld({ seed: 'boguan', start: START, bloggers: 200 });
    const other = createWorld({ seed: 'another', start: START, bloggers: 200 });
    expect(again.merchants).toEqual(merchants);
    expect(other.merchants.map((m) => m.name)).not.toEqual(merchants.map((m) => m.name));
    expect(again.merchantCampaigns(START, END)).toEqual(demoWorld.merchantCampaigns(START, END));
  });

  it('writes posts naming merchants that the engine finds, and no merchant where none was meant', () => {
    expect(visits.length).toBeGreaterThan(2000);
    expect(misread).toBe(0);
    expect(stray).toBe(0);
    for (const city of LIFE_CITIES) {
      const inCity = visits.filter((v) => byId.get(v.merchantId)?.city === city.city);
      expect(inCity.length, city.city).toBeGreaterThan(150);
      // Most of a city's merchants are named, in most of its districts.
      const named = new Set(inCity.map((v) => v.merchantId));
      expect(named.size, city.city).toBeGreaterThan(15);
    }
  });

  it('makes a few merchants popular: the top fifth of a city holds far more than a fifth of its mentions', () => {
    for (const city of LIFE_CITIES) {
      const counts = new Map<string, number>();
      for (const v of visits)
        if (byId.get(v.merchantId)?.city === city.city) counts.set(v.merchantId, (counts.get(v.merchantId) ?? 0) + 1);
      const sorted = [...counts.values()].sort((a, b) => b - a);
      const total = sorted.reduce((a, b) => a + b, 0);
      const top = sorted.slice(0, 5).reduce((a, b) => a + b, 0);
      expect(top / total, city.city).toBeGreaterThan(0.35);
    }
  });

  it("lifts a campaigning merchant's daily mentions far above its days before", () => {
    const campaigns = demoWorld
      .merchantCampaigns(new Date(START.getTime() + 7 * DAY), END)
      .filter((c) => c.start.getTime() >= START.getTime() + 7 * DAY && c.end.getTime() <= END.getTime());
    expect(campaigns.length).toBeGreaterThanOrEqual(3);
    let spikes = 0;
    for (const c of campaigns) {
      const first = Math.round((c.start.getTime() - START.getTime()) / DAY);
      const last = Math.round((c.end.getTime() - START.getTime()) / DAY) - 1;
      const daily = (day: number) => visits.filter((v) => v.merchantId === c.merchantId && v.day === day).length;
      const during = Array.from({ length: last - first + 1 }, (_, i) => daily(first + i));
      const before = Array.from({ length: 7 }, (_, i) => daily(first - 7 + i));
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      if (mean(during) >= 3 * Math.max(0.5, mean(before))) spikes++;
    }
    // Nearly every campaign stands out (a rarely named merchant's may stay small).
    expect(spikes / campaigns.length).toBeGreaterThan(0.8);
  });

  it('places local bloggers in every city, 探店 bloggers among them, who write most of its visits', () => {
    for (const city of LIFE_CITIES) {
      const local = [...users.values()].filter(
        (u) => lifeCity(u) === city.city && u.categories.some((c) => ['探店', '美食', '本地生活'].includes(c)),
      );
      expect(local.length, city.city).toBeGreaterThanOrEqual(6);
      const tandian = local.filter((u) => u.categories.includes('探店'));
      expect(tandian.length, city.city).toBeGreaterThanOrEqual(2);
      for (const u of tandian) expect(u.description).toMatch(/探店/);
    }
    // 探店 bloggers live in a local-life city and are filed under a field that visits places.
    for (const u of users.values()) {
      if (!u.categories.includes('探店')) continue;
      expect(LIFE_CITIES.map((c) => c.city)).toContain(lifeCity(u));
      expect(['美食', '本地生活', '旅游']).toContain(u.categories[0]);
    }
    const byLocals = visits.filter((v) => {
      const u = users.get(v.uid);
      return u && lifeCity(u) === byId.get(v.merchantId)?.city;
    });
    expect(byLocals.length / visits.length).toBeGreaterThan(0.7);
  });
});
