import { describe, expect, it } from 'vitest';
import { extractKeywords, markupFrequencies, wordFrequencies } from '../../src/text/keywords.js';
import { addUserWords, cut } from '../../src/text/segmenter.js';
import { extractSpecials, isContentWord, segment, tokenize } from '../../src/text/tokenize.js';

describe('segmentation with the Weibo user dictionary', () => {
  it('splits 微博热搜 into 微博 / 热搜 and keeps Weibo words whole', () => {
    expect(cut('微博热搜')).toEqual(['微博', '热搜']);
    expect(cut('博主在直播间带货，粉丝都去超话种草')).toEqual([
      '博主',
      '在',
      '直播间',
      '带货',
      '，',
      '粉丝',
      '都',
      '去',
      '超话',
      '种草',
    ]);
  });

  it('learns brand words at run time', () => {
    expect(cut('我买了栖霞露面霜')).not.toContain('栖霞露');
    addUserWords(['栖霞露']);
    expect(cut('我买了栖霞露面霜')).toContain('栖霞露');
  });
});

describe('Weibo markup', () => {
  const text = '太好看了[哈哈][哈哈] #明日方舟# @明日方舟Arknights 详情 http://t.cn/A6VRxRhv 第[1]条';

  it('extracts emoticons, topics, @names and links in one pass', () => {
    const s = extractSpecials(text);
    expect(s.emoticons).toEqual(['[哈哈]', '[哈哈]']);
    expect(s.topics).toEqual(['明日方舟']);
    expect(s.mentions).toEqual(['明日方舟Arknights']);
    expect(s.urls).toEqual(['http://t.cn/A6VRxRhv']);
    expect(s.text).not.toContain('[哈哈]');
    expect(s.text).not.toContain('http');
    expect(s.text).toContain('[1]');
  });

  it('keeps topic words in the word stream but not emoticons, @names or links', () => {
    const tokens = tokenize(text);
    expect(tokens.words).toEqual(['好看', '明日', '方舟', '详情']);
    expect(segment('[泪]//@某人:转发微博')).toEqual([' ', '/', '/', ' ', ':', '转发微博']);
  });

  it('filters stopwords, punctuation, numbers and single characters except meaningful ones', () => {
    expect(isContentWord('的')).toBe(false);
    expect(isContentWord('转发微博')).toBe(false);
    expect(isContentWord('网页链接')).toBe(false);
    expect(isContentWord('2021')).toBe(false);
    expect(isContentWord('！')).toBe(false);
    expect(isContentWord('买')).toBe(false);
    expect(isContentWord('爱')).toBe(true);
    expect(isContentWord('口红')).toBe(true);
    expect(isContentWord('LPL')).toBe(true);
  });
});

describe('wordFrequencies', () => {
  it('counts content words across posts, merging Latin case variants', () => {
    const posts = [
      '这支口红真的好看[哈哈] #口红试色#',
      '口红颜色好看，推荐给大家 LPL',
      '转发微博',
      '口红！！！lpl lpl 爱了',
    ];
    expect(wordFrequencies(posts, { top: 5 })).toEqual([
      { word: '口红', count: 4 },
      { word: 'lpl', count: 3 },
      { word: '好看', count: 2 },
      { word: '推荐', count: 1 },
      { word: '爱', count: 1 },
    ]);
  });

  it('counts emoticons, topics and @names apart', () => {
    const m = markupFrequencies(['[哈哈]#a# @x', '[哈哈][泪] #a#', '#b#']);
    expect(m.emoticons).toEqual([
      { word: '[哈哈]', count: 2 },
      { word: '[泪]', count: 1 },
    ]);
    expect(m.topics).toEqual([
      { word: 'a', count: 2 },
      { word: 'b', count: 1 },
    ]);
    expect(m.mentions).toEqual([{ word: 'x', count: 1 }]);
  });
});

describe('extractKeywords (TF-IDF)', () => {
  it('weights by frequency times jieba IDF and ranks rare content words first', () => {
    const keywords = extractKeywords('明日方舟音律联觉专场演出，音律联觉原声EP上架，我们的录播将于6月12日上线', 3);
    // 12 content words (明日 方舟 音律 联觉 专场 演出 音律 联觉 EP 上架 录播 上线); IDF from jieba's idf.txt:
    // 联觉 12.8020653633, 音律 9.31571017331, 录播 13.2075304714.
    expect(keywords).toEqual([
      { word: '联觉', weight: 2.1337 }, // 2/12 × 12.8020653633 = 2.13368
      { word: '音律', weight: 1.5526 }, // 2/12 × 9.31571017331 = 1.55262
      { word: '录播', weight: 1.1006 }, // 1/12 × 13.2075304714 = 1.10063
    ]);
  });

  it('returns nothing for a text without content words', () => {
    expect(extractKeywords('的了吗？[哈哈]')).toEqual([]);
  });
});
