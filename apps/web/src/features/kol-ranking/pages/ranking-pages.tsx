import { RankingBoard } from '../components/ranking-board';

/** /synthe: the composite influence board. */
export function SynthePage() {
  return <RankingBoard board="synthesize" />;
}

/** /area: influence within one province (highlights the ranking menu entry). */
export function AreaPage() {
  return <RankingBoard board="area" />;
}

/** /getfans: follower growth (highlights the ranking menu entry). */
export function GetfansPage() {
  return <RankingBoard board="fans_inc" />;
}
