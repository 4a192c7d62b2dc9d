import {
  BUILT_PATHS,
  DEFAULT_COMMON_TOOLS,
  findTool,
  isBuilt,
  QUICK_ENTRY_SIZE,
  TOOL_CATALOGUE,
} from '@boguan/contracts/quick-entry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

type Groups = Array<{ name: string; child: Array<{ name: string; url: string; label: string }> }>;

describe('quick entry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('has every desktop route of spec 2 in the catalogue', () => {
    const spec2 = [
      '/home',
      '/statistics',
      '/bosSearch',
      '/bosSearch/detail',
      '/bosContrast',
      '/bosContrastHis',
      '/bosContrast/detail',
      '/synthe',
      '/area',
      '/getfans',
      '/monitor',
      '/monitorHistory',
      '/stope',
      '/stopeHistory',
      '/stopeResult',
      '/blogMonitor',
      '/blogReport',
      '/blogDetail',
      '/blogHotRanking',
      '/blogCakeRanking',
      '/blogSearch',
      '/finalReport',
      '/finalReportLog',
      '/finalResult',
      '/propagationAnalysis',
      '/propagationAnalysisLog',
      '/propagationAnalysisResult',
      '/blogAddProj',
      '/blogProjRecord',
      '/blogProjBlog',
      '/blogProjReport',
      '/topicMonitor',
      '/topicReport',
      '/topicDetail',
      '/topictopRanking',
      '/topicRecreationRanking',
      '/topicheatedRanking',
      '/topicAnalysis',
      '/topicAnalysisLog',
      '/topicAnalysisResult',
      '/user',
      '/orderInfo',
      '/invoice',
      '/inform',
      '/inform/detail',
      '/shares',
      '/withdraw',
      '/member',
      '/brandSearch',
      '/brandSearch/detail',
      '/brandGive',
      '/brandRanking',
      '/brandIncRanking',
      '/brandHotRanking',
      '/brandContrast',
      '/brandContrastHis',
      '/brandContrast/detail',
      '/brandReport',
      '/brandReportLog',
      '/brandResult',
      '/brandAudience',
      '/brandAudienceLog',
      '/brandAudienceResult',
      '/bosCollect',
      '/brandCollect',
      '/life',
      '/lifeCustom',
      '/wordCloud',
      '/cloudLog',
      '/hotSearch',
      '/hotLog',
      '/hotDetail',
      '/hotHistory',
      '/dataExport',
      '/dataExportRecord',
    ];
    expect(TOOL_CATALOGUE.map((tool) => tool.path).sort()).toEqual([...spec2].sort());
    const spec6 = [
      '/bosCollect',
      '/bosContrast',
      '/user',
      '/member',
      '/synthe',
      '/getfans',
      '/area',
      '/blogHotRanking',
      '/blogCakeRanking',
      '/orderInfo',
      '/topictopRanking',
      '/topicRecreationRanking',
      '/hotHistory',
      '/brandRanking',
      '/brandIncRanking',
      '/statistics',
      '/life',
      '/lifeCustom',
      '/monitor',
      '/monitorHistory',
      '/shares',
      '/withdraw',
    ];
    expect(
      TOOL_CATALOGUE.filter((tool) => tool.visitorProtected)
        .map((tool) => tool.path)
        .sort(),
    ).toEqual([...spec6].sort());
    for (const tool of TOOL_CATALOGUE) if (tool.highlight) expect(findTool(tool.highlight)).toBeDefined();
  });

  /** The main tool pages that exist today, in catalogue order: all that quick entry may offer. */
  const builtQuick = TOOL_CATALOGUE.filter((tool) => tool.quick && isBuilt(tool)).map((tool) => tool.path);

  it('offers the built default tools, then the other built tools, to a user without history', async () => {
    const { token } = await createUser(t);
    const answer = await post<Groups>(t.app, '/api/User/getQuickEntry', {}, token);
    expect(answer.code).toBe(1);
    expect(answer.data.map((group) => group.name)).toEqual(['常用工具', '热门工具']);
    const defaults = DEFAULT_COMMON_TOOLS.filter((path) => BUILT_PATHS.has(path));
    const common = answer.data[0]!.child.map((item) => item.url);
    expect(common).toEqual(
      [...defaults, ...builtQuick.filter((path) => !defaults.includes(path as never))].slice(0, QUICK_ENTRY_SIZE),
    );
    expect(answer.data[0]!.child[0]).toEqual({ name: '博主搜索', url: '/bosSearch', label: '' });
    // No usage anywhere yet: no fire; nothing that leads to a 即将上线 page.
    const hot = answer.data[1]!.child;
    expect(hot.some((item) => item.label === 'fire')).toBe(false);
    // Without usage: the tools marked new first, then the catalogue's order.
    const newQuick = TOOL_CATALOGUE.filter((tool) => tool.quick && tool.isNew && isBuilt(tool)).map(
      (tool) => tool.path,
    );
    const hotOrder = [...new Set([...newQuick, ...builtQuick])];
    expect(hot.map((item) => item.url)).toEqual(hotOrder.slice(0, QUICK_ENTRY_SIZE));
    for (const item of [...answer.data[0]!.child, ...hot]) expect(BUILT_PATHS.has(item.url), item.url).toBe(true);
  });

  it("ranks the user's own tools first and everyone's last 7 days as hot, with fire on the top three", async () => {
    const me = await createUser(t);
    const others = await Promise.all([createUser(t), createUser(t)]);
    const visit = (token: string, url: string, times: number) =>
      Promise.all(
        Array.from({ length: times }, () => post(t.app, '/api/common/flow_statistics', { type: 'page', url }, token)),
      );
    // Old usage, outside the hot window but inside the user's window.
    t.clock.set('2025-12-20T02:00:00.000Z');
    await visit(others[0]!.token, '/bosContrast', 50);
    t.clock.set('2026-01-05T02:00:00.000Z');
    await visit(me.token, '/stope', 5);
    await visit(me.token, '/monitor/', 3);
    await post(
      t.app,
      '/api/common/fun_statistics',
      { mod_name: '博主对比', fun_name: '查看记录', url: '/bosContrastHis' },
      me.token,
    );
    await visit(others[0]!.token, '/synthe', 6);
    await visit(others[1]!.token, '/bosSearch', 4);
    await visit(others[1]!.token, '/home', 9);
    // A page that is no tool of the catalogue, however used, is not offered.
    await visit(others[1]!.token, '/nowhere', 20);
    const answer = await post<Groups>(t.app, '/api/User/getQuickEntry', {}, me.token);
    const common = answer.data[0]!.child.map((item) => item.url);
    expect(common.slice(0, 3)).toEqual(['/stope', '/monitor', '/bosContrast']);
    expect(common).toHaveLength(QUICK_ENTRY_SIZE);
    for (const url of common) expect(builtQuick, url).toContain(url);
    const hot = answer.data[1]!.child;
    expect(hot.slice(0, 4)).toEqual([
      { name: '博主排行榜', url: '/synthe', label: 'fire' },
      { name: '博主回采', url: '/stope', label: 'fire' },
      { name: '博主搜索', url: '/bosSearch', label: 'fire' },
      { name: '账号监控', url: '/monitor', label: '' },
    ]);
    // The two groups follow different use: mine, and everyone's.
    expect(hot.map((item) => item.url)).not.toEqual(common);
    expect(hot.map((item) => item.url)).not.toContain('/home');
    expect(hot.map((item) => item.url)).not.toContain('/nowhere');
    expect(hot.find((item) => item.url === '/bosContrast')?.label ?? '').not.toBe('fire');
  });

  it('needs a login', async () => {
    expect((await post(t.app, '/api/User/getQuickEntry')).code).toBe(-1);
    expect((await post(t.app, '/api/user/getquickentry')).code).toBe(-1);
  });
});
