import type { InfluenceRankRow, RankingPage, RankingPeriod } from '@boguan/contracts/kol-ranking';
import { RANKING_PER_PAGE } from '@boguan/contracts/kol-ranking';
import { useInfiniteQuery } from '@tanstack/react-query';
import { requestData } from '../../lib/api-client';

/** The composite board page by page, for 加载更多. */
export function useMobileBoard(period: RankingPeriod, category: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['kol-ranking', 'mobile', period, category],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      requestData<RankingPage<InfluenceRankRow>>('/api/kol_ranking/synthesize', {
        period,
        category,
        page: pageParam,
        per_page: RANKING_PER_PAGE,
      }),
    enabled,
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
  });
}
