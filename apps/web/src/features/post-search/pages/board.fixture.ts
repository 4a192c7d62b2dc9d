import type { BoardRow, CakeRow, HotBoardPage } from '@boguan/contracts/post-search.api';

/** A post on a board, as the API answers it. */
export function boardRow(rank: number, text: string, overrides: Partial<BoardRow> = {}): BoardRow {
  return {
    mid: String(5000 + rank),
    bid: `B${rank}`,
    uid: '1200012',
    kol_id: 12,
    art_pic: '',
    art_url: '',
    art_title: text,
    art_kol_avatar: '',
    art_verify: 'gold',
    art_uname: '美食阿花',
    art_posted_time: '2026-01-05 09:30',
    text,
    fans: 3_200_000,
    category: ['美食'],
    reposts: 1200,
    comments: 800,
    likes: 25_000,
    interactions: 27_000,
    is_original: true,
    pics: 0,
    has_video: false,
    sponsored: false,
    markers: [],
    rank,
    ...overrides,
  };
}

export function cakeRow(rank: number, text: string, overrides: Partial<CakeRow> = {}): CakeRow {
  return {
    ...boardRow(rank, text, { sponsored: true, markers: ['合作'] }),
    brands: ['茶半里'],
    organic_avg: 10_800,
    vs_organic: 2.5,
    ...overrides,
  };
}

export function boardPage<T>(data: T[], overrides: Partial<HotBoardPage> = {}) {
  return {
    data,
    page: 1,
    per_page: 20,
    total: 20,
    total_all: 86,
    max_rows: 20,
    computed_at: '2026-01-05 10:00:00',
    window_start: '2026-01-04 10:00:00',
    window_end: '2026-01-05 10:00:00',
    categories: [
      { name: '美食', count: 40 },
      { name: '美妆', count: 25 },
    ],
    ...overrides,
  };
}
