/** A brand's figures on one China day (migration 0040-brand-days, docs/brand-data.md). */
export interface BrandDaysTable {
  brand_id: string;
  /** China date YYYY-MM-DD. */
  day: string;
  mentions: number;
  /** reposts + comments + likes of the day's mentioning posts, as last collected. */
  interactions: number;
  positive: number;
  neutral: number;
  negative: number;
  sponsored: number;
}

export interface BrandDaysTables {
  brand_days: BrandDaysTable;
}
