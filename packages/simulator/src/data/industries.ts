/**
 * The industries advertisers buy on Weibo, with the traits that shape their bloggers:
 * how many there are, audience gender, how much their posts get reposted or commented,
 * how often they post, how warm their comment sections are, and the hot-search category
 * their topics fall under. Figures are behavioural priors, not per-entity values.
 */

import { cumulate } from '../rng.js';

export interface Industry {
  name: string;
  /** Relative share of bloggers. */
  weight: number;
  /** Share of personal accounts that are female. */
  female: number;
  /** Category shown in the hot-search list for this industry's topics. */
  hotCategory: string;
  /** Reposts per like, typical. */
  repostRatio: number;
  /** Comments per like, typical. */
  commentRatio: number;
  /** Posts a day of a typical blogger. */
  activity: number;
  /** Share of positive comments before brand and sponsorship effects. */
  positivity: number;
  /** Share of negative comments before brand and sponsorship effects. */
  negativity: number;
  /** Word used in verification reasons: "知名美妆博主". */
  title: string;
  /** Share of accounts that take paid placements at all. */
  sponsorable: number;
}

export const INDUSTRIES: readonly Industry[] = [
  ind('美妆', 9, 0.86, '美妆', 0.06, 0.16, 2.2, 0.58, 0.12, '美妆博主', 0.9),
  ind('美食', 9, 0.62, '美食', 0.08, 0.14, 2.4, 0.62, 0.08, '美食博主', 0.8),
  ind('数码', 6, 0.22, '数码', 0.12, 0.18, 2.6, 0.46, 0.18, '数码博主', 0.85),
  ind('汽车', 4, 0.14, '汽车', 0.1, 0.15, 2.0, 0.42, 0.2, '汽车博主', 0.8),
  ind('母婴', 5, 0.9, '育儿', 0.07, 0.2, 2.0, 0.55, 0.12, '育儿博主', 0.85),
  ind('旅游', 5, 0.6, '旅游', 0.1, 0.1, 1.6, 0.64, 0.08, '旅游博主', 0.7),
  ind('游戏', 6, 0.3, '游戏', 0.14, 0.24, 3.0, 0.44, 0.2, '游戏博主', 0.75),
  ind('娱乐', 8, 0.65, '明星', 0.25, 0.22, 3.4, 0.5, 0.18, '娱乐博主', 0.6),
  ind('财经', 4, 0.3, '财经', 0.22, 0.14, 3.2, 0.38, 0.24, '财经博主', 0.5),
  ind('体育', 4, 0.28, '体育', 0.16, 0.18, 2.6, 0.5, 0.18, '体育博主', 0.6),
  ind('时尚', 6, 0.8, '时尚', 0.06, 0.1, 2.0, 0.6, 0.1, '时尚博主', 0.9),
  ind('教育', 4, 0.55, '教育', 0.18, 0.12, 1.8, 0.48, 0.16, '教育博主', 0.6),
  ind('健康', 4, 0.6, '健康', 0.16, 0.1, 1.6, 0.52, 0.12, '健康科普博主', 0.65),
  ind('本地生活', 5, 0.55, '社会', 0.12, 0.12, 2.8, 0.5, 0.16, '本地生活博主', 0.75),
  ind('家居', 3, 0.68, '家居', 0.08, 0.12, 1.5, 0.56, 0.12, '家居博主', 0.85),
  ind('宠物', 4, 0.7, '萌宠', 0.12, 0.16, 2.0, 0.7, 0.06, '萌宠博主', 0.75),
  ind('影视', 6, 0.58, '电视剧', 0.2, 0.2, 2.8, 0.5, 0.2, '影视博主', 0.55),
  ind('音乐', 3, 0.55, '音乐', 0.2, 0.16, 1.8, 0.6, 0.1, '音乐博主', 0.5),
  ind('科技', 3, 0.2, '科技', 0.2, 0.14, 2.2, 0.46, 0.16, '科技博主', 0.65),
  ind('军事', 2, 0.08, '时事', 0.24, 0.2, 2.4, 0.4, 0.22, '军事博主', 0.2),
];

function ind(
  name: string,
  weight: number,
  female: number,
  hotCategory: string,
  repostRatio: number,
  commentRatio: number,
  activity: number,
  positivity: number,
  negativity: number,
  title: string,
  sponsorable: number,
): Industry {
  return {
    name,
    weight,
    female,
    hotCategory,
    repostRatio,
    commentRatio,
    activity,
    positivity,
    negativity,
    title,
    sponsorable,
  };
}

export const INDUSTRY_CUMULATIVE: readonly number[] = cumulate(INDUSTRIES.map((i) => i.weight));

export function industryIndex(name: string): number {
  return INDUSTRIES.findIndex((i) => i.name === name);
}

export function industryAt(index: number): Industry {
  const industry = INDUSTRIES[index];
  if (!industry) throw new Error(`no industry ${index}`);
  return industry;
}
