import { afterEach, describe, expect, it } from 'vitest';
import { analyzeSentiment, configureSentiment, sentimentVersion } from '../../src/text/sentiment.js';
import { parseCorrectionsTsv } from '../../src/text/sentiment-corpus.js';
import { distantLabel } from '../../src/text/sentiment-emoticons.js';
import { lexiconLogit, parseUserLexicon } from '../../src/text/sentiment-lexicon.js';
import { dedupeLabelled, measure, splitHeldAside } from '../../src/text/sentiment-train.js';
import { mergeSources, runSentimentTraining } from '../../src/text/sentiment-training-run.js';

describe('distant labels from emoticons', () => {
  it('labels a text whose polar emoticons agree, with the emoticons taken out', () => {
    expect(distantLabel('今天的演唱会太棒了[哈哈][赞]')).toEqual({ text: '今天的演唱会太棒了', positive: true });
    expect(distantLabel('@客服 等了两个小时还没到[怒] http://t.cn/x')).toEqual({
      text: '等了两个小时还没到',
      positive: false,
    });
    // A neutral emoticon beside a polar one does not stop the label.
    expect(distantLabel('又下雨了[doge][泪]')).toEqual({ text: '又下雨了', positive: false });
  });

  it('gives nothing for mixed, neutral-only or no emoticons, or too few words', () => {
    expect(distantLabel('开心[哈哈]又难过[泪]')).toBeNull();
    expect(distantLabel('吃瓜群众[吃瓜]')).toBeNull();
    expect(distantLabel('没有表情的一句话')).toBeNull();
    expect(distantLabel('好[赞]')).toBeNull();
    expect(distantLabel('！！！[赞]')).toBeNull();
  });
});

describe('training sets', () => {
  it('drops empties, duplicates and texts labelled both ways', () => {
    expect(
      dedupeLabelled([
        { text: ' 好 ', positive: true },
        { text: '好', positive: true },
        { text: '', positive: false },
        { text: '一般', positive: true },
        { text: '一般', positive: false },
      ]),
    ).toEqual([{ text: '好', positive: true }]);
  });

  it('holds the same texts aside whatever else is in the set', () => {
    const texts = Array.from({ length: 400 }, (_, i) => ({ text: `第${i}条`, positive: i % 2 === 0 }));
    const alone = splitHeldAside(texts).heldAside.map((t) => t.text);
    const mixed = splitHeldAside([...texts.slice(200), { text: '别的', positive: true }, ...texts.slice(0, 200)]);
    expect(
      mixed.heldAside
        .map((t) => t.text)
        .filter((t) => t !== '别的')
        .sort(),
    ).toEqual([...alone].sort());
    // About a tenth.
    expect(alone.length).toBeGreaterThan(20);
    expect(alone.length).toBeLessThan(70);
  });

  it('reads the corrections export and refuses a malformed one with the line', () => {
    expect(parseCorrectionsTsv('label\ttext\npos\t太好了\nneg\t不行\n\n')).toEqual([
      { text: '太好了', positive: true },
      { text: '不行', positive: false },
    ]);
    expect(() => parseCorrectionsTsv('text\tlabel\n')).toThrow(/first line/);
    expect(() => parseCorrectionsTsv('label\ttext\nneutral\t一般')).toThrow(/line 2/);
  });

  it('lets a user correction win over the corpus for the same text', () => {
    const corpus = Array.from({ length: 60 }, (_, i) => ({ text: `样本${i}很好`, positive: true })).concat(
      Array.from({ length: 60 }, (_, i) => ({ text: `样本${i}很差`, positive: false })),
    );
    const corrections = [{ text: '样本1很好', positive: false }];
    const merged = mergeSources({ corpus, corrections, fromDb: [{ text: '样本2很差', positive: true }] });
    expect(merged).toHaveLength(120);
    expect(merged.find((t) => t.text === '样本1很好')).toEqual({
      text: '样本1很好',
      positive: false,
      source: 'corrections',
    });
    // The corpus comes before texts labelled at a distance.
    expect(merged.find((t) => t.text === '样本2很差')).toMatchObject({ positive: false, source: 'corpus' });
    const run = runSentimentTraining({ corpus, corrections }, null, { epochs: 2 });
    expect((run.trainedOn.corpus ?? 0) + (run.trainedOn.corrections ?? 0) + run.metrics.texts).toBe(120);
    expect(run.baseline).toBeNull();
    expect(run.notWorse).toBe(true);
  });
});

describe('measure', () => {
  it('counts a zero score as wrong and splits the decided from the neutral', () => {
    const texts = [
      { text: 'a', positive: true },
      { text: 'b', positive: true },
      { text: 'c', positive: false },
      { text: 'd', positive: false },
    ];
    const scores: Record<string, number> = { a: 0.9, b: 0, c: -0.1, d: 0.5 };
    const m = measure(texts, (t) => scores[t]!, 0.2);
    // Right: a (0.9) and c (−0.1); b scored 0 and d the wrong way.
    expect(m.accuracy).toBe(0.5);
    // b and c are inside the band; of a and d outside it, a is right.
    expect(m.neutralShare).toBe(0.5);
    expect(m.decidedAccuracy).toBe(0.5);
    expect(m.positive).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5 });
    expect(m.negative).toEqual({ precision: 1, recall: 0.5, f1: 0.6667 });
  });
});

describe("an operator's own lexicon", () => {
  afterEach(() => configureSentiment({}));

  it('adds its weights, turned by a negation just before a word', () => {
    const lexicon = parseUserLexicon('# brand slang\nyyds 2\n拉胯 -2\n');
    expect(lexiconLogit(lexicon, '这手机yyds')).toBe(2);
    expect(lexiconLogit(lexicon, '一点也不拉胯')).toBe(2);
    expect(lexiconLogit(lexicon, '拉胯，拉胯')).toBe(-4);
    expect(() => parseUserLexicon('好 9')).toThrow(/line 1/);
  });

  it('changes the scores and the version the stored scores are checked against', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'lexicon-')), 'lexicon.txt');
    writeFileSync(file, '蚌埠住了 -3\n');
    const before = analyzeSentiment('看完直接蚌埠住了').score;
    const version = sentimentVersion();
    configureSentiment({ lexiconFile: file });
    expect(analyzeSentiment('看完直接蚌埠住了').score).toBeLessThan(before);
    expect(sentimentVersion()).not.toBe(version);
    configureSentiment({});
    expect(sentimentVersion()).toBe(version);
  });
});
