/**
 * The topic book: hour slots of topics generated on demand and cached (bounded), lookup
 * by name, evergreen industry super-topics (#美食#), and the pick of a fitting topic for
 * a post. A topic exists from its birth; asked for before that, it is not found.
 */
import type { WeiboTopic } from '@boguan/weibo/model';
import { DAY, hourSlot } from './calendar.js';
import { industryAt } from './data/industries.js';
import { VOCABS } from './data/vocab.js';
import { hash32, type Rng, STREAM, unitFromHash } from './rng.js';
import { discussionsOf, slotTopics, type TopicHosts, type TopicSpec, topicReads } from './topic-specs.js';

const SLOT_CACHE_LIMIT = 4000;
/** Topics born this long before the world's start still count (their reads carry on). */
const PRE_START_DAYS = 30;
const EPOCH_2020 = Date.UTC(2020, 0, 1);
const FIVE_YEARS = 5 * 365 * DAY;

/**
 * A name can be born more than once (the same star trends again next week). Such a topic
 * is one #话题# page: its reads and discussions add up over all its births since a fixed
 * point before the world's start, so they never go down.
 */
export class TopicBook {
  private readonly slots = new Map<number, TopicSpec[]>();
  /**
   * Every birth of a name, oldest first, held by reference: a topic asked for hour after hour (the
   * collector watches thousands) is summed from its births without regenerating their slots.
   */
  private readonly births = new Map<string, { slot: number; spec: TopicSpec }[]>();
  private readonly evergreen = new Map<string, number>();
  private readonly firstSlot: number;
  private indexedTo: number;

  constructor(
    private readonly seed: number,
    private readonly hosts: TopicHosts,
    start: number,
  ) {
    VOCABS.forEach((vocab, industry) => {
      for (const name of vocab.evergreen) this.evergreen.set(name, industry);
    });
    this.firstSlot = hourSlot(start) - PRE_START_DAYS * 24;
    this.indexedTo = this.firstSlot - 1;
  }

  slot(slot: number): TopicSpec[] {
    const cached = this.slots.get(slot);
    if (cached) return cached;
    const specs = slotTopics(this.seed, slot, this.hosts);
    if (this.slots.size >= SLOT_CACHE_LIMIT) {
      const oldest = this.slots.keys().next().value;
      if (oldest !== undefined) this.slots.delete(oldest);
    }
    this.slots.set(slot, specs);
    return specs;
  }

  /** Extends the name index, in slot order, so it always covers [firstSlot, slot] completely. */
  private indexUpTo(slot: number): void {
    while (this.indexedTo < slot) {
      this.indexedTo++;
      for (const spec of this.slot(this.indexedTo)) {
        const birth = { slot: this.indexedTo, spec };
        const list = this.births.get(spec.name);
        if (list) list.push(birth);
        else this.births.set(spec.name, [birth]);
      }
    }
  }

  /** Topics born in the `hours` before `at` (and not after it). */
  activeAt(at: number, hours: number): TopicSpec[] {
    const out: TopicSpec[] = [];
    const last = hourSlot(at);
    for (let s = last - hours; s <= last; s++) {
      for (const spec of this.slot(s)) if (spec.born <= at) out.push(spec);
    }
    return out;
  }

  /** Every birth of a name up to `at`, oldest first. */
  birthsOf(name: string, at: number): TopicSpec[] {
    const last = hourSlot(at);
    if (last < this.firstSlot) return [];
    this.indexUpTo(last);
    const out: TopicSpec[] = [];
    for (const birth of this.births.get(name) ?? []) {
      if (birth.slot > last) break;
      if (birth.spec.born <= at) out.push(birth.spec);
    }
    return out;
  }

  topicAt(rawName: string, at: number): WeiboTopic | null {
    return this.topicSeries(rawName, [at])[0] ?? null;
  }

  /**
   * A topic at each of `instants`, the same values as topicAt at each: the births are
   * looked up once, so a collector's hourly watch of thousands of words costs one pass per word.
   */
  topicSeries(rawName: string, instants: readonly number[]): (WeiboTopic | null)[] {
    const name = rawName.replace(/^#|#$/g, '').trim();
    const industry = this.evergreen.get(name);
    if (industry !== undefined) return instants.map((at) => this.evergreenAt(name, industry, at));
    const births = instants.length === 0 ? [] : this.birthsOf(name, Math.max(...instants));
    return instants.map((at) => {
      let latest: TopicSpec | null = null;
      let readCount = 0;
      let discussCount = 0;
      for (const spec of births) {
        // Births are in slot order, and two of one name in one hour need not be in `born` order.
        if (spec.born > at) continue;
        latest = spec;
        const reads = topicReads(spec, at);
        readCount += reads;
        discussCount += discussionsOf(spec, reads);
      }
      if (!latest) return null;
      return { name, readCount, discussCount, hostUid: latest.hostUid, category: latest.category };
    });
  }

  /** Super-topics that always exist and grow steadily. */
  private evergreenAt(name: string, industry: number, at: number): WeiboTopic {
    const base = 5e8 + unitFromHash(hash32(this.seed, STREAM.topicSlot, industry, name.length)) * 2e10;
    const reads = Math.round(base * Math.max(0.1, (at - EPOCH_2020) / FIVE_YEARS));
    return {
      name,
      readCount: reads,
      discussCount: Math.round(reads * 0.0015),
      hostUid: null,
      category: industryAt(industry).hotCategory,
    };
  }

  /** A topic a blogger of `industry` would tag at `at`: a live one of the industry, or a super-topic. */
  topicForPost(rng: Rng, industry: number, at: number): string {
    if (rng.chance(0.55)) {
      const last = hourSlot(at);
      for (let attempt = 0; attempt < 6; attempt++) {
        const fitting: string[] = [];
        for (const spec of this.slot(last - rng.int(48))) {
          if (spec.industry === industry && spec.born <= at) fitting.push(spec.name);
        }
        if (fitting.length > 0) return rng.pick(fitting);
      }
    }
    return rng.pick(VOCABS[industry]?.evergreen ?? ['微博']);
  }
}
