import { BOARD_NAMES, type RankingBoard, type RankingPeriod } from '@boguan/contracts/kol-ranking';

/** One board as the pages show it: its page path, title and what it ranks. */
interface BoardConfig {
  /** The desktop page. */
  path: string;
  title: string;
  desc: string;
}

export const BOARD_ORDER: readonly RankingBoard[] = ['synthesize', 'area', 'fans_inc'];

export const BOARDS: Record<RankingBoard, BoardConfig> = {
  synthesize: { path: '/synthe', title: BOARD_NAMES.synthesize, desc: '按影响力指数排列，可按分类查看' },
  area: { path: '/area', title: BOARD_NAMES.area, desc: '按省份查看当地博主的影响力排名' },
  fans_inc: { path: '/getfans', title: BOARD_NAMES.fans_inc, desc: '按统计周期内新增粉丝数排列' },
};

/** The filters and page of a board request; `category` '' is 全部. */
export interface BoardParams {
  period: RankingPeriod;
  category: string;
  province: string;
  page: number;
  per_page: number;
}

/** What a category board (综合, 涨粉) is asked: its category and period. */
export const categoryFilters = (p: BoardParams) => ({ category: p.category, period: p.period });
/** What the area board is asked: its province and period. */
export const areaFilters = (p: BoardParams) => ({ province: p.province, period: p.period });
export const pageOf = (p: BoardParams) => ({ page: p.page, per_page: p.per_page });
