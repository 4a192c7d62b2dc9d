/** POST /api/index/data_status: what data the installation holds and where it comes from. */
export interface DataStatus {
  /** 'simulator': generated demo data (the UI says so); 'weibo-web': collected from Weibo; 'none': imported data only. */
  source: 'simulator' | 'weibo-web' | 'none';
  demo: boolean;
  world: { seed: string; bloggers: number; start: string } | null;
  /** The first-start history fill of the demo world, with its progress for a progress bar. */
  backfill: { status: string; progress: number; text: string } | null;
  counts: { bloggers: number; posts: number; hot_search_captures: number };
  latest: { hot_search_at: string | null; post_at: string | null };
}
