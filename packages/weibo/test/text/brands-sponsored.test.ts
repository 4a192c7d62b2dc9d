import { describe, expect, it } from 'vitest';
import { buildBrandMatcher, findBrandMentions, mentionedBrandIds } from '../../src/text/brands.js';
import { detectSponsored } from '../../src/text/sponsored.js';

const brands = [
  { id: 'b1', cnName: '栖霞露', enName: 'Qixia Dew', aliases: ['QXL', '栖霞'] },
  { id: 'b2', cnName: '栖霞露华', enName: 'Dew Glory', aliases: [] },
  { id: 'b3', cnName: '麦克', enName: 'MAC', aliases: [] },
];
const matcher = buildBrandMatcher(brands);

describe('brand mentions', () => {
  it('finds Chinese names, English names and aliases, Latin ones case-insensitively', () => {
    expect(findBrandMentions('买了qixia dew和QXL，还有栖霞露', matcher)).toEqual([
      { brandId: 'b1', text: 'qixia dew', start: 2, end: 11 },
      { brandId: 'b1', text: 'QXL', start: 12, end: 15 },
      { brandId: 'b1', text: '栖霞露', start: 18, end: 21 },
    ]);
  });

  it('takes the longest name, so a name inside a longer name of another brand is not counted', () => {
    expect(mentionedBrandIds('栖霞露华的新品', matcher)).toEqual(['b2']);
    expect(mentionedBrandIds('栖霞山', matcher)).toEqual(['b1']);
  });

  it('does not find a Latin name inside a longer Latin word', () => {
    expect(mentionedBrandIds('machine learning', matcher)).toEqual([]);
    expect(mentionedBrandIds('MAC口红 mac', matcher)).toEqual(['b3']);
    expect(findBrandMentions('MAC口红 mac', matcher)).toHaveLength(2);
  });
});

describe('brand mentions: a Chinese name must be a word where it stands', () => {
  const xiaomi = buildBrandMatcher([
    { id: 'mi', cnName: '小米', enName: 'Xiaomi', aliases: [] },
    { id: 'mao', cnName: '毛球星球', enName: 'Furball Planet', aliases: ['毛球'] },
    ...brands,
  ]);
  const ids = (text: string) => mentionedBrandIds(text, xiaomi);

  it('finds it before a word, after a word, alone and between markup', () => {
    expect(findBrandMentions('小米手机', xiaomi)).toEqual([{ brandId: 'mi', text: '小米', start: 0, end: 2 }]);
    expect(findBrandMentions('买了小米', xiaomi)).toEqual([{ brandId: 'mi', text: '小米', start: 2, end: 4 }]);
    expect(findBrandMentions('#小米#', xiaomi)).toEqual([{ brandId: 'mi', text: '小米', start: 1, end: 3 }]);
    expect(ids('小米')).toEqual(['mi']);
    expect(ids('今天买了小米手机，小米的系统很流畅')).toEqual(['mi']);
    expect(findBrandMentions('今天买了小米手机，小米的系统很流畅', xiaomi)).toHaveLength(2);
  });

  it('does not find it inside a longer word', () => {
    expect(ids('小米粥')).toEqual([]);
    expect(ids('早上喝了一碗小米粥，很养胃')).toEqual([]);
    expect(ids('羽毛球新手入门，这几点很重要')).toEqual([]);
    expect(ids('买了个麦克风')).toEqual([]);
    // The same text names the brand elsewhere: only that mention counts.
    expect(findBrandMentions('喝小米粥，刷小米手机', xiaomi)).toEqual([
      { brandId: 'mi', text: '小米', start: 6, end: 8 },
    ]);
  });

  it('treats Latin letters, digits, spaces and punctuation next to a Chinese name as a boundary', () => {
    expect(ids('小米14发布了')).toEqual(['mi']);
    expect(ids('用了麦克 MAC的口红')).toEqual(['b3']);
    expect(ids('毛球，猫粮')).toEqual(['mao']);
    expect(ids('给猫买了毛球星球的冻干')).toEqual(['mao']);
  });

  it('keeps the longest name when it stands as a word', () => {
    expect(ids('栖霞露华的新品')).toEqual(['b2']);
    expect(ids('还有栖霞露')).toEqual(['b1']);
  });
});

describe('sponsored-post detection', () => {
  it('names each marker found', () => {
    expect(detectSponsored('品牌合作 | 这支口红太好看了，优惠码 QX2025，链接放评论区啦')).toEqual({
      isSponsored: true,
      markers: ['品牌合作', '优惠码', '评论区链接'],
    });
    expect(detectSponsored('#ad# 戳 https://item.taobao.com/item.htm?id=1 或 https://u.jd.com/abc').markers).toEqual([
      '#ad#',
      '淘宝链接',
      '京东链接',
    ]);
    expect(detectSponsored('复制这段 ￥AbCd1234Ef￥ 打开手淘').markers).toEqual(['淘口令']);
  });

  it('flags @mentions of brand accounts and of names containing a brand', () => {
    expect(detectSponsored('感谢@栖霞露官方旗舰店 的礼物', { brands: matcher }).markers).toEqual([
      '@品牌 栖霞露官方旗舰店',
    ]);
    expect(detectSponsored('感谢@小甜甜 的礼物', { brandAccounts: ['小甜甜'] }).markers).toEqual(['@品牌 小甜甜']);
    expect(detectSponsored('感谢@小甜甜 的礼物', { brands: matcher }).isSponsored).toBe(false);
  });

  it('does not treat a denial or an ordinary post as sponsored', () => {
    expect(detectSponsored('不是广告，自费买的，真心推荐')).toEqual({ isSponsored: false, markers: [] });
    expect(detectSponsored('无广，纯分享')).toEqual({ isSponsored: false, markers: [] });
    expect(detectSponsored('今天天气很好[哈哈]')).toEqual({ isSponsored: false, markers: [] });
  });
});
