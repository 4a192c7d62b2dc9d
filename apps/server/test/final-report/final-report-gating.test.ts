import type { ReportAllowance, ReportProgress, ReportResult } from '@boguan/contracts/final-report.api';
import type { WeiboPost } from '@boguan/weibo/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { demoMids, download, linksOf, patchSource, reportWorld } from './support.js';

describe('final reports: levels, quotas, double submits, failing sources, other users', () => {
  let t: DemoApp;
  let mids: string[];

  const used = async (token: string) =>
    (await post<ReportAllowance>(t.app, '/api/launch/auth', {}, token)).data.per_month?.used;
  const reportsOf = (userId: number) =>
    t.ctx.db.selectFrom('final_reports').select(['id', 'status']).where('user_id', '=', userId).execute();

  beforeAll(async () => {
    t = await reportWorld('final-report-gating');
    mids = await demoMids(t, 6);
  }, 180_000);
  afterAll(async () => t?.close());

  it('refuses a free member with 1001 before any work, and caps the posts of a report by level', async () => {
    const free = await createUser(t, { level: 20 });
    const auth = await post<ReportAllowance>(t.app, '/api/launch/auth', {}, free.token);
    expect(auth.data).toMatchObject({ allowed: false, per_month: null, max_rows: null });
    expect((await post(t.app, '/api/launch/checkUrls', { urls: mids[0] }, free.token)).code).toBe(1001);
    expect((await post(t.app, '/api/launch/submit', { urls: mids[0] }, free.token)).code).toBe(1001);
    expect(await reportsOf(free.userId)).toEqual([]);

    const advanced = await createUser(t, { level: 30 });
    const lines = Array.from({ length: 51 }, (_, i) => String(4_100_000_000_000_000 + i)).join('\n');
    const over = await post(t.app, '/api/launch/submit', { urls: lines }, advanced.token);
    expect([over.code, over.msg]).toEqual([0, '当前会员等级每份报告最多50条博文，请减少链接或升级会员']);
    const pro = await createUser(t, { level: 40 });
    const proAuth = await post<ReportAllowance>(t.app, '/api/launch/auth', {}, pro.token);
    expect(proAuth.data).toMatchObject({ allowed: true, max_rows: 200, per_month: { limit: 30, used: 0 } });
  });

  it('counts 20 parallel submits of an advanced member against 5 a month: 5 reports, 15 × 1002', async () => {
    const member = await createUser(t, { level: 30 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(t.app, '/api/launch/submit', { name: `并发${i}`, urls: mids[i % 6] }, member.token),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 1002).map((a) => a.msg)).toEqual(
      Array.from({ length: 15 }, () => '本月使用次数已用完，请升级会员'),
    );
    expect(await reportsOf(member.userId)).toHaveLength(5);
    expect(await used(member.token)).toBe(5);
  });

  it('makes one report of a double submit, counting one use', async () => {
    const member = await createUser(t, { level: 40 });
    const body = { name: '双击', urls: linksOf(mids.slice(0, 3)), cost: '100' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post<{ id: number }>(t.app, '/api/launch/submit', body, member.token)),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(8).fill(1));
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(await reportsOf(member.userId)).toHaveLength(1);
    expect(await used(member.token)).toBe(1);
    const status = await post<ReportProgress>(t.app, '/api/launch/status', { id: answers[0]!.data.id }, member.token);
    expect(status.data).toMatchObject({ status: 0, status_text: '待开始', progress: 0 });
    await t.runner.drain();
    // Once done, the same request again is a new run: a new report.
    const again = await post<{ id: number }>(t.app, '/api/launch/submit', body, member.token);
    expect(again.data.id).not.toBe(answers[0]!.data.id);
    expect(await used(member.token)).toBe(2);
  });

  it('fails a report whose source breaks half-way: a reason, the use given back, nothing half-written', async () => {
    const member = await createUser(t, { level: 30 });
    let calls = 0;
    const restore = patchSource(t, {
      fetchPost: async (mid: string) => {
        calls += 1;
        if (calls > 2) throw new Error('connection reset');
        return t.source.fetchPost(mid);
      },
    });
    try {
      const answer = await post<{ id: number }>(t.app, '/api/launch/submit', { urls: linksOf(mids) }, member.token);
      expect(await used(member.token)).toBe(1);
      await t.runner.drain();
      const status = await post<ReportProgress>(t.app, '/api/launch/status', { id: answer.data.id }, member.token);
      expect(status.data).toMatchObject({
        status: 3,
        status_text: '失败',
        error: '报告生成过程中出现错误，请重新提交',
      });
      const result = await post(t.app, '/api/launch/result', { id: answer.data.id }, member.token);
      expect([result.code, result.msg]).toEqual([0, '报告生成过程中出现错误，请重新提交']);
      const rows = await t.ctx.db
        .selectFrom('final_report_posts')
        .select('mid')
        .where('report_id', '=', answer.data.id)
        .execute();
      expect(rows).toEqual([]);
      expect(await used(member.token)).toBe(0);
    } finally {
      restore();
    }
  });

  it('lists a post deleted since it was checked but leaves it out of every figure; all deleted fails', async () => {
    const member = await createUser(t, { level: 30 });
    // mids[4] and mids[5] end deleted in the stored data: the tests after this one use the others.
    const [gone, alsoGone] = [mids[4]!, mids[5]!];
    const restore = patchSource(t, {
      fetchPost: async (mid: string) => {
        const found = (await t.source.fetchPost(mid)) as WeiboPost;
        return mid === gone || mid === alsoGone ? { ...found, deleted: true } : found;
      },
    });
    try {
      const answer = await post<{ id: number }>(
        t.app,
        '/api/launch/submit',
        { urls: linksOf([gone, mids[1]!, mids[2]!]) },
        member.token,
      );
      await t.runner.drain();
      const result = (await post<ReportResult>(t.app, '/api/launch/result', { id: answer.data.id }, member.token)).data;
      expect(result.summary).toMatchObject({ posts: 2, deleted_posts: 1 });
      expect(result.posts.map((p) => [p.mid, p.state])).toEqual([
        [gone, 'deleted'],
        [mids[1], 'ok'],
        [mids[2], 'ok'],
      ]);
      expect(result.summary.interactions).toBe(result.posts.slice(1).reduce((s, p) => s + p.interactions, 0));

      // The job stored what it learnt: a new check refuses the deleted post at once.
      const refused = await post(t.app, '/api/launch/submit', { urls: gone }, member.token);
      expect(refused.msg).toBe('博文链接第1行：博文已删除');
      const alone = await post<{ id: number }>(t.app, '/api/launch/submit', { urls: alsoGone }, member.token);
      await t.runner.drain();
      const failed = await post<ReportProgress>(t.app, '/api/launch/status', { id: alone.data.id }, member.token);
      expect(failed.data).toMatchObject({ status: 3, error: '所有博文均已删除或无法读取，无法生成报告' });
    } finally {
      restore();
    }
  });

  it('fails with its own reason when no data source is configured', async () => {
    const member = await createUser(t, { level: 30 });
    const original = t.ctx.source;
    t.ctx.source = null;
    try {
      // The posts are stored: the check passes, the job has nothing to read them from.
      const answer = await post<{ id: number }>(t.app, '/api/launch/submit', { urls: mids[0] }, member.token);
      expect(answer.code, answer.msg).toBe(1);
      await t.runner.drain();
      const status = await post<ReportProgress>(t.app, '/api/launch/status', { id: answer.data.id }, member.token);
      expect(status.data).toMatchObject({ status: 3, error: '当前未配置数据源，无法读取博文数据' });
      expect(await used(member.token)).toBe(0);
    } finally {
      t.ctx.source = original;
    }
  });

  it("answers another member's report ids like unknown ones, on every call that takes one", async () => {
    const owner = await createUser(t, { level: 30 });
    const other = await createUser(t, { level: 40 });
    const answer = await post<{ id: number }>(
      t.app,
      '/api/launch/submit',
      { urls: linksOf(mids.slice(0, 2)) },
      owner.token,
    );
    await t.runner.drain();
    const id = answer.data.id;
    for (const path of ['/api/launch/status', '/api/launch/result', '/api/launch/setCost', '/api/launch/deleteTask']) {
      const refused = await post(t.app, path, { id, cost: '1' }, other.token);
      expect([path, refused.code, refused.msg]).toEqual([path, 0, '报告不存在']);
      const unknown = await post(t.app, path, { id: 999_999, cost: '1' }, other.token);
      expect(unknown.msg).toBe('报告不存在');
    }
    for (const path of ['/api/launch/exportArt', '/api/launch/exportBlogger']) {
      const refused = (await download(t, path, { id }, other.token)).json() as { code: number; msg: string };
      expect([refused.code, refused.msg]).toEqual([0, '报告不存在']);
    }
    expect((await post(t.app, '/api/launch/status', { id }, owner.token)).code).toBe(1);
    const history = await post<{ total: number }>(t.app, '/api/launch/history', { page: 1 }, other.token);
    expect(history.data.total).toBe(0);
  });
});
