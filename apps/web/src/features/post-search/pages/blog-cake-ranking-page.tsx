import { BoardView } from '../components/board-view';

/** /blogCakeRanking (恰饭榜): sponsored posts by interactions, with brands and the blogger's organic average. */
export function BlogCakeRankingPage() {
  return <BoardView board="cake" />;
}
