/**
 * Screen names, bios and verification reasons assembled from parts, in the styles real
 * Weibo accounts use: cute nicknames, "是X呀", industry diaries, real-name style, media
 * outlets named after their city, brands' official accounts.
 */
import { BRAND_SEEDS } from './data/brands.js';
import { industryAt } from './data/industries.js';
import {
  BIO_CONTACTS,
  BIO_PARTS,
  CITY_MEDIA_WORDS,
  ENGLISH_NICKS,
  GIVEN_NAMES,
  MEDIA_SUFFIXES,
  NICK_CORES,
  NICK_PREFIXES,
  NICK_SUFFIXES,
  SURNAMES,
} from './data/names.js';
import { vocabOf } from './data/vocab.js';
import { fill, type Rng } from './rng.js';

export function personalName(rng: Rng, industry: number): string {
  const words = vocabOf(industry).nameWords;
  const core = rng.pick(NICK_CORES);
  switch (rng.int(9)) {
    case 0:
      return `${rng.pick(NICK_PREFIXES)}${core}`;
    case 1:
      return `是${core}${rng.pick(['呀', '吖', '啊', '呢'])}`;
    case 2:
      return `${core}${rng.pick(words)}${rng.pick(['日记', '笔记', '手册', '研究所', '小站'])}`;
    case 3:
      return `${rng.pick(SURNAMES)}${rng.pick(GIVEN_NAMES)}`;
    case 4:
      return `${rng.pick(words)}${rng.pick(['君', '姐', '哥', '酱', '达人', '控'])}${core}`;
    case 5:
      return `${rng.pick(ENGLISH_NICKS)}${rng.pick(['_', '', '-'])}${core}`;
    case 6:
      return `${core}${rng.pick(NICK_SUFFIXES)}`;
    case 7:
      return `${rng.pick(SURNAMES)}${rng.pick(['小', '大', '阿'])}${core}`;
    default:
      return `${rng.pick(NICK_PREFIXES)}${core}${rng.pick(words)}`;
  }
}

export function mediaName(rng: Rng, industry: number, city: string): string {
  const industryName = industryAt(industry).name;
  const local = CITY_MEDIA_WORDS[industryName];
  if (local && rng.chance(0.7)) return `${city}${rng.pick(local)}${rng.pick(MEDIA_SUFFIXES)}`;
  return `${industryName}${rng.pick(MEDIA_SUFFIXES)}`;
}

export function brandAccountName(brandIdx: number): string {
  const seed = BRAND_SEEDS[brandIdx];
  if (!seed) throw new Error(`no brand ${brandIdx}`);
  return `${seed.cnName}官方微博`;
}

/** A renamed account keeps a trace of its old name often enough for fans to follow. */
export function renamedName(rng: Rng, old: string, industry: number): string {
  if (rng.chance(0.5)) return personalName(rng, industry);
  const base = old.replace(/[_-]?\d+$/, '');
  return `${base}${rng.pick(['_', '', '-'])}${rng.range(2, 99)}`;
}

/** Weibo's default for accounts that never chose a name. */
export function defaultName(uid: string): string {
  return `用户${uid}`;
}

/**
 * A bio that says what the account is about (the category a reader would file it under),
 * then the usual filler, a second interest if it has one, and a contact line.
 */
export function personalBio(rng: Rng, industry: number, second: number | null, city: string): string {
  const parts = [focusLine(rng, industry, city)];
  if (rng.chance(0.6)) parts.push(fill(rng.pick(BIO_PARTS), { city }));
  if (second !== null) parts.push(`${rng.pick(['偶尔聊聊', '也分享', '兼顾'])}${industryAt(second).name}`);
  const contact = fill(rng.pick(BIO_CONTACTS), {
    wx: `${rng.pick(ENGLISH_NICKS).toLowerCase()}${rng.range(10, 9999)}`,
  });
  if (contact) parts.push(contact);
  return parts.join(' ');
}

/** Who the account is ("成都美食博主｜吃货日记"): the title and one of the field's running themes. */
function focusLine(rng: Rng, industry: number, city: string): string {
  const { name, title } = industryAt(industry);
  const theme = rng.pick(vocabOf(industry).evergreen);
  switch (rng.int(4)) {
    case 0:
      return `${city}${title}｜${theme}`;
    case 1:
      return `${title}一枚｜${theme}`;
    case 2:
      return `专注${name}分享｜${theme}`;
    default:
      return `${title}｜${city}｜${theme}`;
  }
}

/** An outlet's or a brand's bio: the field it covers, and for a brand what it sells. */
export function orgBio(
  rng: Rng,
  kind: 'media' | 'brand',
  name: string,
  industry: number,
  second: number | null,
): string {
  const fields =
    second === null ? industryAt(industry).name : `${industryAt(industry).name}、${industryAt(second).name}`;
  if (kind === 'media') return `${name}官方微博，提供${fields}领域资讯与服务。`;
  const products = vocabOf(industry).products;
  // Two different products: the second counted on from the first, never wrapping onto it.
  const i = rng.int(products.length);
  const j = (i + 1 + rng.int(products.length - 1)) % products.length;
  return `${name.replace('官方微博', '')}品牌官方账号，${products[i]}、${products[j]}等${fields}新品与活动第一时间发布。`;
}

/** The line under a V badge: "知名美妆博主 微博原创视频博主", "XX官方微博". */
export function verifiedReason(rng: Rng, tier: 'gold' | 'yellow' | 'blue', industry: number, name: string): string {
  const title = industryAt(industry).title;
  if (tier === 'blue') return name.endsWith('官方微博') ? name : `${name}官方微博`;
  if (tier === 'gold') {
    return rng.pick([`知名${title}`, `${title} 微博原创视频博主`, `${title} 头条文章作者`, `微博${title}`]);
  }
  return rng.pick([title, `${title} 微博新知博主`, `${industryAt(industry).name}领域创作者`]);
}
