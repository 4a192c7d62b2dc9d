import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../src/data/industries.js';
import { mediaName } from '../src/profile-text.js';
import { Rng } from '../src/rng.js';
import { createWorld } from '../src/world.js';
import { addScores, categoryScores, READ_CATEGORIES, topCategories, WEATHER_WORDS } from './support/category-reader.js';

const START = new Date('2026-03-02T00:00:00+08:00');
const DAY = 86_400_000;
const WEEK_LATER = new Date(START.getTime() + 7 * DAY);
const world = createWorld({ seed: 'boguan', start: START });
const users = world.bloggerUids().map((uid) => world.userAt(uid, WEEK_LATER)!);

const postsByUid = new Map<string, string[]>();
for (const post of world.postsBetween(START, WEEK_LATER)) {
  if (post.deleted) continue;
  const list = postsByUid.get(post.uid) ?? [];
  list.push(post.text);
  postsByUid.set(post.uid, list);
}

const profileText = (u: (typeof users)[number]) => [u.screenName, u.description, u.verifiedReason].join(' ');

describe('blogger categories follow their own text', () => {
  it('files accounts only under categories the reader knows', () => {
    for (const u of users) {
      expect(u.categories.length).toBeGreaterThan(0);
      for (const c of u.categories) expect(READ_CATEGORIES).toContain(c);
    }
  });

  it("reads every account's name, bio and verification as its first category", () => {
    const misread = users.filter((u) => {
      const top = topCategories(categoryScores(profileText(u)));
      return !(top.length === 1 && top[0] === u.categories[0]);
    });
    expect(misread.map((u) => `${u.categories.join('/')}: ${profileText(u)}`)).toEqual([]);
  });

  it('finds every listed category in the bio or posts, and no unlisted category leads', () => {
    let primaryLeads = 0;
    for (const u of users) {
      const scores = addScores(
        categoryScores(profileText(u)),
        categoryScores((postsByUid.get(u.uid) ?? []).join('\n')),
      );
      for (const c of u.categories) expect(scores.get(c) ?? 0, `${u.screenName} ${c}`).toBeGreaterThan(0);
      const top = topCategories(scores);
      expect(
        top.filter((c) => !u.categories.includes(c)),
        `${u.screenName} ${u.categories}`,
      ).toEqual([]);
      if (top.length === 1 && top[0] === u.categories[0]) primaryLeads++;
    }
    // A second interest fills a quarter of the posts; a few keyword-dense fields can outweigh a sparse first one.
    expect(primaryLeads / users.length).toBeGreaterThan(0.95);
  });

  it("reads nearly every post as one of its author's categories", () => {
    const categoriesOf = new Map(users.map((u) => [u.uid, u.categories]));
    let read = 0;
    let agree = 0;
    for (const [uid, texts] of postsByUid) {
      for (const text of texts) {
        const top = topCategories(categoryScores(text));
        if (top.length === 0) continue;
        read++;
        if (top.some((c) => categoriesOf.get(uid)?.includes(c))) agree++;
      }
    }
    expect(read).toBeGreaterThan(30_000);
    // What is left is 娱乐/影视/音乐 talk, which shares its words (演唱会, 定档, 官宣).
    expect(agree / read).toBeGreaterThan(0.98);
  });

  it('files weather accounts under 本地生活, never 美食', () => {
    let weather = 0;
    for (const seed of [1, 2, 3, 'boguan']) {
      const w = createWorld({ seed, start: START });
      for (const uid of w.bloggerUids()) {
        const u = w.userAt(uid, START)!;
        if (!WEATHER_WORDS.test(profileText(u))) continue;
        weather++;
        expect(u.categories, profileText(u)).not.toContain('美食');
        expect(u.categories[0], profileText(u)).toBe('本地生活');
      }
    }
    expect(weather).toBeGreaterThan(0);
    // Food-only accounts never talk about the weather either.
    for (const u of users.filter((x) => x.categories.length === 1 && x.categories[0] === '美食')) {
      for (const text of postsByUid.get(u.uid) ?? []) expect(text).not.toMatch(WEATHER_WORDS);
    }
  });

  it('names a city outlet only after words of the field it covers', () => {
    for (let industry = 0; industry < INDUSTRIES.length; industry++) {
      const rng = new Rng(industry);
      const field = INDUSTRIES[industry]!.name;
      for (let i = 0; i < 200; i++) {
        const name = mediaName(rng, industry, '杭州');
        const top = topCategories(categoryScores(name));
        expect(top, `${field}: ${name}`).toEqual([field]);
      }
    }
  });
});
