import { describe, expect, it } from 'vitest';
import { analyzeSentiment, labelForScore, NEUTRAL_BAND, scoreWith } from '../../src/text/sentiment.js';
import { EMOTICON_CAP, EMOTICON_WEIGHT } from '../../src/text/sentiment-emoticons.js';
import { textFeatures } from '../../src/text/sentiment-features.js';
import { decodeModel, encodeModel } from '../../src/text/sentiment-model.js';
import { type LabelledText, trainModel } from '../../src/text/sentiment-train.js';

const score = (text: string) => analyzeSentiment(text).score;

describe('analyzeSentiment with the shipped model', () => {
  it('reads negation: 不好 is negative, 不是不好 (a double negation) is positive again', () => {
    expect(analyzeSentiment('好')).toMatchObject({ label: 'positive' });
    expect(analyzeSentiment('不好')).toMatchObject({ label: 'negative' });
    expect(analyzeSentiment('不是不好')).toMatchObject({ label: 'positive' });
    expect(analyzeSentiment('不喜欢')).toMatchObject({ label: 'negative' });
    expect(analyzeSentiment('并不是不喜欢')).toMatchObject({ label: 'positive' });
    expect(analyzeSentiment('没有不满意的地方')).toMatchObject({ label: 'positive' });
    // 不错 begins with 不 but is praise.
    expect(analyzeSentiment('不错')).toMatchObject({ label: 'positive' });
    expect(analyzeSentiment('一点都不好吃')).toMatchObject({ label: 'negative' });
  });

  it('scores texts of emoticons alone by the emoticons alone', () => {
    const one = Math.round(Math.tanh(EMOTICON_WEIGHT / 2) * 10_000) / 10_000;
    expect(analyzeSentiment('[哈哈]')).toEqual({ label: 'positive', score: one });
    expect(analyzeSentiment('[泪]')).toEqual({ label: 'negative', score: -one });
    // Neutral emoticons say nothing; a positive and a negative one cancel.
    expect(analyzeSentiment('[doge]')).toEqual({ label: 'neutral', score: 0 });
    expect(analyzeSentiment('[哈哈][泪]')).toEqual({ label: 'neutral', score: 0 });
    // Forty [赞] count as EMOTICON_CAP of them.
    const capped = Math.round(Math.tanh((EMOTICON_CAP * EMOTICON_WEIGHT) / 2) * 10_000) / 10_000;
    expect(score('[赞]'.repeat(40))).toBe(capped);
  });

  it('adds emoticons to the words: they push the score their way', () => {
    expect(score('今天吃了火锅[哈哈]')).toBeGreaterThan(score('今天吃了火锅'));
    expect(score('今天吃了火锅[怒]')).toBeLessThan(score('今天吃了火锅'));
  });

  it('weighs a mixed text between its parts', () => {
    const praise = score('外观很漂亮，我很喜欢');
    const complaint = score('续航太差，很失望');
    const mixed = score('外观很漂亮，我很喜欢，但是续航太差，很失望');
    expect(praise).toBeGreaterThan(NEUTRAL_BAND);
    expect(complaint).toBeLessThan(-NEUTRAL_BAND);
    expect(mixed).toBeLessThan(praise);
    expect(mixed).toBeGreaterThan(complaint);
  });

  it('keeps long texts inside [-1, 1] with the sign of what they repeat', () => {
    const long = score('服务很周到，环境也很好，下次还来。'.repeat(300));
    expect(long).toBeGreaterThan(NEUTRAL_BAND);
    expect(long).toBeLessThanOrEqual(1);
    const longBad = score('房间很脏，服务很差，再也不来了。'.repeat(300));
    expect(longBad).toBeLessThan(-NEUTRAL_BAND);
    expect(longBad).toBeGreaterThanOrEqual(-1);
  });

  it('scores empty, punctuation-only and markup-only texts 0, neutral', () => {
    for (const text of ['', '   ', '，。！？…', '!!!???', '@某某 http://t.cn/A6abcd', '#话题#']) {
      expect(analyzeSentiment(text)).toEqual({ label: 'neutral', score: 0 });
    }
  });

  it('gives any text with words a non-zero score', () => {
    for (const text of ['还行吧', '今天下午三点开会', '明天见', 'ok']) expect(score(text)).not.toBe(0);
  });

  it('reads traditional characters as their simplified forms', () => {
    expect(score('這個東西真的很好用，強烈推薦')).toBe(score('这个东西真的很好用，强烈推荐'));
    expect(score('質量太差了，不會再買')).toBe(score('质量太差了，不会再买'));
    expect(analyzeSentiment('質量太差了，不會再買').label).toBe('negative');
  });

  it('leaves links, @names and #topics# out of the reading', () => {
    expect(score('@小明 真的太好吃了 http://t.cn/A6xyz #美食#')).toBe(score('真的太好吃了'));
  });

  it('labels by the neutral band', () => {
    expect(labelForScore(NEUTRAL_BAND)).toBe('positive');
    expect(labelForScore(NEUTRAL_BAND - 0.0001)).toBe('neutral');
    expect(labelForScore(0)).toBe('neutral');
    expect(labelForScore(-NEUTRAL_BAND + 0.0001)).toBe('neutral');
    expect(labelForScore(-NEUTRAL_BAND)).toBe('negative');
  });
});

describe('features', () => {
  it('marks n-grams after a negation apart from the same n-grams said plainly', () => {
    const plain = new Set(textFeatures('好吃').buckets.slice(0, textFeatures('好吃').count));
    const negated = textFeatures('不好吃');
    const negatedBuckets = Array.from(negated.buckets.slice(0, negated.count));
    // 好, 吃 and 好吃 after 不 are other features than 好, 吃 and 好吃 alone.
    const shared = negatedBuckets.filter((b) => plain.has(b));
    expect(shared.length).toBe(0);
  });

  it('reads a double negation as absent', () => {
    const pick = (text: string) => Array.from(textFeatures(text).buckets.slice(0, textFeatures(text).count));
    expect(pick('不是不好')).toEqual(pick('好'));
  });
});

describe('training', () => {
  const tiny: LabelledText[] = [
    { text: '这家店的菜真好吃，服务热情', positive: true },
    { text: '环境优雅，价格实惠，推荐', positive: true },
    { text: '物流很快，包装完好，满意', positive: true },
    { text: '演员演技在线，剧情精彩', positive: true },
    { text: '菜很难吃，服务员态度恶劣', positive: false },
    { text: '价格太贵，环境嘈杂，失望', positive: false },
    { text: '物流太慢，包装破损，差评', positive: false },
    { text: '剧情拖沓，演技尴尬，浪费时间', positive: false },
  ];

  it('separates its own training sentences, the same way on every run', () => {
    const model = trainModel(tiny, { corpus: tiny.length }, { epochs: 30 });
    for (const { text, positive } of tiny) {
      const s = scoreWith(model, text);
      expect(positive ? s > NEUTRAL_BAND : s < -NEUTRAL_BAND, `${text}: ${s}`).toBe(true);
    }
    const again = trainModel(tiny, { corpus: tiny.length }, { epochs: 30 });
    expect(Buffer.compare(encodeModel(again), encodeModel(model))).toBe(0);
  });

  it('stores a model that reads back to the same scores', () => {
    const model = trainModel(tiny, { corpus: tiny.length }, { epochs: 10 });
    const read = decodeModel(encodeModel(model));
    expect(read.header).toEqual(model.header);
    for (const { text } of tiny) expect(scoreWith(read, text)).toBe(scoreWith(model, text));
    expect(() => decodeModel(Buffer.from('not a model at all'))).toThrow(/bad magic/);
  });
});
