import { describe, expect, it } from 'vitest';
import { isVisitorProtected, VISITOR_PROTECTED_PATHS } from '../app/protected-paths';
import { findRoute, MENU_GROUPS, ROUTES } from './menu';

// Spec 2, section "Screens and routes": every desktop shell path.
const SPEC_ROUTES = `/home /statistics /bosSearch /bosSearch/detail /bosContrast /bosContrastHis /bosContrast/detail
/synthe /area /getfans /monitor /monitorHistory /stope /stopeHistory /stopeResult /blogMonitor /blogReport /blogDetail
/blogHotRanking /blogCakeRanking /blogSearch /finalReport /finalReportLog /finalResult /propagationAnalysis
/propagationAnalysisLog /propagationAnalysisResult /blogAddProj /blogProjRecord /blogProjBlog /blogProjReport
/topicMonitor /topicReport /topicDetail /topictopRanking /topicRecreationRanking /topicheatedRanking /topicAnalysis
/topicAnalysisLog /topicAnalysisResult /user /orderInfo /invoice /inform /inform/detail /shares /withdraw /member
/brandSearch /brandSearch/detail /brandGive /brandRanking /brandIncRanking /brandHotRanking /brandContrast
/brandContrastHis /brandContrast/detail /brandReport /brandReportLog /brandResult /brandAudience /brandAudienceLog
/brandAudienceResult /bosCollect /brandCollect /life /lifeCustom /wordCloud /cloudLog /hotSearch /hotLog /hotDetail
/hotHistory /dataExport /dataExportRecord`.split(/\s+/);

describe('desktop route catalogue', () => {
  it('routes every shell path of spec 2 exactly once', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('has the fourteen sidebar groups of spec 2 in order, none empty', () => {
    expect(MENU_GROUPS.map((group) => group.name)).toEqual([
      '首页',
      '数据看板',
      '博主搜索',
      '博文观察',
      '话题观察',
      '热搜',
      '品牌分析',
      '工具箱',
      '数据导出',
      '个人中心',
      '收藏',
      '充值',
      '本地生活',
      '数据定制',
    ]);
    for (const group of MENU_GROUPS) expect(group.tools.length).toBeGreaterThan(0);
  });

  it('highlights the ranking entry on /area and /getfans, and finds paths in any case', () => {
    expect(findRoute('/area')?.menuPath).toBe('/synthe');
    expect(findRoute('/GETFANS/')?.menuPath).toBe('/synthe');
    expect(findRoute('/bosSearch/detail')?.menuPath).toBe('/bosSearch');
    expect(findRoute('/nowhere')).toBeUndefined();
  });

  it('protects exactly the visitor-protected paths of spec 6', () => {
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
    const flagged = ROUTES.filter((route) => isVisitorProtected(route.path)).map((route) => route.path);
    expect(flagged.sort()).toEqual([...spec6].sort());
    expect([...VISITOR_PROTECTED_PATHS].sort()).toEqual([...spec6].sort());
    expect(isVisitorProtected('/Member/')).toBe(true);
    expect(isVisitorProtected('/bosContrastHis')).toBe(false);
  });
});
