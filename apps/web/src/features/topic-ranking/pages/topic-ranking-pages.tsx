import { TopicBoardView } from '../components/topic-board-view';

/** /topictopRanking: topics of a finished hour, day or week by read increase, with rank change. */
export function TopicTopRankingPage() {
  return <TopicBoardView board="top" />;
}

/** /topicRecreationRanking: entertainment topics by read increase. */
export function TopicRecreationRankingPage() {
  return <TopicBoardView board="recreation" />;
}

/** /topicheatedRanking: topics by discussion growth rate (open to visitors). */
export function TopicHeatedRankingPage() {
  return <TopicBoardView board="heated" />;
}
