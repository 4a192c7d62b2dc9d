/**
 * Seeded randomness. Every entity of the world draws from its own stream keyed by
 * (seed, stream tag, ids...), so any post, user or topic can be regenerated alone,
 * in any order, without replaying the rest of the world. Never Math.random.
 */

/** Stream tags: one per kind of decision, so adding draws to one kind never shifts another. */
export const STREAM = {
  blogger: 1,
  dayCount: 2,
  dayTimes: 3,
  post: 4,
  engagement: 5,
  cascade: 6,
  comment: 7,
  crowd: 8,
  follower: 9,
  event: 10,
  topicSlot: 11,
  hotJitter: 12,
  brand: 13,
  deletion: 14,
  graph: 15,
  name: 16,
  adSlot: 17,
  mood: 18,
  fanShape: 19,
  fanDay: 20,
  fanWeek: 21,
  fanStep: 22,
  campaign: 23,
  brandEvent: 24,
  // Local life (merchants.ts, merchant-posts.ts): streams of their own, so no other draw moves.
  merchant: 25,
  merchantCampaign: 26,
  merchantVisit: 27,
  tandian: 28,
} as const;

/** Murmur3-style finaliser: spreads every input bit over the 32-bit result. */
export function mix32(h: number): number {
  let x = h | 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Combines integer keys into one 32-bit hash; order matters. */
export function hash32(...keys: number[]): number {
  let h = 0x9e3779b9;
  for (const k of keys) {
    // Split keys above 2^32 (mids, epoch ms) so no bit is lost.
    const lo = k >>> 0;
    const hi = Math.floor(k / 4294967296) >>> 0;
    h = mix32(h ^ lo) + 0x6d2b79f5;
    h = mix32(h ^ hi) + 0x7f4a7c15;
  }
  return mix32(h);
}

/** FNV-1a over UTF-16 code units, finalised; used for string seeds and names. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/** A uniform float in [0, 1) from a hash, for one-shot decisions that need no stream. */
export function unitFromHash(h: number): number {
  return (h >>> 0) / 4294967296;
}

/** A standard normal from one hash (Box-Muller on its two 16-bit halves): cheap enough for daily series. */
export function normalFromHash(h: number): number {
  const u = ((h >>> 16) + 0.5) / 65536;
  const v = (h & 0xffff) / 65536;
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** sfc32: small, fast, passes PractRand far beyond what the simulator draws. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = mix32(seed ^ 0xa341316c);
    this.b = mix32(seed ^ 0xc8013ea4);
    this.c = mix32(seed ^ 0xad90777d);
    this.d = 1;
    // Seeds arrive hashed, so a short warm-up is enough to decorrelate nearby streams.
    for (let i = 0; i < 6; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [lo, hi] inclusive. */
  range(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Standard normal (Box-Muller; one value per call keeps streams simple). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal with the given median and shape. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** Pareto with minimum xmin and tail index alpha. */
  pareto(xmin: number, alpha: number): number {
    return xmin / (1 - this.next()) ** (1 / alpha);
  }

  /** Poisson count; inversion for small means, normal approximation above 40. */
  poisson(lambda: number): number {
    if (lambda <= 0) return 0;
    if (lambda > 40) return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * this.normal()));
    const limit = Math.exp(-lambda);
    let k = 0;
    let p = this.next();
    while (p > limit) {
      k++;
      p *= this.next();
    }
    return k;
  }

  /** Index drawn from a cumulative weight table (last entry = total). */
  weighted(cumulative: readonly number[]): number {
    const total = cumulative[cumulative.length - 1] ?? 0;
    const x = this.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** The stream for one entity: rngFor(seed, STREAM.post, bloggerIdx, day, k). */
export function rngFor(...keys: number[]): Rng {
  return new Rng(hash32(...keys));
}

/** Cumulative sums, for Rng.weighted. */
export function cumulate(weights: readonly number[]): number[] {
  const out: number[] = [];
  let sum = 0;
  for (const w of weights) {
    sum += w;
    out.push(sum);
  }
  return out;
}

/** Anything that can answer a template slot (a lazy resolver avoids drawing unused slots). */
export interface SlotLookup {
  get(key: string): string | undefined;
}

/** Fills a template's {slot}s; unknown slots stay visible so a test can catch them. */
export function fill(template: string, slots: Record<string, string> | SlotLookup): string {
  let out = '';
  let i = 0;
  // A hand-rolled scan: templates are filled hundreds of thousands of times per simulated month.
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    const close = template.indexOf('}', open);
    if (close < 0) break;
    const key = template.slice(open + 1, close);
    const value =
      typeof slots.get === 'function' ? (slots as SlotLookup).get(key) : (slots as Record<string, string>)[key];
    out += template.slice(i, open) + (value ?? template.slice(open, close + 1));
    i = close + 1;
  }
  return out + template.slice(i);
}
