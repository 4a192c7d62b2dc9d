import { addDays, chinaDate, chinaDayEnd, HOUR_MS } from '@boguan/contracts/china-time';
import type {
  PostsAdded,
  ProjectItem,
  ProjectListPage,
  ProjectPostsPage,
  ProjectReport,
  ReportResult,
} from '@boguan/contracts/final-report.api';
import type { WeiboPost } from '@boguan/weibo/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { demoMids, linksOf, reportWorld } from './support.js';

const sum = (p: { reposts: number; comments: number; likes: number }) => p.reposts + p.comments + p.likes;

describe('campaign projects: posts watched while the project runs, live figures, a daily trend', () => {
  let t: DemoApp;
  let token: string;
  let mids: string[];
  const today = () => chinaDate(t.clock.now());

  const create = async (body: Record<string, string>, as = token) => {
    const answer = await post<{ id: number; added: number }>(
      t.app,
      '/api/project/create',
      { name: '春季新品', brand: '示例品牌', start_date: addDays(today(), -1), end_date: addDays(today(), 6), ...body },
      as,
    );
    expect(answer.code, answer.msg).toBe(1);
    return answer.data;
  };

  beforeAll(async () => {
    t = await reportWorld('campaign-projects');
    token = (await createUser(t, { level: 30 })).token;
    mids = await demoMids(t, 6);
  }, 180_000);
  afterAll(async () => t?.close());

  it('creates a project with three posts, watched hourly until its last day ends', async () => {
    const created = await create({ budget: '8000', urls: linksOf(mids.slice(0, 3)) });
    expect(created.added).toBe(3);
    const detail = await post<ProjectItem>(t.app, '/api/project/detail', { id: created.id }, token);
    expect(detail.data).toMatchObject({
      name: '春季新品',
      brand: '示例品牌',
      budget_fen: 800_000,
      phase: 'running',
      phase_text: '进行中',
      posts: 3,
      max_posts: 50,
    });
    const watches = await t.ctx.db
      .selectFrom('post_watches')
      .select(['mid', 'interval_ms', 'until'])
      .where('owner', '=', `project:${created.id}`)
      .orderBy('mid')
      .execute();
    expect(watches.map((w) => w.mid)).toEqual([...mids.slice(0, 3)].sort());
    expect(watches.every((w) => w.interval_ms === HOUR_MS)).toBe(true);
    expect(watches[0]!.until).toEqual(chinaDayEnd(addDays(today(), 6)));
  });

  it('adds posts by link or by id, skips the ones it holds, and refuses a bad line naming it', async () => {
    const { id } = await create({ urls: mids[0]! });
    const added = await post<PostsAdded>(
      t.app,
      '/api/project/addPosts',
      { id, urls: `${mids[0]}\n${linksOf([mids[1]!])}`, mids: [mids[2]!, `https://m.weibo.cn/detail/${mids[1]}`] },
      token,
    );
    expect([added.code, added.msg]).toEqual([1, '博文已添加']);
    expect(added.data).toEqual({ added: 2, skipped: 2, total: 3 });
    const bad = await post(t.app, '/api/project/addPosts', { id, urls: `${mids[3]}\nhttps://example.com/x` }, token);
    expect([bad.code, bad.msg]).toEqual([0, '博文链接第2行：不是微博链接']);
    expect((await post(t.app, '/api/project/addPosts', { id }, token)).msg).toBe('请填写博文链接或选择博文');
    const removed = await post(t.app, '/api/project/removePost', { id, mid: mids[2]! }, token);
    expect([removed.code, removed.msg]).toEqual([1, '博文已移出项目']);
    expect((await post(t.app, '/api/project/removePost', { id, mid: mids[2]! }, token)).msg).toBe('该博文不在项目中');
    const watched = await t.ctx.db
      .selectFrom('post_watches')
      .select('mid')
      .where('owner', '=', `project:${id}`)
      .execute();
    expect(watched.map((w) => w.mid).sort()).toEqual([mids[0], mids[1]].sort());
  });

  it('keeps the figures live: the collector reads the watched posts and the report follows day by day', async () => {
    const { id } = await create({ budget: '5000', urls: linksOf(mids.slice(0, 3)) });
    const first = await post<ProjectReport>(t.app, '/api/project/report', { id }, token);
    expect(first.code, first.msg).toBe(1);
    for (let hour = 0; hour < 26; hour += 1) await t.advance(HOUR_MS);
    const live = (await Promise.all(mids.slice(0, 3).map((mid) => t.source.fetchPost(mid)))) as WeiboPost[];
    const postsPage = await post<ProjectPostsPage>(
      t.app,
      '/api/project/posts',
      { id, page: 1, sort: 'created_at' },
      token,
    );
    const byMid = new Map(postsPage.data.list.data.map((p) => [p.mid, p]));
    // The last hourly reading is at most an hour old: counts are the world's of that reading.
    for (const p of live) expect(byMid.get(p.mid)!.interactions).toBeLessThanOrEqual(sum(p));
    const snapshots = await t.ctx.db
      .selectFrom('post_snapshots')
      .select('mid')
      .where('mid', 'in', mids.slice(0, 3))
      .execute();
    expect(snapshots.length).toBeGreaterThanOrEqual(3 * 26);

    const report = (await post<ProjectReport>(t.app, '/api/project/report', { id }, token)).data;
    const stored = await t.ctx.db
      .selectFrom('weibo_posts')
      .select(['reposts', 'comments', 'likes'])
      .where('mid', 'in', mids.slice(0, 3))
      .execute();
    const interactions = stored.reduce((s, p) => s + sum(p), 0);
    expect(report.summary).toMatchObject({ posts: 3, interactions, cost_fen: 500_000, demo_posts: 3 });
    expect(report.summary.interactions).toBeGreaterThan(first.data.summary.interactions);
    expect(report.summary.cpe_fen).toBe(Math.round(500_000 / interactions));
    expect(report.trend.map((d) => d.date)).toEqual([addDays(today(), -2), addDays(today(), -1), today()]);
    const last = report.trend.at(-1)!;
    expect(last.interactions).toBe(interactions);
    expect(report.trend.reduce((s, d) => s + d.new_interactions, 0)).toBe(interactions);
    expect(report.trend[1]!.new_interactions).toBeGreaterThan(0);
    // Comments were sampled in the background when the posts were added.
    expect(report.summary.sentiment.total).toBeGreaterThan(0);
    expect(report.project.interactions).toBe(interactions);
  }, 120_000);

  it('makes a frozen final report of a project', async () => {
    const { id } = await create({ name: '项目结案', urls: linksOf(mids.slice(0, 3)) });
    const submitted = await post<{ id: number }>(t.app, '/api/launch/submit', { project_id: id }, token);
    expect(submitted.code, submitted.msg).toBe(1);
    await t.runner.drain();
    const result = (await post<ReportResult>(t.app, '/api/launch/result', { id: submitted.data.id }, token)).data;
    expect(result.report).toMatchObject({ name: '项目结案', project_id: id, project_name: '项目结案', posts: 3 });
    expect(result.posts.map((p) => p.mid).sort()).toEqual([...mids.slice(0, 3)].sort());
    const empty = await create({ name: '空项目' });
    expect((await post(t.app, '/api/launch/submit', { project_id: empty.id }, token)).msg).toBe(
      '该项目还没有博文，请先添加博文',
    );
    expect((await post(t.app, '/api/launch/submit', { project_id: empty.id, urls: mids[0] }, token)).msg).toBe(
      '博文链接与项目只能选择一种',
    );
  }, 60_000);

  it('checks dates and money, and holds at most 10 projects for an advanced member under parallel creates', async () => {
    const bad = (body: Record<string, string>) => post(t.app, '/api/project/create', body, token).then((a) => a.msg);
    const base = { name: '项目', brand: '品牌', start_date: today(), end_date: today() };
    expect(await bad({ ...base, name: ' ' })).toBe('请输入项目名称');
    expect(await bad({ ...base, brand: '' })).toBe('请输入品牌名称');
    expect(await bad({ ...base, start_date: '2026-02-30' })).toBe('项目开始日期格式不正确，应为YYYY-MM-DD');
    expect(await bad({ ...base, end_date: addDays(today(), -1) })).toBe('结束日期不能早于开始日期');
    expect(await bad({ ...base, end_date: addDays(today(), 366) })).toBe('项目周期不能超过366天');
    expect(await bad({ ...base, budget: '-5' })).toBe('项目预算格式不正确，请输入金额（元），最多两位小数');
    expect(await bad({ ...base, budget: '20000000.01' })).toBe('项目预算格式不正确，请输入金额（元），最多两位小数');

    const member = await createUser(t, { level: 30 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(t.app, '/api/project/create', { ...base, name: `项目${i}` }, member.token),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(10);
    expect(new Set(answers.filter((a) => a.code !== 1).map((a) => `${a.code} ${a.msg}`))).toEqual(
      new Set(['1002 当前会员等级最多创建10个项目，请删除旧项目或升级会员']),
    );
    const list = await post<ProjectListPage>(t.app, '/api/project/list', { page: 1 }, member.token);
    expect(list.data).toMatchObject({ total: 10, per_page: 10, limit: 10 });
    const free = await createUser(t, { level: 20 });
    expect((await post(t.app, '/api/project/create', base, free.token)).code).toBe(1001);
  }, 60_000);

  it('caps a project at the posts of a report under parallel adds', async () => {
    const member = await createUser(t, { level: 30 });
    const { id } = await create({ name: '满额' }, member.token);
    const extra = await demoMids(t, 60, 6);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post<PostsAdded>(t.app, '/api/project/addPosts', { id, mids: extra.slice(i * 10, i * 10 + 10) }, member.token),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
    expect(answers.find((a) => a.code !== 1)?.msg).toBe('项目博文已达上限（50条），请移除部分博文或升级会员');
    const rows = await t.ctx.db
      .selectFrom('campaign_project_posts')
      .select('mid')
      .where('project_id', '=', id)
      .execute();
    expect(rows).toHaveLength(50);
  }, 60_000);

  it("answers another member's project ids like unknown ones, and deleting ends the watches", async () => {
    const { id } = await create({ urls: linksOf(mids.slice(0, 2)) });
    const other = await createUser(t, { level: 40 });
    const calls: [string, Record<string, string | number | string[]>][] = [
      ['/api/project/detail', { id }],
      ['/api/project/posts', { id, page: 1 }],
      ['/api/project/report', { id }],
      ['/api/project/addPosts', { id, mids: [mids[3]!] }],
      ['/api/project/removePost', { id, mid: mids[0]! }],
      ['/api/project/delete', { id }],
      ['/api/launch/submit', { project_id: id }],
    ];
    for (const [path, body] of calls) {
      const answer = await post(t.app, path, body, other.token);
      expect([path, answer.code, answer.msg]).toEqual([path, 0, '项目不存在']);
    }
    expect((await post<ProjectListPage>(t.app, '/api/project/list', { page: 1 }, other.token)).data.total).toBe(0);
    const removed = await post(t.app, '/api/project/delete', { id }, token);
    expect([removed.code, removed.msg]).toEqual([1, '删除成功']);
    expect((await post(t.app, '/api/project/detail', { id }, token)).msg).toBe('项目不存在');
    const watches = await t.ctx.db
      .selectFrom('post_watches')
      .select('mid')
      .where('owner', '=', `project:${id}`)
      .execute();
    expect(watches).toEqual([]);
  });
});
