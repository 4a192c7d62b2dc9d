/**
 * Chinese post text: one or two industry sentences (five to nine for long posts), a
 * #topic#, an @mention, emoticons, and for paid posts the markers bloggers actually write
 * (合作, 广告, 品牌合作, discount codes, t.cn shop links, lottery calls).
 */
import type { BrandLead } from './brand-events.js';
import { brandAt, brandCode } from './brands.js';
import { CAMPAIGN_LEADS, COMPLAINT_LEADS, COMPLAINT_LINES } from './data/brand-episodes.js';
import { SPONSOR_LINES } from './data/text-parts.js';
import { VOCABS, vocabOf } from './data/vocab.js';
import { brandAccountName } from './profile-text.js';
import { fill, type Rng } from './rng.js';
import { emoticon, slotResolver } from './text-slots.js';

export interface TextPlan {
  industry: number;
  brandIdx: number | null;
  sponsored: boolean;
  lottery: boolean;
  long: boolean;
  topic: string | null;
  mention: string | null;
  city?: string;
  /** A campaign or crisis sentence to open with (brand-events.ts); a complaint goes on complaining. */
  lead?: BrandLead | null;
}

const LOTTERY_LINE = SPONSOR_LINES.length - 1;
/** Each industry's sentences split by whether they name a brand (computed once). */
const LINE_SETS = VOCABS.map((v) => ({
  withBrand: v.lines.filter((l) => l.includes('{brand}')),
  without: v.lines.filter((l) => !l.includes('{brand}')),
}));
const CLOSING = /[。！？!?）\]~…]$/;

/** The items other than `skip`, in random order. */
function shuffled<T>(rng: Rng, items: readonly T[], skip: T): T[] {
  const out: T[] = [];
  for (const item of items) if (item !== skip) out.push(item);
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function sentence(s: string): string {
  return CLOSING.test(s) ? s : `${s}。`;
}

export function composePostText(rng: Rng, plan: TextPlan): string {
  const vocab = vocabOf(plan.industry);
  const brand = plan.brandIdx !== null ? brandAt(plan.brandIdx) : null;
  const brandWord = brand ? (rng.chance(0.75) ? brand.cnName : rng.pick(brand.aliases)) : undefined;
  const complaint = brand !== null && plan.lead === 'complaint';
  const slots = slotResolver(rng, {
    industry: plan.industry,
    brand: brandWord,
    brandAccount: plan.brandIdx !== null ? brandAccountName(plan.brandIdx) : undefined,
    brandCode: plan.brandIdx !== null ? brandCode(plan.brandIdx) : undefined,
    city: plan.city,
    gloom: complaint ? 0.8 : undefined,
  });
  const { withBrand, without } = LINE_SETS[plan.industry] ?? { withBrand: vocab.lines, without: vocab.lines };
  const parts: string[] = [];
  const lines = complaint ? COMPLAINT_LINES : brand ? vocab.lines : without.length > 0 ? without : vocab.lines;
  const opening = brand && plan.lead ? rng.pick(complaint ? COMPLAINT_LEADS : CAMPAIGN_LEADS) : null;
  const first = opening ?? (brand && withBrand.length > 0 ? rng.pick(withBrand) : rng.pick(lines));
  parts.push(sentence(fill(first, slots)));
  const extra = plan.long ? rng.range(5, 9) : rng.chance(0.35) ? 1 : 0;
  // Distinct sentences in a shuffled order; repeats only once every line has been used.
  const order = extra > 0 || plan.long ? shuffled(rng, lines, first) : [];
  for (let i = 0; i < extra || (plan.long && parts.join('').length < 150); i++) {
    const line = order[i % Math.max(1, order.length)] ?? first;
    parts.push(sentence(fill(line, slots.sentence())));
  }
  let text = parts.join(plan.long ? '\n' : '');
  if (plan.sponsored && plan.brandIdx !== null) {
    const line = plan.lottery ? SPONSOR_LINES[LOTTERY_LINE] : SPONSOR_LINES[rng.int(LOTTERY_LINE)];
    text += ` ${fill(line ?? '', slots)}`;
  }
  if (plan.mention) {
    const lead = rng.pick(['@{m} 你怎么看？', '和@{m} 一起', '感谢@{m} 的推荐', '@{m} ']);
    text += ` ${lead.replace('{m}', plan.mention)}`;
  }
  if (plan.topic) text = rng.chance(0.6) ? `#${plan.topic}# ${text}` : `${text} #${plan.topic}#`;
  if (!/\]$/.test(text) && rng.chance(0.55)) text += emoticon(rng, complaint ? 0.8 : 0.08);
  return text;
}
