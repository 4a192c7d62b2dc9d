import { type BrandMatcher, findBrandMentions } from './brands.js';
import { extractSpecials } from './tokenize.js';

export interface SponsoredResult {
  isSponsored: boolean;
  /** Why, in the words an analyst reads: 品牌合作, 淘宝链接, @品牌 xxx ... (each reason once). */
  markers: string[];
}

export interface SponsoredOptions {
  /** Screen names of brands' official accounts; @-ing one is a marker. */
  brandAccounts?: Iterable<string>;
  /** Brand names; an @name that contains a brand name is a marker too (e.g. @某品牌官方旗舰店). */
  brands?: BrandMatcher;
}

/**
 * Disclosure words. Longer ones come first so 品牌合作 is reported instead of 合作. 广告 preceded by
 * a denial (不是广告, 非广告, 无广) is a statement that the post is NOT paid and is skipped.
 */
const DISCLOSURE = /品牌合作|商业合作|(?<!不是|非|无|没有|没)广告|合作|推广|赞助|优惠码|优惠券|折扣码|#ad#|#广告#/gi;
const SHOP_LINKS: [RegExp, string][] = [
  [/taobao\.com|tb\.cn/i, '淘宝链接'],
  [/tmall\.com|tmall\.hk/i, '天猫链接'],
  [/jd\.com|jd\.hk|3\.cn\//i, '京东链接'],
];
// Taobao share codes (淘口令) look like ￥AbCdEf123￥.
const TAOKOULING = /[￥$€₤]\s?[A-Za-z0-9]{8,14}\s?[￥$€₤]/;
const LINK_IN_COMMENTS = /链接.{0,6}评论区|评论区.{0,6}链接|评论区.{0,4}(?:自取|见)/;

/** Detects a sponsored (paid) post from its text and says which markers gave it away. */
export function detectSponsored(text: string, options: SponsoredOptions = {}): SponsoredResult {
  const markers = new Set<string>();
  for (const match of text.matchAll(DISCLOSURE)) {
    const word = match[0].toLowerCase();
    markers.add(word === '#广告#' ? '广告' : word);
  }
  for (const [pattern, marker] of SHOP_LINKS) if (pattern.test(text)) markers.add(marker);
  if (TAOKOULING.test(text)) markers.add('淘口令');
  if (LINK_IN_COMMENTS.test(text)) markers.add('评论区链接');
  const { mentions } = extractSpecials(text);
  if (mentions.length > 0) {
    const accounts = new Set(options.brandAccounts ?? []);
    for (const name of mentions) {
      if (accounts.has(name) || (options.brands && findBrandMentions(name, options.brands).length > 0)) {
        markers.add(`@品牌 ${name}`);
      }
    }
  }
  return { isSponsored: markers.size > 0, markers: Array.from(markers) };
}
