import { BOARD_NAMES, type RankingBoard, type RankingPeriod } from '@boguan/contracts/kol-ranking';

/** One board as the pages show it: its API paths, page path and the tab it belongs to. */
export interface BoardConfig {
  board: RankingBoard;
  /** The desktop page. */
  path: string;
  title: string;
  api: string;
  exportApi: string;
  desc: string;
}

export const BOARDS: Record<RankingBoard, BoardConfig> = {
  synthesize: {
    board: 'synthesize',
    path: '/synthe',
    title: BOARD_NAMES.synthesize,
    api: '/api/kol_ranking/synthesize',
    exportApi: '/api/kol_ranking/synthesize_export',
    desc: '按影响力指数排列，可按分类查看',
  },
  area: {
    board: 'area',
    path: '/area',
    title: BOARD_NAMES.area,
    api: '/api/kol_ranking/area',
    exportApi: '/api/kol_ranking/area_export',
    desc: '按省份查看当地博主的影响力排名',
  },
  fans_inc: {
    board: 'fans_inc',
    path: '/getfans',
    title: BOARD_NAMES.fans_inc,
    api: '/api/kol_ranking/fans_inc',
    exportApi: '/api/kol_ranking/fans_inc_export',
    desc: '按统计周期内新增粉丝数排列',
  },
};

/** The filters of a board request; `category` '' is 全部. */
export interface BoardParams {
  period: RankingPeriod;
  category: string;
  province: string;
  page: number;
  per_page: number;
}

/** The form a board endpoint takes: the area board has a province, the others a category. */
export function boardPayload(board: RankingBoard, params: BoardParams) {
  const base = { period: params.period, page: params.page, per_page: params.per_page };
  return board === 'area' ? { ...base, province: params.province } : { ...base, category: params.category };
}
