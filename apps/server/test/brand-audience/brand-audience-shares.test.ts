import type { BrandAudienceResult, BrandAudienceTask, BrandOption } from '@boguan/contracts/brand-audience.api';
import type { Paged } from '@boguan/contracts/kol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../../src/jobs/job-runner.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { expectedAudience, expectedReport } from './audience-expected.js';
import { audienceRunner, insertFixture, RANGE } from './audience-fixture.js';

/** Submits, runs the job and reads the result. */
async function analyse(t: TestApp, runner: JobRunner, token: string, body: Record<string, string>) {
  const submitted = await post<{ id: number }>(t.app, '/api/brand_audience/submit', { ...RANGE, ...body }, token);
  expect(submitted.code, submitted.msg).toBe(1);
  expect(submitted.msg).toBe('品牌受众分析任务已提交');
  await runner.drain();
  const result = await post<BrandAudienceResult>(t.app, '/api/brand_audience/result', { id: submitted.data.id }, token);
  expect(result.code, result.msg).toBe(1);
  return result.data;
}

describe('brand audience: every share recomputed from the inserted users, posts and reposts', () => {
  let t: TestApp;
  let runner: JobRunner;

  beforeAll(async () => {
    t = await createTestApp();
    await insertFixture(t);
    runner = audienceRunner(t);
  }, 60_000);
  afterAll(async () => t?.close());

  it('the fixture is not trivial: overlap, chains, late and unprofiled reposters, every category', () => {
    const a = expectedAudience('ba-chenlan');
    expect(a.mentioners.size).toBe(20);
    expect(a.reposters.has('7046')).toBe(true); // through the chain's parent
    expect(a.reposters.has('7045')).toBe(false); // after the range
    expect(a.users.has('7900')).toBe(true); // no profile stored
    expect(a.users.has('7055') || a.users.has('7056') || a.users.has('7057')).toBe(false);
  });

  it('gender, regions, verification, follower bands, interests and the overlap with a competitor', async () => {
    const member = await createUser(t, { level: 30 });
    const { task, report } = await analyse(t, runner, member.token, {
      brand_id: 'ba-chenlan',
      competitor_id: 'ba-muchuan',
    });
    const want = expectedReport('ba-chenlan', 'ba-muchuan');
    expect(task).toMatchObject({
      brand_id: 'ba-chenlan',
      brand_name: '晨岚咖啡',
      competitor_id: 'ba-muchuan',
      competitor_name: '暮川咖啡',
      status: 2,
      status_text: '分析完成',
      progress: 1,
      users: want.summary.users,
    });
    expect(report.summary).toEqual(want.summary);
    expect(report.gender).toEqual(want.gender);
    expect(report.regions).toEqual(want.regions);
    expect(report.verification).toEqual(want.verification);
    expect(report.followers.rows.map((r) => ({ key: r.key, share: r.share }))).toEqual(want.followers.rows);
    expect(report.interests).toEqual(want.interests);
    expect(report.overlap).toEqual(want.overlap);
    expect(report.brand).toMatchObject({ id: 'ba-chenlan', cn_name: '晨岚咖啡', categories: ['美食'] });
    expect(report.competitor?.cn_name).toBe('暮川咖啡');
    expect(report.demo).toBe(false);
    expect(report.read_at).toBe(task.data_time);
    // The figures carry what they were computed from: a share is its count over its sample.
    expect(want.overlap!.shared).toBeGreaterThan(5);
    expect(want.interests.rows.length).toBeGreaterThanOrEqual(3);
    expect(want.regions.rows.some((r) => r.name === '海外')).toBe(true);
    for (const row of report.regions.rows) expect(row.share.low).toBeLessThanOrEqual(row.share.share);
  });

  it('without a competitor there is no overlap; the other brand has its own audience', async () => {
    const member = await createUser(t, { level: 40 });
    const { report } = await analyse(t, runner, member.token, { brand_id: 'ba-muchuan' });
    const want = expectedReport('ba-muchuan', null);
    expect(report.overlap).toBeNull();
    expect(report.competitor).toBeNull();
    expect(report.summary).toEqual(want.summary);
    expect(report.gender).toEqual(want.gender);
    expect(report.interests).toEqual(want.interests);
  });

  it('a brand nobody mentioned in the range fails with its reason and gives the use back', async () => {
    const member = await createUser(t, { level: 30 });
    const submitted = await post<{ id: number }>(
      t.app,
      '/api/brand_audience/submit',
      { ...RANGE, brand_id: 'ba-qinghe' },
      member.token,
    );
    expect(submitted.code, submitted.msg).toBe(1);
    await runner.drain();
    const status = await post<BrandAudienceTask>(
      t.app,
      '/api/brand_audience/status',
      { id: submitted.data.id },
      member.token,
    );
    expect(status.data).toMatchObject({ status: 3, error: '该时间范围内暂无提及或转发该品牌的用户' });
    const allowance = await post<{ per_month: { used: number } }>(
      t.app,
      '/api/brand_audience/remainingTimes',
      {},
      member.token,
    );
    expect(allowance.data.per_month.used).toBe(0);
    const list = await post<Paged<BrandAudienceTask>>(
      t.app,
      '/api/brand_audience/history',
      { status: 3 },
      member.token,
    );
    expect(list.data.data.map((x) => x.id)).toEqual([submitted.data.id]);
  });

  it('the picker finds brands by Chinese name, English name and alias', async () => {
    const member = await createUser(t, { level: 20 });
    const names = async (keyword: string) =>
      (await post<BrandOption[]>(t.app, '/api/brand_audience/brands', { keyword }, member.token)).data.map(
        (b) => b.brand_id,
      );
    expect((await names('咖啡')).sort()).toEqual(['ba-chenlan', 'ba-muchuan']);
    expect(await names('qinghe')).toEqual(['ba-qinghe']);
    expect(await names('暮川')).toEqual(['ba-muchuan']);
    expect(await names('100%_')).toEqual([]);
  });
});
