import { addDays, chinaDate } from '@boguan/contracts/china-time';
import type { BrandPeriods } from './brand-search.repository.js';

/** The last `days` China days up to today (today included) and the `days` just before them. */
export function brandPeriods(now: Date, days: number): BrandPeriods {
  const to = chinaDate(now);
  const from = addDays(to, -(days - 1));
  const prevTo = addDays(from, -1);
  return { from, to, prevTo, prevFrom: addDays(prevTo, -(days - 1)) };
}

/** (positive − negative) ÷ (positive + negative) rounded to 4 places; null without a polar mention. */
export function netSentimentOf(positive: number, negative: number): number | null {
  const polar = positive + negative;
  return polar === 0 ? null : Math.round(((positive - negative) / polar) * 10_000) / 10_000;
}

export function sentimentOf(figures: { positive: number; neutral: number; negative: number }) {
  return {
    positive: figures.positive,
    neutral: figures.neutral,
    negative: figures.negative,
    net_sentiment: netSentimentOf(figures.positive, figures.negative),
    polar: figures.positive + figures.negative,
  };
}
