import { describe, expect, it } from 'vitest';
import { parseCrawlerCsv } from '../../src/parse/crawler-csv.js';
import { readCsv } from '../../src/parse/csv.js';
import { parseRepostChain, parseRepostLines, resolveChainParents } from '../../src/parse/reposts.js';

describe('parseRepostLines', () => {
  const input = [
    '{"mid":"11","uid":"u1","parent":"","text":"好看","date":"2025-06-01 10:00"}',
    '{"mid":"12","uid":"u2","parent":"11","text":"转发//@甲:好看","date":"2025-06-01 10:05","name":"乙"}',
    '',
    'not json',
    '{"mid":"13","uid":"u3","parent":"","text":"x","date":"someday"}',
    '{"mid":"11","uid":"u9","parent":"","text":"dup","date":"2025-06-01 10:00"}',
    '{"mid":"14","uid":"u4","parent":"100","text":"y","date":1748745900}',
    '[1,2]',
    '{"mid":"15","uid":"u5","parent":"15","text":"self","date":"2025-06-01 10:00"}',
  ].join('\n');
  const result = parseRepostLines(input, { rootMid: '100' });

  it('keeps good lines; an empty parent or the root mid means a direct repost', () => {
    expect(result.reposts.map((r) => [r.mid, r.parentMid, r.rootMid])).toEqual([
      ['11', null, '100'],
      ['12', '11', '100'],
      ['14', null, '100'],
    ]);
    expect(result.reposts[0]!.createdAt.toISOString()).toBe('2025-06-01T02:00:00.000Z');
    expect(result.screenNames.get('u2')).toBe('乙');
  });

  it('reports bad lines with 1-based line numbers', () => {
    expect(result.problems).toEqual([
      { line: 4, reason: '不是合法的 JSON' },
      { line: 5, reason: '无法识别的 date' },
      { line: 8, reason: '不是 JSON 对象' },
      { line: 9, reason: 'parent 不能是自己' },
    ]);
  });

  it('counts a repost listed twice once: the line naming its parent wins, wherever it stands', () => {
    expect(result.duplicates).toBe(1);
    const twice = [
      '{"mid":"21","uid":"u1","parent":"","text":"转发微博","date":"2025-06-01 10:00"}',
      '{"mid":"22","uid":"u2","parent":"21","text":"//@甲:转发微博","date":"2025-06-01 10:05"}',
      '{"mid":"22","uid":"u2","parent":"","text":"//@甲:转发微博","date":"2025-06-01 10:05"}',
      '{"mid":"23","uid":"u3","parent":"","text":"//@乙:好","date":"2025-06-01 10:06"}',
      '{"mid":"23","uid":"u3","parent":"22","text":"//@乙:好","date":"2025-06-01 10:06"}',
      '{"mid":"23","uid":"u3","parent":"21","text":"//@乙:好","date":"2025-06-01 10:06"}',
    ].join('\n');
    const parsed = parseRepostLines(twice, { rootMid: '100' });
    expect(parsed.reposts.map((r) => [r.mid, r.parentMid])).toEqual([
      ['21', null],
      ['22', '21'],
      ['23', '22'],
    ]);
    expect(parsed.duplicates).toBe(2);
    // Two different parents for one repost is a contradiction worth a line in the report.
    expect(parsed.problems).toEqual([{ line: 6, reason: '重复的 mid 23：上级与第 5 行不同，保留第 5 行' }]);
  });
});

describe('//@ chains', () => {
  it('lists names nearest first, with ASCII or full-width colons', () => {
    expect(parseRepostChain('好看//@B:转发微博//@A：赞[哈哈]')).toEqual(['B', 'A']);
    expect(parseRepostChain('没有链')).toEqual([]);
  });

  it('resolves parents by screen name, taking the latest earlier repost of that account', () => {
    const t = (m: number) => new Date(Date.UTC(2025, 5, 1, 0, m));
    const reposts = [
      { mid: 'a', rootMid: 'r', parentMid: null, uid: 'ua', text: '第一', createdAt: t(1) },
      { mid: 'b', rootMid: 'r', parentMid: null, uid: 'ub', text: '//@A:第一', createdAt: t(2) },
      { mid: 'a2', rootMid: 'r', parentMid: null, uid: 'ua', text: '又转', createdAt: t(3) },
      { mid: 'c', rootMid: 'r', parentMid: null, uid: 'uc', text: '嗯//@A:又转//@B:...', createdAt: t(4) },
      { mid: 'd', rootMid: 'r', parentMid: null, uid: 'ud', text: '//@作者:原话', createdAt: t(5) },
      { mid: 'e', rootMid: 'r', parentMid: null, uid: 'ue', text: '//@路人:?', createdAt: t(6) },
    ];
    const names: Record<string, string> = { ua: 'A', ub: 'B', uc: 'C', ud: 'D', ue: 'E' };
    const resolved = resolveChainParents(reposts, (uid) => names[uid], '作者');
    expect(resolved.reposts.map((r) => [r.mid, r.parentMid])).toEqual([
      ['a', null],
      ['b', 'a'],
      ['a2', null],
      ['c', 'a2'],
      ['d', null],
      ['e', null],
    ]);
    expect(resolved.unresolved).toEqual(['e']);
  });
});

