import { formatChinaTime, HOUR_MS } from '@boguan/contracts/china-time';
import type { LinkCheck, ReportItem, ReportProgress, ReportResult } from '@boguan/contracts/final-report.api';
import type { Paged } from '@boguan/contracts/kol';
import type { WeiboPost, WeiboUser } from '@boguan/weibo/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import type { DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { demoMids, download, linksOf, reportWorld } from './support.js';

const TIERS = [
  ['head', 1_000_000],
  ['waist', 100_000],
  ['tail', 10_000],
  ['amateur', 0],
] as const;
const tierOf = (followers: number) => TIERS.find(([, min]) => followers >= min)![0];
const sum = (p: { reposts: number; comments: number; likes: number }) => p.reposts + p.comments + p.likes;

describe('final reports: links checked, a job reads the posts, a frozen result', () => {
  let t: DemoApp;
  let token: string;
  let mids: string[];

  const submitAndRun = async (body: Record<string, string | number>, as = token) => {
    const answer = await post<{ id: number; status: number }>(t.app, '/api/launch/submit', body, as);
    expect(answer.code, answer.msg).toBe(1);
    await t.runner.drain();
    return answer.data.id;
  };

  beforeAll(async () => {
    t = await reportWorld('final-report');
    token = (await createUser(t, { level: 30 })).token;
    mids = await demoMids(t, 5);
  }, 180_000);
  afterAll(async () => t?.close());

  it('checks every pasted line: posts as cards, bad lines named with their number, duplicates merged', async () => {
    const stored = await t.ctx.db.selectFrom('weibo_posts').select(['mid', 'uid']).where('mid', 'in', mids).execute();
    const uids = new Map(stored.map((r) => [r.mid, r.uid]));
    const urls = [
      linksOf(mids.slice(0, 2), uids),
      'https://www.baidu.com/s?wd=微博',
      '',
      `https://m.weibo.cn/detail/${mids[0]}`,
      'https://weibo.com/u/1234567890',
      'https://m.weibo.cn/detail/4999999999999999',
      'x'.repeat(9000),
    ].join('\n');
    const answer = await post<LinkCheck>(t.app, '/api/launch/checkUrls', { urls }, token);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.lines).toBe(7);
    expect(answer.data.max_posts).toBe(50);
    expect(answer.data.posts.map((p) => [p.line, p.mid])).toEqual([
      [1, mids[0]],
      [2, mids[1]],
    ]);
    expect(answer.data.posts[0]!.uid).toBe(uids.get(mids[0]!));
    expect(answer.data.errors.map((e) => e.message)).toEqual([
      '博文链接第3行：不是微博链接',
      '博文链接第6行：不是微博博文链接',
      '博文链接第7行：博文不存在或已删除',
      '博文链接第8行：不是微博博文链接',
    ]);
    expect(answer.data.errors[3]!.input).toHaveLength(81);
    expect(answer.data.duplicates).toEqual([
      { line: 5, input: `https://m.weibo.cn/detail/${mids[0]}`, message: '博文链接第5行：与第1行重复' },
    ]);
  });

  it('refuses a deleted post, and a paste of more lines or characters than allowed', async () => {
    const [gone] = await demoMids(t, 1, 20);
    await t.ctx.db.updateTable('weibo_posts').set({ deleted: true }).where('mid', '=', gone!).execute();
    const check = await post<LinkCheck>(t.app, '/api/launch/checkUrls', { urls: gone! }, token);
    expect(check.data.errors.map((e) => e.message)).toEqual(['博文链接第1行：博文已删除']);
    const submit = await post(t.app, '/api/launch/submit', { urls: `${mids[0]}\n${gone}` }, token);
    expect([submit.code, submit.msg]).toEqual([0, '博文链接第2行：博文已删除']);
    const many = Array.from({ length: 201 }, (_, i) => String(4_000_000_000_000_000 + i)).join('\n');
    expect((await post(t.app, '/api/launch/checkUrls', { urls: many }, token)).msg).toBe('博文链接最多200行');
    const long = await post(t.app, '/api/launch/checkUrls', { urls: 'a'.repeat(20_001) }, token);
    expect(long.msg).toBe('博文链接不能超过20000个字符');
    expect((await post(t.app, '/api/launch/submit', {}, token)).msg).toBe('请填写博文链接或选择项目');
    expect((await post(t.app, '/api/launch/submit', { urls: mids[0], cost: '12.345' }, token)).msg).toBe(
      '投放费用格式不正确，请输入金额（元），最多两位小数',
    );
    // Nothing refused above counted a use.
    const auth = await post<{ per_month: { used: number } }>(t.app, '/api/launch/auth', {}, token);
    expect(auth.data.per_month.used).toBe(0);
  });

  it('reads each post and blogger from the source and totals them exactly, with the time of reading', async () => {
    await t.advance(2 * HOUR_MS);
    const readAt = t.clock.now();
    const id = await submitAndRun({ name: '春季新品', urls: linksOf(mids), cost: '10000.50' });
    const status = await post<ReportProgress>(t.app, '/api/launch/status', { id }, token);
    expect(status.data).toMatchObject({ status: 2, status_text: '已完成', progress: 1 });

    const expected = (await Promise.all(mids.map((mid) => t.source.fetchPost(mid)))) as WeiboPost[];
    const authorList = await Promise.all([...new Set(expected.map((p) => p.uid))].map((u) => t.source.fetchUser(u)));
    const authors = new Map((authorList as WeiboUser[]).map((u) => [u.uid, u]));
    const result = await post<ReportResult>(t.app, '/api/launch/result', { id }, token);
    expect(result.code, result.msg).toBe(1);
    const { report, summary, posts, bloggers } = result.data;
    expect(report).toMatchObject({ name: '春季新品', status: 2, posts: 5, cost_fen: 1_000_050 });
    expect(report.data_time).toBe(formatChinaTime(readAt));

    expect(posts.map((p) => [p.mid, p.reposts, p.comments, p.likes])).toEqual(
      expected.map((p) => [p.mid, p.reposts, p.comments, p.likes]),
    );
    const interactions = expected.reduce((s, p) => s + sum(p), 0);
    const postFollowers = expected.reduce((s, p) => s + authors.get(p.uid)!.followers, 0);
    const exposure = Math.round(postFollowers * 0.1);
    expect(summary).toMatchObject({
      posts: 5,
      deleted_posts: 0,
      bloggers: authors.size,
      reposts: expected.reduce((s, p) => s + p.reposts, 0),
      comments: expected.reduce((s, p) => s + p.comments, 0),
      likes: expected.reduce((s, p) => s + p.likes, 0),
      interactions,
      avg_interactions: Math.round((interactions / 5) * 10) / 10,
      followers: [...authors.values()].reduce((s, u) => s + u.followers, 0),
      exposure,
      reach_rate: 0.1,
      engagement_rate: Math.round((interactions / postFollowers) * 10_000) / 10_000,
      cost_fen: 1_000_050,
      cpe_fen: Math.round(1_000_050 / interactions),
      cpm_fen: Math.round((1_000_050 * 1000) / exposure),
    });
    expect(summary.exposure_basis).toContain('触达率 10%');
    // Every post came from the simulator: the report says it is demo data.
    expect([summary.demo_posts, posts.every((p) => p.demo)]).toEqual([5, true]);
    for (const row of summary.tiers) {
      const inTier = [...authors.values()].filter((u) => tierOf(u.followers) === row.tier);
      expect(row.bloggers).toBe(inTier.length);
      expect(row.posts).toBe(expected.filter((p) => tierOf(authors.get(p.uid)!.followers) === row.tier).length);
    }
    const ranked = [...expected].sort((a, b) => sum(b) - sum(a) || (a.mid < b.mid ? -1 : 1));
    expect(summary.best.map((p) => p.mid)).toEqual(ranked.slice(0, 3).map((p) => p.mid));
    expect(summary.worst.map((p) => p.mid)).toEqual(
      ranked
        .slice(3)
        .reverse()
        .map((p) => p.mid),
    );
    // The comments sampled: at most 50 per post, each with a label; their words counted.
    expect(summary.sentiment.total).toBe(
      summary.sentiment.positive + summary.sentiment.neutral + summary.sentiment.negative,
    );
    expect(summary.sentiment.total).toBeGreaterThan(0);
    expect(summary.sentiment.total).toBeLessThanOrEqual(250);
    expect(summary.words.length).toBeGreaterThan(0);
    expect(summary.daily.reduce((s, d) => s + d.posts, 0)).toBe(5);
    expect(bloggers.reduce((s, b) => s + b.posts, 0)).toBe(5);
    expect(bloggers.map((b) => b.interactions)).toEqual([...bloggers.map((b) => b.interactions)].sort((a, b) => b - a));
  }, 60_000);

  it('stays frozen while the posts grow; a new run makes a new report with the new numbers', async () => {
    const first = await submitAndRun({ name: '冻结', urls: linksOf(mids) });
    const before = (await post<ReportResult>(t.app, '/api/launch/result', { id: first }, token)).data;
    await t.advance(12 * HOUR_MS);
    const again = (await post<ReportResult>(t.app, '/api/launch/result', { id: first }, token)).data;
    expect(again.summary).toEqual(before.summary);
    expect(again.report.data_time).toBe(before.report.data_time);
    const live = (await Promise.all(mids.map((mid) => t.source.fetchPost(mid)))) as WeiboPost[];
    expect(live.reduce((s, p) => s + sum(p), 0)).toBeGreaterThan(before.summary.interactions);

    const second = await submitAndRun({ name: '冻结', urls: linksOf(mids) });
    expect(second).not.toBe(first);
    const now = (await post<ReportResult>(t.app, '/api/launch/result', { id: second }, token)).data;
    expect(now.summary.interactions).toBe(live.reduce((s, p) => s + sum(p), 0));
    expect(now.report.data_time).toBe(formatChinaTime(t.clock.now()));
  }, 60_000);

  it('takes a cost later and works CPE/CPM out again without touching the data', async () => {
    const id = await submitAndRun({ name: '补录费用', urls: mids.slice(0, 2).join('\n') });
    const before = (await post<ReportResult>(t.app, '/api/launch/result', { id }, token)).data.summary;
    expect([before.cost_fen, before.cpe_fen, before.cpm_fen]).toEqual([null, null, null]);
    const saved = await post<ReportItem>(t.app, '/api/launch/setCost', { id, cost: '3000' }, token);
    expect([saved.code, saved.msg, saved.data.cost_fen]).toEqual([1, '投放费用已保存', 300_000]);
    const after = (await post<ReportResult>(t.app, '/api/launch/result', { id }, token)).data.summary;
    expect(after.cpe_fen).toBe(Math.round(300_000 / before.interactions));
    expect(after.cpm_fen).toBe(Math.round(300_000_000 / before.exposure));
    expect({ ...after, cost_fen: null, cpe_fen: null, cpm_fen: null }).toEqual(before);
  }, 60_000);

  it('exports the posts and the bloggers as they stood, and lists and deletes reports', async () => {
    const id = await submitAndRun({ name: '导出/测试', urls: linksOf(mids) });
    const result = (await post<ReportResult>(t.app, '/api/launch/result', { id }, token)).data;
    const art = await download(t, '/api/launch/exportArt', { id }, token);
    expect(art.headers['content-disposition']).toContain(encodeURIComponent('结案报告_博文_导出_测试.xlsx'));
    const artSheets = await readXlsx(art.rawPayload);
    expect(artSheets.博文![0]!.slice(0, 4)).toEqual(['博文ID', '博文链接', '博文内容', '发布时间']);
    expect(artSheets.博文!.slice(1).map((r) => [r[0], r[11]])).toEqual(
      result.posts.map((p) => [p.mid, p.interactions]),
    );
    const overview = new Map(artSheets.汇总!.slice(1).map((r) => [r[0], r[1]]));
    expect(overview.get('数据时间')).toBe(`数据截至 ${result.report.data_time}`);
    expect(overview.get('互动总量')).toBe(result.summary.interactions);
    expect(overview.get('数据来源')).toBe('演示数据：5 条博文由博观模拟器生成，并非真实微博数据');
    const blogger = await download(t, '/api/launch/exportBlogger', { id }, token);
    const bloggerSheets = await readXlsx(blogger.rawPayload);
    expect(bloggerSheets.博主!.slice(1).map((r) => [r[1], r[9]])).toEqual(
      result.bloggers.map((b) => [b.uid, b.interactions]),
    );

    const history = await post<Paged<ReportItem>>(t.app, '/api/launch/history', { page: 1 }, token);
    expect(history.data.per_page).toBe(10);
    expect(history.data.data[0]).toMatchObject({ id, name: '导出/测试', status: 2, posts: 5 });
    const removed = await post(t.app, '/api/launch/deleteTask', { id }, token);
    expect([removed.code, removed.msg]).toEqual([1, '删除成功']);
    expect((await post(t.app, '/api/launch/result', { id }, token)).msg).toBe('报告不存在');
    const rows = await t.ctx.db.selectFrom('final_report_posts').select('mid').where('report_id', '=', id).execute();
    expect(rows).toEqual([]);
  }, 60_000);
});
