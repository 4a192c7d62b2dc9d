/**
 * Values for template slots, drawn lazily (only the slots a template uses consume
 * randomness) from an industry's vocabulary and the world's invented people and places.
 */

import { EVENT_ROLES } from './data/hot-events.js';
import { industryAt } from './data/industries.js';
import { CELEBRITIES, DRAMAS, SONGS, TEAMS } from './data/names.js';
import { PROVINCE_CUMULATIVE, PROVINCES } from './data/regions.js';
import { EMO_NEGATIVE, EMO_NEUTRAL, EMO_POSITIVE } from './data/text-parts.js';
import { SEASONS, type Vocab, vocabOf } from './data/vocab.js';
import type { Rng, SlotLookup } from './rng.js';

export interface SlotContext {
  industry: number;
  brand?: string;
  brandAccount?: string;
  /** Latin letters a discount code starts with ("LUYU"). */
  brandCode?: string;
  city?: string;
  /** Mood of emoticons: share of negative ones. */
  gloom?: number;
  /** The only emoticons {emo} may take (a comment's mood), instead of the gloom mix. */
  emoticons?: readonly string[];
}

const PRICE_RANGES: Record<string, readonly [number, number]> = {
  美妆: [39, 899],
  美食: [15, 300],
  数码: [199, 9999],
  汽车: [8, 60],
  母婴: [49, 1999],
  旅游: [300, 5000],
  家居: [99, 6999],
};

const MUNICIPALITIES = ['北京', '上海', '天津', '重庆', '香港', '澳门', '海外'];

export function randomCity(rng: Rng): string {
  const province = PROVINCES[rng.weighted(PROVINCE_CUMULATIVE)];
  if (!province) return '北京';
  // Municipalities read better by their own name than by a district.
  if (MUNICIPALITIES.includes(province.name)) return province.name === '海外' ? '北京' : province.name;
  return rng.chance(0.5) ? (province.cities[0] ?? province.name) : rng.pick(province.cities);
}

/** A national side or a provincial team ("浙江队"). */
function randomTeam(rng: Rng): string {
  if (rng.chance(0.35)) return rng.pick(TEAMS);
  const province = PROVINCES[rng.weighted(PROVINCE_CUMULATIVE)]?.name ?? '北京';
  return province === '海外' ? '国足' : `${province}队`;
}

export function emoticon(rng: Rng, gloom = 0.1): string {
  const u = rng.next();
  if (u < gloom) return rng.pick(EMO_NEGATIVE);
  if (u < gloom + 0.35) return rng.pick(EMO_NEUTRAL);
  return rng.pick(EMO_POSITIVE);
}

/** What a text is about: these stay the same in every sentence of one post. */
const STICKY = new Set([
  'brand',
  'brandAccount',
  'product',
  'city',
  'celebrity',
  'drama',
  'team',
  'song',
  'code',
  'link',
]);

/** Lazily drawn slot values: only the slots a template uses consume randomness. */
export class Slots implements SlotLookup {
  private readonly cache = new Map<string, string>();
  private readonly vocab: Vocab;

  constructor(
    private readonly rng: Rng,
    private readonly ctx: SlotContext,
    private readonly parent: Slots | null = null,
  ) {
    this.vocab = vocabOf(ctx.industry);
  }

  /** Slots for the next sentence: same subject (brand, product, star...), fresh details. */
  sentence(): Slots {
    return new Slots(this.rng, this.ctx, this);
  }

  get(key: string): string | undefined {
    // 'emo' may differ each time it appears; other slots repeat consistently within one sentence.
    if (key === 'emo')
      return this.ctx.emoticons ? this.rng.pick(this.ctx.emoticons) : emoticon(this.rng, this.ctx.gloom);
    if (this.parent && STICKY.has(key)) return this.parent.get(key);
    const known = this.cache.get(key);
    if (known !== undefined) return known;
    const value = this.draw(key);
    if (value !== undefined) this.cache.set(key, value);
    return value;
  }

  private draw(key: string): string | undefined {
    const { rng, ctx, vocab } = this;
    switch (key) {
      case 'brand':
        return ctx.brand ?? '';
      case 'brandAccount':
        return ctx.brandAccount ?? ctx.brand ?? '';
      case 'product':
        return rng.pick(vocab.products);
      case 'adj':
        return rng.pick(vocab.adjectives);
      case 'scene':
        return rng.pick(vocab.scenes);
      case 'city':
        return ctx.city ?? randomCity(rng);
      case 'season':
        return rng.pick(SEASONS);
      case 'num':
      case 'num2':
        return String(rng.range(2, 30));
      case 'few':
        return String(rng.range(2, 9));
      case 'age':
        return String(rng.range(58, 92));
      case 'gen':
        return rng.pick(['80', '85', '90', '95', '00', '05']);
      case 'price': {
        const [lo, hi] = PRICE_RANGES[industryAt(ctx.industry).name] ?? [20, 999];
        return String(Math.round(lo + (hi - lo) * rng.next() ** 2));
      }
      case 'celebrity':
        return rng.pick(CELEBRITIES);
      case 'celebrity2': {
        const other = rng.pick(CELEBRITIES);
        return other === this.cache.get('celebrity') ? rng.pick(CELEBRITIES) : other;
      }
      case 'drama':
        return rng.pick(DRAMAS);
      case 'song':
        return rng.pick(SONGS);
      case 'team':
        return randomTeam(rng);
      case 'role':
        return rng.pick(EVENT_ROLES);
      case 'code':
        return `${ctx.brandCode ?? 'WB'}${rng.range(10, 99)}`;
      case 'link':
        return `http://t.cn/A6${rng
          .int(36 ** 5)
          .toString(36)
          .padStart(5, '0')}`;
      default:
        return undefined;
    }
  }
}

export function slotResolver(rng: Rng, ctx: SlotContext): Slots {
  return new Slots(rng, ctx);
}
