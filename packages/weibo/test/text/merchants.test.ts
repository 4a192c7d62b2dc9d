import { describe, expect, it } from 'vitest';
import { buildBrandMatcher, mentionedBrandIds } from '../../src/text/brands.js';
import { buildMerchantMatcher, findMerchantMentions, mentionedMerchantIds } from '../../src/text/merchants.js';

/*
 * Merchant mentions (docs/local-life.md): the brand-mention rules over merchant names, with a
 * segmenter of their own.
 */

const merchants = [
  { id: 'cafe', name: '树影咖啡', aliases: ['树影咖啡西湖店', 'Shadow Coffee'] },
  { id: 'hotpot', name: '老巷火锅', aliases: [] },
  { id: 'noodle', name: '小米', aliases: [] },
  { id: 'market', name: '星汇', aliases: ['星汇广场'] },
  { id: 'bar', name: 'MOMO', aliases: [] },
];
const matcher = buildMerchantMatcher(merchants);
const ids = (text: string) => mentionedMerchantIds(text, matcher);

describe('merchant mentions', () => {
  it('finds names and aliases, Latin ones case-insensitively, each merchant once per post', () => {
    expect(ids('周末去老巷火锅，排队一小时')).toEqual(['hotpot']);
    expect(ids('树影咖啡的拿铁很好喝')).toEqual(['cafe']);
    expect(ids('shadow coffee 的手冲')).toEqual(['cafe']);
    expect(ids('树影咖啡，树影咖啡，还是树影咖啡')).toEqual(['cafe']);
    expect(findMerchantMentions('树影咖啡，树影咖啡', matcher)).toHaveLength(2);
    expect(ids('先去星汇广场逛街，再去树影咖啡西湖店')).toEqual(['market', 'cafe']);
  });

  it('takes the longest name: an alias holding the name is one mention of its merchant', () => {
    expect(findMerchantMentions('树影咖啡西湖店见', matcher)).toEqual([
      { merchantId: 'cafe', text: '树影咖啡西湖店', start: 0, end: 7 },
    ]);
  });

  it('does not count a name inside another word', () => {
    expect(ids('早上喝了一碗小米粥，很养胃')).toEqual([]);
    expect(ids('小米粥')).toEqual([]);
    expect(ids('MOMOKO 新品')).toEqual([]);
    expect(ids('shadow coffees are great')).toEqual([]);
    expect(ids('在小米吃了碗面')).toEqual(['noodle']);
    expect(ids('MOMO 酒吧今晚有乐队')).toEqual(['bar']);
    // The same text names it elsewhere: only that mention counts.
    expect(findMerchantMentions('喝小米粥，去小米吃面', matcher)).toEqual([
      { merchantId: 'noodle', text: '小米', start: 6, end: 8 },
    ]);
  });

  it('gives a name two merchants share to the first, and knows nothing of brands', () => {
    const shared = buildMerchantMatcher([
      { id: 'a', name: '云栖酒店', aliases: [] },
      { id: 'b', name: '云栖酒店', aliases: ['云栖大酒店'] },
    ]);
    expect(mentionedMerchantIds('住在云栖酒店', shared)).toEqual(['a']);
    expect(mentionedMerchantIds('住在云栖大酒店', shared)).toEqual(['b']);
    expect(ids('买了露屿的口红')).toEqual([]);
  });

  it('teaches its own segmenter: merchant names never change how brand names are cut', () => {
    // A brand 小米 is found in 小米手机 whatever merchants were taught (樱花小米 here).
    buildMerchantMatcher([{ id: 'x', name: '樱花小米', aliases: [] }]);
    const brands = buildBrandMatcher([{ id: 'mi', cnName: '小米', enName: 'Xiaomi', aliases: [] }]);
    expect(mentionedBrandIds('今天买了小米手机', brands)).toEqual(['mi']);
    expect(mentionedBrandIds('樱花小米真好吃', brands)).toEqual(['mi']);
  });
});
