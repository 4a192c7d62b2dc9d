import type {
  FansIncRankRow,
  InfluenceRankRow,
  RankingBoard,
  RankingOptions,
  RankingPage,
} from '@boguan/contracts/kol-ranking';
import { useQuery } from '@tanstack/react-query';
import { download, requestData } from '../../../lib/api-client';
import { BOARDS, type BoardParams, boardPayload } from '../lib/boards';

export type BoardRow = InfluenceRankRow | FansIncRankRow;

export function useRankingOptions(enabled = true) {
  return useQuery({
    queryKey: ['kol-ranking', 'options'],
    queryFn: () => requestData<RankingOptions>('/api/kol_ranking/options'),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** One page of a board; the previous page stays on screen while the next loads. */
export function useBoard(board: RankingBoard, params: BoardParams, enabled = true) {
  return useQuery({
    queryKey: ['kol-ranking', board, params],
    queryFn: () => requestData<RankingPage<BoardRow>>(BOARDS[board].api, boardPayload(board, params)),
    placeholderData: (previous) => previous,
    enabled,
  });
}

/** Downloads the board as .xlsx (the top ranks the member's export allows). */
export function exportBoard(board: RankingBoard, params: BoardParams): Promise<boolean> {
  return download(BOARDS[board].exportApi, boardPayload(board, params), `${BOARDS[board].title}.xlsx`);
}
