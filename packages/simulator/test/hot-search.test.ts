import type { HotSearchEntry } from '@boguan/weibo/model';
import { describe, expect, it } from 'vitest';
import { AD_SEATS, HOT_SEARCH_SIZE } from '../src/hot-search.js';
import { createWorld } from '../src/world.js';

const START = new Date('2026-03-02T00:00:00+08:00');
const HOUR = 3_600_000;
const MINUTE = 60_000;
const world = createWorld({ seed: 4242, start: START, bloggers: 1000 });
const at = (hours: number) => new Date(START.getTime() + hours * HOUR);
const ranked = (list: HotSearchEntry[]) => list.filter((e) => !e.isAd);

describe('hot-search list', () => {
  it('has 50 ranked entries 1..50, sorted by heat, with ads at fixed seats, at any minute', () => {
    for (const minutes of [0, 7, 61, 333, 1439, 2880 + 241, 9000]) {
      const list = world.hotSearchAt(new Date(START.getTime() + minutes * MINUTE));
      const entries = ranked(list);
      expect(entries).toHaveLength(HOT_SEARCH_SIZE);
      expect(entries.map((e) => e.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      for (let i = 1; i < entries.length; i++) expect(entries[i]!.heat).toBeLessThanOrEqual(entries[i - 1]!.heat);
      expect(new Set(entries.map((e) => e.word)).size).toBe(50);
      for (const seat of AD_SEATS) {
        expect(list[seat]!.isAd).toBe(true);
        expect(list[seat]!.rank).toBeNull();
      }
      expect(list.filter((e) => e.isAd)).toHaveLength(AD_SEATS.length);
      for (const e of list) {
        expect(e.capturedAt.getTime() % MINUTE).toBe(0);
        expect(['', '新', '热', '沸', '爆', '荐']).toContain(e.label);
        expect(e.category.length).toBeGreaterThan(0);
      }
    }
  });

  it('shows heat on the scale Weibo uses: the top near a million, the 50th near a hundred thousand', () => {
    const tops: number[] = [];
    const tails: number[] = [];
    for (let h = 0; h < 72; h += 3) {
      const entries = ranked(world.hotSearchAt(at(h)));
      tops.push(entries[0]!.heat);
      tails.push(entries[49]!.heat);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    expect(median(tops)).toBeGreaterThan(400_000);
    expect(median(tops)).toBeLessThan(8_000_000);
    expect(median(tails)).toBeGreaterThan(20_000);
    expect(median(tails)).toBeLessThan(400_000);
  });

  it('lets entries rise, peak and decay over hours', () => {
    const heatOf = (word: string, t: Date) => ranked(world.hotSearchAt(t)).find((e) => e.word === word)?.heat ?? 0;
    // Entries that are new at hour 30 and still on the list.
    const fresh = ranked(world.hotSearchAt(at(30))).filter((e) => e.label === '新');
    expect(fresh.length).toBeGreaterThan(0);
    let rose = 0;
    let decayed = 0;
    for (const e of fresh) {
      const soon = heatOf(e.word, at(30.75));
      const later = heatOf(e.word, at(40));
      if (soon > e.heat) rose++;
      if (later < Math.max(soon, e.heat)) decayed++;
    }
    expect(rose).toBeGreaterThan(0);
    expect(decayed).toBeGreaterThan(0);
    // Over a day the list turns over almost completely.
    const now = new Set(ranked(world.hotSearchAt(at(30))).map((e) => e.word));
    const dayLater = ranked(world.hotSearchAt(at(54))).map((e) => e.word);
    expect(dayLater.filter((w) => now.has(w)).length).toBeLessThan(20);
  });

  it('moves a little from one minute to the next, as the real list does', () => {
    const a = ranked(world.hotSearchAt(at(20)));
    const b = ranked(world.hotSearchAt(new Date(at(20).getTime() + MINUTE)));
    const same = a.filter((e) => b.some((x) => x.word === e.word)).length;
    expect(same).toBeGreaterThan(45);
    expect(a.map((e) => e.heat)).not.toEqual(b.map((e) => e.heat));
  });
});

describe('topics', () => {
  it('finds every listed entry as a topic whose reads grow and whose discussions follow', () => {
    const list = ranked(world.hotSearchAt(at(36)));
    for (const e of list.slice(0, 20)) {
      const t1 = world.topicAt(e.word, at(36))!;
      const t2 = world.topicAt(`#${e.word}#`, at(42))!;
      expect(t1.name).toBe(e.word);
      expect(t2.readCount).toBeGreaterThan(t1.readCount);
      expect(t2.discussCount).toBeGreaterThanOrEqual(t1.discussCount);
      expect(t1.discussCount).toBeLessThan(t1.readCount);
      expect(t1.category).toBe(e.category);
    }
  });

  it('does not know a topic before it is born; a name that trends again keeps adding reads', () => {
    const fresh = [30, 36, 42, 48, 54, 60].flatMap((h) =>
      ranked(world.hotSearchAt(at(h)))
        .filter((e) => e.label === '新')
        .map((e) => ({ e, h })),
    );
    expect(fresh.length).toBeGreaterThan(3);
    let unborn = 0;
    for (const { e, h } of fresh) {
      const before = world.topicAt(e.word, at(h - 1));
      const now = world.topicAt(e.word, at(h))!;
      if (before === null) unborn++;
      else expect(now.readCount).toBeGreaterThan(before.readCount);
    }
    expect(unborn).toBeGreaterThan(0);
    expect(world.topicAt('一个从未出现过的话题', at(50))).toBeNull();
  });

  it('keeps evergreen super-topics and topics named in posts findable', () => {
    const food = world.topicAt('#美食#', at(10))!;
    expect(food.readCount).toBeGreaterThan(100_000_000);
    expect(world.topicAt('美食', at(500))!.readCount).toBeGreaterThan(food.readCount);
    const tagged = [...world.postsBetween(at(24), at(30))].flatMap((p) =>
      [...p.text.matchAll(/#([^#]+)#/g)].map((m) => m[1]!),
    );
    expect(tagged.length).toBeGreaterThan(100);
    for (const name of tagged.slice(0, 60)) expect(world.topicAt(name, at(30)), name).not.toBeNull();
  });

  it('names hosts for brand topics: the brand’s official account', () => {
    let hosted = 0;
    for (let h = 0; h < 72; h += 6) {
      for (const e of ranked(world.hotSearchAt(at(h)))) {
        const topic = world.topicAt(e.word, at(h))!;
        if (!topic.hostUid) continue;
        expect(world.userAt(topic.hostUid, at(h))).not.toBeNull();
        hosted++;
      }
    }
    expect(hosted).toBeGreaterThan(10);
  });
});
