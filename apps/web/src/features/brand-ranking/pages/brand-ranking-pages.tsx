import { BrandBoardView } from '../components/brand-board-view';

/** /brandRanking: brands of a finished day, week or month by mention volume, with rank change. */
export function BrandRankingPage() {
  return <BrandBoardView board="volume" />;
}

/** /brandIncRanking: brands by volume growth against the period before. */
export function BrandIncRankingPage() {
  return <BrandBoardView board="growth" />;
}

/** /brandHotRanking: brands by the interactions of the posts naming them (open to visitors). */
export function BrandHotRankingPage() {
  return <BrandBoardView board="hot" />;
}
