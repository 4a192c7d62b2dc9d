import type { WordCloudSummary } from '@boguan/contracts/word-cloud.api';
import { describe, expect, it } from 'vitest';
import {
  addRemoved,
  cloudBasis,
  isDayDisabled,
  lastDays,
  parseCloudQuery,
  pngName,
  sameWords,
  textUnit,
} from './cloud-lib';

const cloud = (over: Partial<WordCloudSummary>): WordCloudSummary => ({
  id: 1,
  source: 'text',
  source_text: '粘贴文本',
  title: '口红评论',
  keyword: null,
  start_date: null,
  end_date: null,
  url: null,
  uname: null,
  file_name: null,
  column_name: null,
  texts: 3,
  chars: 42,
  total_words: 12,
  distinct_words: 8,
  word_count: 8,
  removed: [],
  demo: false,
  create_time: '2026-01-05 12:00:00',
  update_time: '2026-01-05 12:00:00',
  ...over,
});

describe('word cloud page helpers', () => {
  it('reads the cloud id and the word order from the URL, dropping what is not usable', () => {
    expect(parseCloudQuery(new URLSearchParams('id=12&sort=weight'))).toEqual({ id: 12, sort: 'weight' });
    expect(parseCloudQuery(new URLSearchParams('id=0&sort=x'))).toEqual({ id: null, sort: 'count' });
    expect(parseCloudQuery(new URLSearchParams('id=1e3'))).toEqual({ id: null, sort: 'count' });
    expect(parseCloudQuery(new URLSearchParams('id=99999999999'))).toEqual({ id: null, sort: 'count' });
  });

  it('says what a cloud was made of', () => {
    expect(
      cloudBasis(cloud({ source: 'keyword', keyword: '口红', start_date: '2026-01-01', end_date: '2026-01-07' })),
    ).toBe('关键词「口红」 2026-01-01 至 2026-01-07');
    expect(cloudBasis(cloud({ source: 'post', uname: '美妆小A' }))).toBe('美妆小A 的博文评论');
    expect(cloudBasis(cloud({ source: 'upload', file_name: '评论.xlsx', column_name: '内容' }))).toBe(
      '评论.xlsx · 内容',
    );
    expect(cloudBasis(cloud({ source: 'upload', file_name: '评论.txt' }))).toBe('评论.txt');
    expect(cloudBasis(cloud({}))).toBe('粘贴文本 42 字');
    expect(textUnit(cloud({ source: 'post' }))).toBe('条评论');
    expect(textUnit(cloud({ source: 'upload', column_name: '内容' }))).toBe('个单元格');
  });

  it('adds a removed word once, trimmed, within the limits', () => {
    expect(addRemoved(['口红'], ' 好看 ')).toEqual({ list: ['口红', '好看'], problem: null });
    expect(addRemoved(['LPL'], 'lpl')).toEqual({ list: ['LPL'], problem: null });
    expect(addRemoved([], '  ').problem).toBe('请输入要移除的词');
    expect(addRemoved([], '长'.repeat(21)).problem).toBe('移除的词不能超过20个字符');
    const full = Array.from({ length: 200 }, (_, i) => `词${i}`);
    expect(addRemoved(full, '新词')).toEqual({ list: full, problem: '最多移除200个词' });
  });

  it('compares removal lists regardless of order and names the PNG', () => {
    expect(sameWords(['a', 'B'], ['b', 'A'])).toBe(true);
    expect(sameWords(['a'], ['a', 'b'])).toBe(false);
    expect(pngName('关键词「口红」 近7天')).toBe('词云_关键词_口红__近7天.png');
  });

  it('keeps the keyword range within 90 days and never after today', () => {
    expect(lastDays('2026-01-07', 7)).toEqual(['2026-01-01', '2026-01-07']);
    expect(isDayDisabled('2026-01-08', '2026-01-07', null)).toBe(true);
    expect(isDayDisabled('2025-10-10', '2026-01-07', '2026-01-07')).toBe(false);
    expect(isDayDisabled('2025-10-09', '2026-01-07', '2026-01-07')).toBe(true);
  });
});
