import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parseHotSearchEntry, parseHotSearchFile, readHotSearchArchive } from '../../src/parse/hot-search.js';
import { fixturePath, readFixtureJson } from '../fixtures.js';

const archive = fixturePath('hot-search-archive');

describe('one hourly file (2025-06-01/00.json)', () => {
  const { entries, problems } = parseHotSearchFile(
    readFixtureJson('hot-search-archive', '2025-06-01', '00.json'),
    '2025-06-01/00.json',
  );

  it('reads all 53 entries: 50 ranked, 2 ads, 1 pinned', () => {
    expect(problems).toEqual([]);
    expect(entries).toHaveLength(53);
    expect(entries.filter((e) => e.rank !== null).map((e) => e.rank)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(entries.filter((e) => e.isAd).map((e) => e.word)).toEqual(['成年人的61礼物', '京东六一惊喜日祝你节日快乐']);
    const pinned = entries.filter((e) => e.rank === null && !e.isAd);
    expect(pinned.map((e) => e.word)).toEqual(['习近平给小朋友们的礼物']);
  });

  it('takes rank from band_rank and time from display_time, not from array position', () => {
    // Array position 6 holds band_rank 7 (an ad took seat 7 in the app); display_time=1748709114.
    expect(entries[6]).toMatchObject({ word: '陈小春演唱会上座率', rank: 7, heat: 246811, category: '', label: '热' });
    expect(entries[6]!.capturedAt.toISOString()).toBe('2025-05-31T16:31:54.000Z');
    expect(entries[0]).toMatchObject({
      word: '谭松韵疑似ABB式名字大户',
      rank: 1,
      heat: 1421934,
      label: '新',
      readCount: 5964000,
      discussCount: 3656,
    });
    expect(entries[2]).toMatchObject({ word: '3个中国人在太空过端午', rank: 3, category: '社会', label: '' });
    expect(entries[2]!.description).toBe('端午节，神舟二十号乘组从太空发来祝福！转发传递↓↓');
  });

  it('keeps ads apart even though their url carries the band_rank of their seat', () => {
    expect(entries[50]).toMatchObject({
      word: '成年人的61礼物',
      isAd: true,
      rank: null,
      label: '荐',
      heat: 0,
      category: '电商',
    });
  });
});

describe('malformed entries', () => {
  it('are reported with file and index, and the rest is kept', () => {
    const good = readFixtureJson('hot-search-archive', '2025-06-01', '00.json') as unknown[];
    const json = [
      good[0],
      'oops',
      { title: '', url: '' },
      { title: '无时间', url: 'https://m.weibo.cn/search?q=x' },
      good[1],
    ];
    const result = parseHotSearchFile(json, 'x/00.json');
    expect(result.entries.map((e) => e.rank)).toEqual([1, 2]);
    expect(result.problems).toEqual([
      { file: 'x/00.json', index: 1, reason: '条目不是对象' },
      { file: 'x/00.json', index: 2, reason: '缺少标题 title' },
      { file: 'x/00.json', index: 3, reason: 'url 中缺少 display_time，无法确定抓取时间' },
    ]);
    expect(parseHotSearchFile({ not: 'an array' }, 'y.json').problems).toEqual([
      { file: 'y.json', index: -1, reason: '文件内容不是 JSON 数组' },
    ]);
  });

  it('decodes an extparam that was encoded one extra time, and maps flag bits to labels', () => {
    const url = (ext: string) =>
      `https://m.weibo.cn/search?containerid=1&extparam=${encodeURIComponent(encodeURIComponent(ext))}`;
    const entry = parseHotSearchEntry({
      title: 't',
      hot: '12万',
      url: url('band_rank=9&flag=4&display_time=1748709114'),
    });
    expect(entry).toMatchObject({ rank: 9, label: '爆', heat: 120000 });
    expect(parseHotSearchEntry({ title: 't', url: url('band_rank=2&flag=16&display_time=1748709114') })).toMatchObject({
      label: '沸',
    });
    expect(
      parseHotSearchEntry({ title: 't', url: url('band_rank=2&flag=32768&display_time=1748709114') }),
    ).toMatchObject({ label: '' });
  });
});

describe('the two-day archive', () => {
  it('reads 43 hourly files into 2245 entries in time order, with no problems', async () => {
    const result = await readHotSearchArchive(archive);
    expect(result.files).toBe(43);
    expect(result.problems).toEqual([]);
    expect(result.entries).toHaveLength(2245);
    const times = result.entries.map((e) => e.capturedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(43);
    expect(result.entries.filter((e) => e.isAd)).toHaveLength(54);
    expect(result.entries.filter((e) => e.rank === null && !e.isAd)).toHaveLength(43);
    expect(result.entries[0]!.capturedAt.toISOString()).toBe('2025-05-31T16:31:54.000Z');
    expect(result.entries.at(-1)!.capturedAt.toISOString()).toBe('2025-06-02T15:31:18.000Z');
  });

  it('reads a single day folder given directly, and reports a broken file without stopping', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'hot-'));
    onTestFinished(() => rm(root, { recursive: true, force: true }));
    const day = path.join(root, '2025-06-01');
    await mkdir(day);
    await copyFile(fixturePath('hot-search-archive', '2025-06-01', '00.json'), path.join(day, '00.json'));
    await writeFile(path.join(day, '01.json'), '[{"title": ');
    const result = await readHotSearchArchive(day);
    expect(result.files).toBe(2);
    expect(result.entries).toHaveLength(53);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ file: '01.json', index: -1 });
    expect(result.problems[0]!.reason.startsWith('JSON 无法解析')).toBe(true);
  });

  it('parses the daily summary.json too (456 entries of 2025-06-01)', () => {
    const { entries, problems } = parseHotSearchFile(
      readFixtureJson('hot-search-archive', '2025-06-01', 'summary.json'),
      'summary.json',
    );
    expect(problems).toEqual([]);
    expect(entries).toHaveLength(456);
    expect(entries[0]).toMatchObject({ word: '成都3.9级地震', rank: 1, heat: 9548069 });
  });
});
