/** One blogger's place on one board on one China day (the top ranks only, see kol-ranking.repository.ts). */
export interface KolRankSnapshotsTable {
  day: string;
  board: string;
  period: string;
  scope: string;
  kol_id: number;
  rank: number;
}

export interface KolRankingTables {
  kol_rank_snapshots: KolRankSnapshotsTable;
}
