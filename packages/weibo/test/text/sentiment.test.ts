import { describe, expect, it } from 'vitest';
import { analyzeSentiment } from '../../src/text/sentiment.js';
import { getSentimentLexicon } from '../../src/text/sentiment-lexicon.js';

describe('sentiment lexicon', () => {
  it('loads HowNet with the documented adjustments', () => {
    const lex = getSentimentLexicon();
    expect(lex.polarity.get('开心')).toBe(1);
    expect(lex.polarity.get('失望')).toBe(-1);
    // 不要 is in hownet_neg and hownet_deny: it is a negation, never a sentiment word.
    expect(lex.polarity.has('不要')).toBe(false);
    expect(lex.negation.has('不要')).toBe(true);
    // 心软 is in both HowNet lists: ambiguous, dropped. 上 is a one-character HowNet word: dropped.
    expect(lex.polarity.has('心软')).toBe(false);
    expect(lex.polarity.has('上')).toBe(false);
    expect(lex.polarity.get('好')).toBe(1);
    expect(lex.degree.get('极其')).toBe(2);
    expect(lex.degree.get('很')).toBe(1.5);
    expect(lex.degree.get('更加')).toBe(1.25);
    expect(lex.degree.get('稍微')).toBe(0.5);
    expect(lex.emoticons.get('[哈哈]')).toBe(1);
    expect(lex.emoticons.get('[泪]')).toBe(-1);
    expect(lex.emoticons.get('[doge]')).toBe(0);
  });
});

describe('analyzeSentiment (hand-computed: score = (P − N) / (P + N + 1))', () => {
  it.each([
    // 开心 +1 → P=1: 1/2
    ['开心', 'positive', 0.5, 1, 0],
    // 很(1.5) 开心 → P=1.5: 1.5/2.5
    ['今天很开心', 'positive', 0.6, 1.5, 0],
    // 不(−1) 开心 → N=1: −1/2
    ['我不开心', 'negative', -0.5, 0, 1],
    // 很(1.5) 不好(−1) → N=1.5: −1.5/2.5
    ['很不好', 'negative', -0.6, 0, 1.5],
    // 没有(negation) 那么(degree) → softened to −0.5 × 好(+1) → N=0.5: −0.5/1.5
    ['没有那么好', 'negative', -0.3333, 0, 0.5],
    // 好开心 is one jieba token: 好(very 1.5) + 开心 → 1.5; [哈哈] +1.5 → P=3: 3/4
    ['好开心[哈哈]', 'positive', 0.75, 3, 0],
    // 真的(more 1.25) 太(very 1.5) 失望 → −1.875; [泪] −1.5 → N=3.375: −3.375/4.375
    ['真的太失望了[泪]', 'negative', -0.7714, 0, 3.375],
    // Double negation: 不是 不喜欢 → (−1)(−1)(+1) → P=1
    ['不是不喜欢', 'positive', 0.5, 1, 0],
    // 不错 +1, 推荐 +1 → P=2: 2/3
    ['质量不错，推荐购买', 'positive', 0.6667, 2, 0],
    // The clause break stops 不 from reaching 喜欢: 不 | 喜欢 → P=1
    ['不，喜欢', 'positive', 0.5, 1, 0],
    // Mixed: 喜欢 +1, 失望 −1 → 0
    ['喜欢外观但是续航让人失望', 'neutral', 0, 1, 1],
    // [doge] is neutral; no lexicon word
    ['明日方舟更新公告[doge]', 'neutral', 0, 0, 0],
  ])('%s → %s %d', (text, label, score, positive, negative) => {
    expect(analyzeSentiment(text)).toEqual({ label, score, positive, negative });
  });

  it('keeps the score inside [-1, 1] for long, one-sided texts', () => {
    const result = analyzeSentiment('太棒了[赞]'.repeat(200));
    expect(result.score).toBeLessThan(1);
    expect(result.score).toBeGreaterThan(0.99);
    expect(analyzeSentiment('').score).toBe(0);
  });
});
