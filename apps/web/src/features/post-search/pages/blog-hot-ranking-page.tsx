import { BoardView } from '../components/board-view';

/** /blogHotRanking: posts of the last hour, day or week by interactions, by category, with rank change. */
export function BlogHotRankingPage() {
  return <BoardView board="hot" />;
}
