import { DAY_MS } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import type {
  AccountSearchItem,
  MonitorAuth,
  MonitorItem,
  MonitorNotice,
  MonitorSubmitResult,
} from '@boguan/contracts/kol-monitor.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';

describe('account monitoring API', () => {
  let t: DemoApp;
  let bloggers: { kol_id: number; uid: string; screen_name: string }[];
  const settings = { watch: ['fans_change', 'profile_change'], fans_threshold: 5, interval_minutes: 60 };

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'kol-monitor-api', bloggers: 40, days: 2 });
    bloggers = await t.ctx.db
      .selectFrom('weibo_users')
      .innerJoin('blogger_stats', 'blogger_stats.uid', 'weibo_users.uid')
      .select(['weibo_users.kol_id', 'weibo_users.uid', 'weibo_users.screen_name'])
      .orderBy('weibo_users.kol_id')
      .execute();
  }, 180_000);
  afterAll(async () => t?.close());

  const submit = (token: string, kolIds: number[], extra: Record<string, string | number | string[]> = {}) =>
    post<MonitorSubmitResult>(
      t.app,
      '/api/kol/account_monitor_submit',
      { kol_ids: kolIds.map(String), ...settings, ...extra },
      token,
    );
  const history = (token: string, form: Record<string, string | number> = {}) =>
    post<Paged<MonitorItem>>(t.app, '/api/kol/account_monitor_history', form, token);

  it('answers -1 to a visitor', async () => {
    expect((await post(t.app, '/api/kol/account_monitor_auth')).code).toBe(-1);
    expect((await post(t.app, '/api/kol/account_monitor_submit', { kol_ids: '1' })).code).toBe(-1);
  });

  it('finds stored bloggers by part of the name, by uid and by kol_id', async () => {
    const { token } = await createUser(t, { level: 30 });
    const target = bloggers[3]!;
    const part = [...target.screen_name].slice(0, 2).join('');
    const byName = await post<AccountSearchItem[]>(t.app, '/api/kol/account_search', { keyword: part }, token);
    expect(byName.code).toBe(1);
    expect(byName.data.length).toBeGreaterThan(0);
    expect(byName.data.length).toBeLessThanOrEqual(20);
    expect(byName.data.every((c) => c.uname.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    expect(byName.data.map((c) => c.uid)).toContain(target.uid);
    const byUid = await post<AccountSearchItem[]>(t.app, '/api/kol/account_search', { keyword: target.uid }, token);
    expect(byUid.data.map((c) => c.kol_id)).toEqual([target.kol_id]);
    expect(byUid.data[0]?.monitored).toBe(false);
    await submit(token, [target.kol_id]);
    const again = await post<AccountSearchItem[]>(t.app, '/api/kol/account_search', { keyword: target.uid }, token);
    expect(again.data[0]?.monitored).toBe(true);
    const none = await post<AccountSearchItem[]>(
      t.app,
      '/api/kol/account_search',
      { keyword: '不存在的博主名字' },
      token,
    );
    expect(none).toMatchObject({ code: 1, data: [] });
    const empty = await post(t.app, '/api/kol/account_search', { keyword: '  ' }, token);
    expect(empty).toMatchObject({ code: 0, msg: '请输入博主昵称或UID' });
  });

  it('tells each level what it may do', async () => {
    const free = await createUser(t, { level: 20 });
    const advanced = await createUser(t, { level: 30 });
    const pro = await createUser(t, { level: 40 });
    const a = (token: string) => post<MonitorAuth>(t.app, '/api/kol/account_monitor_auth', {}, token);
    expect((await a(free.token)).data).toMatchObject({ allowed: false, max_accounts: 0, in_use: 0, remaining: 0 });
    expect((await a(pro.token)).data).toMatchObject({ allowed: true, max_accounts: 50, in_use: 0, remaining: 50 });
    await submit(advanced.token, [bloggers[0]!.kol_id, bloggers[1]!.kol_id]);
    const auth = (await a(advanced.token)).data;
    expect(auth).toMatchObject({ allowed: true, max_accounts: 10, in_use: 2, remaining: 8, level_name: '高级版' });
    expect(auth.intervals.map((i) => i.value)).toEqual([10, 30, 60, 360, 1440]);
    expect(auth.watch_kinds.map((k) => k.label)).toEqual(['粉丝变化', '新发博文', '删除博文', '资料变更']);
  });

  it('refuses a free member with 1001', async () => {
    const { token } = await createUser(t, { level: 20 });
    const answer = await submit(token, [bloggers[0]!.kol_id]);
    expect(answer.code).toBe(1001);
    expect((await history(token)).data.total).toBe(0);
  });

  it('never holds more than maxRows under 20 parallel submits', async () => {
    const { userId, token } = await createUser(t, { level: 30 });
    const answers = await Promise.all(bloggers.slice(0, 20).map((b) => submit(token, [b.kol_id])));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(10);
    const refused = answers.filter((a) => a.code !== 1);
    expect(refused).toHaveLength(10);
    expect(refused.every((a) => a.code === 1002 && a.msg.includes('最多10个'))).toBe(true);
    const held = await t.ctx.db
      .selectFrom('kol_monitors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(10);
    expect((await history(token)).data.total).toBe(10);
  });

  it('refuses a submit that would pass the limit as a whole, and a duplicate account', async () => {
    const { token } = await createUser(t, { level: 30 });
    const eleven = bloggers.slice(0, 11).map((b) => b.kol_id);
    expect((await submit(token, eleven)).code).toBe(1002);
    expect((await history(token)).data.total).toBe(0);
    const ok = await submit(token, eleven.slice(0, 3));
    expect(ok).toMatchObject({ code: 1, data: { in_use: 3, remaining: 7 } });
    const dup = await submit(token, [eleven[1]!, eleven[5]!]);
    expect(dup.code).toBe(0);
    expect(dup.msg).toContain('已在监控中');
    expect((await history(token)).data.total).toBe(3);
  });

  it('lists the monitors with their settings, newest first, filtered by status', async () => {
    const { token } = await createUser(t, { level: 40 });
    const picked = bloggers.slice(0, 12);
    await submit(
      token,
      picked.map((b) => b.kol_id),
      { watch: ['new_post', 'fans_change'], interval_minutes: 30 },
    );
    const page1 = await history(token);
    expect(page1.data).toMatchObject({ page: 1, per_page: 10, total: 12 });
    expect(page1.data.data).toHaveLength(10);
    const item = page1.data.data[0]!;
    expect(item).toMatchObject({
      watch: ['fans_change', 'new_post'],
      interval_minutes: 30,
      fans_threshold: 5,
      status: 1,
      status_name: '监控中',
      notice_count: 0,
      last_check_time: null,
    });
    expect(picked.map((b) => b.kol_id)).toContain(item.kol_id);
    expect((await history(token, { page: 2 })).data.data).toHaveLength(2);
    await post(t.app, '/api/kol/edit_monitor_status', { id: item.id, status: 2 }, token);
    const paused = await history(token, { status: 2 });
    expect(paused.data.total).toBe(1);
    expect(paused.data.data[0]).toMatchObject({ id: item.id, status: 2, status_name: '已暂停', next_check_time: null });
    expect((await history(token, { status: 1 })).data.total).toBe(11);
  });

  it('enforces the status transitions and ends a monitor at its end date', async () => {
    const { token } = await createUser(t, { level: 30 });
    const today = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const created = await submit(token, [bloggers[7]!.kol_id], { end_date: today });
    const id = created.data.ids[0]!;
    const status = (value: number) =>
      post<MonitorItem>(t.app, '/api/kol/edit_monitor_status', { id, status: value }, token);
    expect(await status(1)).toMatchObject({ code: 0, msg: '当前已是监控中状态' });
    expect(await status(2)).toMatchObject({ code: 1, data: { status: 2 } });
    expect(await status(2)).toMatchObject({ code: 0, msg: '当前已是已暂停状态' });
    expect(await status(1)).toMatchObject({ code: 1, data: { status: 1, end_date: today } });
    // Past the end of the end date (China time) the monitor is 已结束 and stays so.
    t.clock.advance(DAY_MS);
    const ended = await history(token);
    expect(ended.data.data[0]).toMatchObject({ id, status: 3, status_name: '已结束' });
    expect(await status(1)).toMatchObject({ code: 0, msg: '监控已结束，不能再修改状态' });
    expect(await status(2)).toMatchObject({ code: 0, msg: '监控已结束，不能再修改状态' });
    const edit = await post(t.app, '/api/kol/account_monitor_edit', { id, ...settings }, token);
    expect(edit).toMatchObject({ code: 0, msg: '监控已结束，不能再修改状态' });
    // An ended monitor frees its slot and the account may be monitored again.
    expect((await submit(token, [bloggers[7]!.kol_id])).code).toBe(1);
    expect(await status(3)).toMatchObject({ code: 0, msg: '监控状态只能是1（监控中）或2（已暂停）' });
  });

  it('edits the settings of a monitor', async () => {
    const { token } = await createUser(t, { level: 30 });
    const id = (await submit(token, [bloggers[9]!.kol_id])).data.ids[0]!;
    const edited = await post<MonitorItem>(
      t.app,
      '/api/kol/account_monitor_edit',
      { id, watch: ['deleted_post'], fans_threshold: 12.5, interval_minutes: 1440 },
      token,
    );
    expect(edited).toMatchObject({
      code: 1,
      msg: '修改成功',
      data: { id, watch: ['deleted_post'], fans_threshold: 12.5, interval_minutes: 1440 },
    });
    expect((await history(token)).data.data[0]).toMatchObject({ watch: ['deleted_post'], interval_minutes: 1440 });
  });

  it("refuses another member's ids as not found and never shows them", async () => {
    const owner = await createUser(t, { level: 30 });
    const other = await createUser(t, { level: 30 });
    const id = (await submit(owner.token, [bloggers[2]!.kol_id])).data.ids[0]!;
    const notFound = { code: 0, msg: '监控记录不存在' };
    expect(await post(t.app, '/api/kol/edit_monitor_status', { id, status: 2 }, other.token)).toMatchObject(notFound);
    expect(await post(t.app, '/api/kol/account_monitor_edit', { id, ...settings }, other.token)).toMatchObject(
      notFound,
    );
    expect(await post(t.app, '/api/kol/delete_monitor_history', { id }, other.token)).toMatchObject(notFound);
    expect(await post(t.app, '/api/kol/account_monitor_log', { id }, other.token)).toMatchObject(notFound);
    expect((await history(other.token)).data.total).toBe(0);
    expect((await history(owner.token)).data.data[0]).toMatchObject({ id, status: 1 });
  });

  it('deletes a monitor and its log', async () => {
    const { token } = await createUser(t, { level: 30 });
    const id = (await submit(token, [bloggers[4]!.kol_id])).data.ids[0]!;
    expect(await post(t.app, '/api/kol/delete_monitor_history', { id }, token)).toMatchObject({
      code: 1,
      msg: '删除成功',
    });
    expect((await history(token)).data.total).toBe(0);
    expect(await post(t.app, '/api/kol/delete_monitor_history', { id }, token)).toMatchObject({
      code: 0,
      msg: '监控记录不存在',
    });
    const log = await post<Paged<MonitorNotice>>(t.app, '/api/kol/account_monitor_log', {}, token);
    expect(log).toMatchObject({ code: 1, data: { total: 0, data: [] } });
  });

  it('answers bad input with code 0 and a Chinese message naming the field', async () => {
    const { token } = await createUser(t, { level: 30 });
    const kol = String(bloggers[5]!.kol_id);
    const cases: [string, Record<string, string | string[]>, string][] = [
      ['/api/kol/account_monitor_submit', { watch: 'fans_change', interval_minutes: '60' }, '请选择要监控的账号'],
      [
        '/api/kol/account_monitor_submit',
        { kol_ids: 'abc', watch: 'fans_change', interval_minutes: '60' },
        '请选择要监控的账号',
      ],
      ['/api/kol/account_monitor_submit', { kol_ids: kol, interval_minutes: '60' }, '请至少选择一项监控内容'],
      ['/api/kol/account_monitor_submit', { kol_ids: kol, watch: 'likes', interval_minutes: '60' }, '监控内容只能是'],
      ['/api/kol/account_monitor_submit', { kol_ids: kol, watch: 'new_post', interval_minutes: '7' }, '监控频率只能是'],
      [
        '/api/kol/account_monitor_submit',
        { kol_ids: kol, watch: 'new_post', interval_minutes: '60', fans_threshold: '0' },
        '粉丝变化阈值',
      ],
      [
        '/api/kol/account_monitor_submit',
        { kol_ids: kol, watch: 'new_post', interval_minutes: '60', end_date: '2026/01/01' },
        '结束日期格式不正确',
      ],
      [
        '/api/kol/account_monitor_submit',
        { kol_ids: kol, watch: 'new_post', interval_minutes: '60', end_date: '2020-01-01' },
        '结束日期不能早于今天',
      ],
      [
        '/api/kol/account_monitor_submit',
        { kol_ids: '99999999', watch: 'new_post', interval_minutes: '60' },
        '博主不存在',
      ],
      ['/api/kol/edit_monitor_status', { id: 'x', status: '2' }, '监控记录不正确'],
      ['/api/kol/edit_monitor_status', { id: '1', status: '9' }, '监控状态只能是'],
      ['/api/kol/account_monitor_history', { status: '7' }, '状态筛选只能是'],
      ['/api/kol/account_monitor_history', { page: '-1' }, '页码不正确'],
      ['/api/kol/account_monitor_log', { id: '0' }, '监控记录不正确'],
      ['/api/kol/delete_monitor_history', {}, '监控记录不正确'],
    ];
    for (const [url, form, message] of cases) {
      const answer = await post(t.app, url, form, token);
      expect(answer.code, `${url} ${JSON.stringify(form)}`).toBe(0);
      expect(answer.msg, `${url} ${JSON.stringify(form)}`).toContain(message);
    }
    expect((await history(token)).data.total).toBe(0);
  });

  it('accepts JSON bodies and bracketed list keys', async () => {
    const { token } = await createUser(t, { level: 30 });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/kol/account_monitor_submit',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: { kol_ids: [bloggers[10]!.kol_id], watch: ['new_post'], fans_threshold: 3, interval_minutes: 10 },
    });
    expect(json.json()).toMatchObject({ code: 1 });
    const form = await post(
      t.app,
      '/api/kol/account_monitor_submit',
      { 'kol_ids[]': [String(bloggers[11]!.kol_id)], 'watch[]': ['deleted_post', 'new_post'], interval_minutes: '10' },
      token,
    );
    expect(form.code).toBe(1);
    expect((await history(token)).data.data[0]).toMatchObject({
      watch: ['new_post', 'deleted_post'],
      fans_threshold: 5,
    });
  });

  it('dev hook (dev pages on): renames an account now and runs its check', async () => {
    expect(t.ctx.config.devPages).toBe(true);
    const { userId, token } = await createUser(t, { level: 30 });
    // The last blogger: no other test of this file monitors it, and the hook checks every monitor of the account.
    const target = bloggers.at(-1)!;
    const id = (await submit(token, [target.kol_id])).data.ids[0]!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/kol-monitor/change',
      payload: { kol_id: target.kol_id, screen_name: '测试改名账号' },
    });
    expect(response.json()).toMatchObject({ code: 1, data: { uid: target.uid, report: { checked: 1, notices: 1 } } });
    const log = await post<Paged<MonitorNotice>>(t.app, '/api/kol/account_monitor_log', { id }, token);
    expect(log.data.data).toHaveLength(1);
    expect(log.data.data[0]).toMatchObject({ field: '昵称', before: target.screen_name, after: '测试改名账号' });
    const messages = await t.ctx.db.selectFrom('messages').selectAll().where('user_id', '=', userId).execute();
    expect(messages.map((m) => m.title)).toEqual(['账号监控：测试改名账号资料变更']);
  });
});
