import { describe, expect, it } from 'vitest';
import { idfOf } from '../../src/text/keywords.js';
import { countCloudWords, rankCloudTerms } from '../../src/text/word-cloud.js';

const texts = [
  '这支口红真的好看[哈哈] #口红试色#',
  '口红颜色好看，推荐给大家 LPL',
  '  ',
  '转发微博',
  '口红！！！lpl lpl 爱了',
];

describe('countCloudWords', () => {
  it('counts content words with the texts they occur in, merging Latin case variants', () => {
    const counts = countCloudWords(texts);
    expect(counts.terms).toEqual([
      { word: '口红', count: 4, docs: 3 },
      { word: 'lpl', count: 3, docs: 2 },
      { word: '好看', count: 2, docs: 2 },
      { word: '推荐', count: 1, docs: 1 },
      { word: '爱', count: 1, docs: 1 },
      { word: '颜色', count: 1, docs: 1 },
    ]);
    // Blank texts are not read; 转发微博 is read but holds no content word.
    expect(counts.texts).toBe(4);
    expect(counts.totalWords).toBe(12);
    expect(counts.distinctWords).toBe(6);
    expect(counts.chars).toBe(texts.filter((t) => t.trim()).reduce((s, t) => s + t.length, 0));
  });

  it('keeps the most frequent words but counts every one in the totals', () => {
    const counts = countCloudWords(texts, 2);
    expect(counts.terms.map((t) => t.word)).toEqual(['口红', 'lpl']);
    expect(counts.totalWords).toBe(12);
    expect(counts.distinctWords).toBe(6);
  });

  it('keeps the spelling used most often', () => {
    expect(countCloudWords(['iPhone 真好用', 'iPhone 续航', 'iphone']).terms[0]).toEqual({
      word: 'iPhone',
      count: 3,
      docs: 3,
    });
  });

  it('has nothing for stopwords, markup and punctuation', () => {
    const counts = countCloudWords(['的了吗？[哈哈] @某人 http://t.cn/abc', '']);
    expect(counts.terms).toEqual([]);
    expect(counts.totalWords).toBe(0);
    expect(counts.texts).toBe(1);
  });
});

describe('rankCloudTerms', () => {
  const counts = countCloudWords(texts);

  it('weights each word by TF-IDF over the content words', () => {
    const ranked = rankCloudTerms(counts);
    expect(ranked[0]).toEqual({ word: '口红', count: 4, docs: 3, weight: round4((4 / 12) * idfOf('口红')) });
    expect(ranked.map((t) => t.word)).toEqual(['口红', 'lpl', '好看', '推荐', '爱', '颜色']);
  });

  it('drops removed words from the terms and from the TF denominator, whatever their case', () => {
    const ranked = rankCloudTerms(counts, ['LPL'], 'weight');
    expect(ranked.map((t) => t.word)).toEqual(['口红', '好看', '颜色', '爱', '推荐']);
    // 12 content words, 3 of them lpl: 4 / 9 × IDF(口红) = 4 / 9 × 10.2897597393.
    expect(ranked[0]?.weight).toBe(4.5732);
    expect(ranked[1]?.weight).toBe(round4((2 / 9) * idfOf('好看')));
  });

  it('answers zero weights when every word is removed', () => {
    const only = countCloudWords(['口红 口红']);
    expect(rankCloudTerms(only, ['口红'])).toEqual([]);
    expect(rankCloudTerms({ terms: only.terms, totalWords: 0 })[0]?.weight).toBe(0);
  });
});

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