describe('readCsv', () => {
  it('handles quotes, escaped quotes, embedded newlines, CRLF, BOM and blank lines', () => {
    const text = '\ufeffa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"line1\nline2",\n3,plain"quote,z';
    const { records, unterminatedAt } = readCsv(text);
    expect(unterminatedAt).toBeNull();
    expect(records).toEqual([
      { fields: ['a', 'b', 'c'], line: 1 },
      { fields: ['1', 'x, y', 'say "hi"'], line: 2 },
      { fields: ['2', 'line1\nline2', ''], line: 4 },
      { fields: ['3', 'plain"quote', 'z'], line: 6 },
    ]);
  });

  it('reports a quote left open at the end', () => {
    expect(readCsv('a,b\n1,"open\n2,3').unterminatedAt).toBe(2);
  });
});

describe('parseCrawlerCsv', () => {
  it('maps weibo-search columns and reports bad rows with their line numbers', () => {
    const csv = [
      'id,bid,user_id,用户昵称,微博正文,发布位置,艾特用户,话题,转发数,评论数,点赞数,发布时间,发布工具,微博图片url,微博视频url,retweet_id,ip',
      '4645748019299849,Kjc77D1jz,6279793937,明日方舟Arknights,"#明日方舟# 录播\n上线",,,明日方舟,"9,079",2126,3.7万,2021-06-08 09:35,微博视频号,"https://wx1.sinaimg.cn/large/a.jpg,https://wx1.sinaimg.cn/large/b.jpg",,,发布于 上海',
      'abc,x,1,n,t,,,,0,0,0,2021-06-08 09:35,,,,,',
      '4648806186747944,KktFEsjrO,6279793937,明日方舟Arknights,恭喜,,,,7,147,1340,昨天,微博抽奖平台,,,4645748019299849,',
      '4648806186747945,KktFEsjrP,6279793937,明日方舟Arknights,恭喜,,,,七,147,1340,2021-06-16 20:07,,,,,',
      '4648806186747946,only,three',
      '4648806186747947,KktFEsjrQ,6279793937,明日方舟Arknights,转发,,,,7,147,1340,2021-06-16 20:07,,,,4645748019299849,',
      '4645748019299849,dup,6279793937,n,t,,,,0,0,0,2021-06-08 09:35,,,,,',
    ].join('\n');
    const result = parseCrawlerCsv(csv);
    expect(result.posts.map((p) => p.mid)).toEqual(['4645748019299849', '4648806186747947']);
    expect(result.posts[0]).toMatchObject({
      bid: 'Kjc77D1jz',
      uid: '6279793937',
      text: '#明日方舟# 录播\n上线',
      reposts: 9079,
      comments: 2126,
      likes: 37000,
      source: '微博视频号',
      region: '上海',
      parentMid: null,
      videoUrl: null,
      pics: ['https://wx1.sinaimg.cn/large/a.jpg', 'https://wx1.sinaimg.cn/large/b.jpg'],
    });
    expect(result.posts[0]!.createdAt.toISOString()).toBe('2021-06-08T01:35:00.000Z');
    expect(result.posts[1]).toMatchObject({ parentMid: '4645748019299849', rootMid: '4645748019299849' });
    expect(result.screenNames.get('6279793937')).toBe('明日方舟Arknights');
    expect(result.ignoredColumns).toEqual(['艾特用户', '话题']);
    // The first data row spans lines 2-3, so the following rows start one line later.
    expect(result.problems).toEqual([
      { line: 4, reason: '无效的微博 id：abc' },
      { line: 5, reason: '无法识别的发布时间：昨天' },
      { line: 6, reason: '转发数不是数字：七' },
      { line: 7, reason: '列数为 3，表头为 17' },
      { line: 9, reason: '重复的微博 id：4645748019299849' },
    ]);
  });

  it('maps weibo-crawler columns (no user column) with a default uid and 是否原创', () => {
    const csv = [
      'id,bid,正文,头条文章url,原始图片url,视频url,位置,日期,工具,点赞数,评论数,转发数,话题,@用户,是否原创,源用户id,源用户昵称,源微博id',
      '4655758022804664,KnowibLCw,我们绝不会利用签名来赚钱,,无,无,无,2021-07-06 00:31,iPhone客户端,982,169,23,无,无,False,2085966565,骆歆同学,4655757364823177',
      '4655727546995839,KnnJ8tlW7,JDG！,,无,无,无,2021-07-05 22:30,,564,66,0,2021lpl,无,True,,,',
    ].join('\n');
    const result = parseCrawlerCsv(csv, { defaultUid: '1907518591' });
    expect(result.problems).toEqual([]);
    expect(result.posts.map((p) => [p.mid, p.uid, p.parentMid, p.likes, p.reposts])).toEqual([
      ['4655758022804664', '1907518591', '4655757364823177', 982, 23],
      ['4655727546995839', '1907518591', null, 564, 0],
    ]);
    expect(result.posts[0]!.region).toBe('');
    expect(result.posts[0]!.source).toBe('iPhone客户端');
  });

  it('refuses a file whose header lacks the id or time column', () => {
    expect(parseCrawlerCsv('名字,正文\nx,y').problems).toEqual([{ line: 1, reason: '表头缺少必需的列：id、发布时间' }]);
    expect(parseCrawlerCsv('').problems).toEqual([{ line: 1, reason: '文件为空，缺少表头' }]);
  });
});
