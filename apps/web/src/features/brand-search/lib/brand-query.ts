import {
  BRAND_DEFAULT_PERIOD,
  BRAND_ORDERS,
  BRAND_PERIODS,
  BRAND_SORTS,
  BRAND_TABS,
  type BrandOrder,
  type BrandPeriod,
  type BrandSort,
  type BrandTab,
} from '@boguan/contracts/brand-search';

/** The search as the URL of /brandSearch holds it. */
export interface BrandSearchState {
  keyword: string;
  category: string;
  days: BrandPeriod;
  sort: BrandSort;
  order: BrandOrder;
  page: number;
}

export const DEFAULT_BRAND_SEARCH: BrandSearchState = {
  keyword: '',
  category: '',
  days: BRAND_DEFAULT_PERIOD,
  sort: 'mentions',
  order: 'desc',
  page: 1,
};

function oneOf<T extends string | number>(values: readonly T[], raw: string | null, fallback: T): T {
  return values.find((v) => String(v) === raw) ?? fallback;
}

export function periodFrom(raw: string | null): BrandPeriod {
  return oneOf(BRAND_PERIODS, raw, BRAND_DEFAULT_PERIOD);
}

/** A URL that says something else than a valid value falls back to the default (no error page). */
export function searchStateFrom(query: URLSearchParams): BrandSearchState {
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  return {
    keyword: (query.get('keyword') ?? '').slice(0, 50),
    category: (query.get('category') ?? '').slice(0, 20),
    days: periodFrom(query.get('days')),
    sort: oneOf(BRAND_SORTS, query.get('sort'), 'mentions'),
    order: oneOf(BRAND_ORDERS, query.get('order'), 'desc'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Only what differs from the defaults goes in the URL. */
export function queryFromSearchState(state: BrandSearchState): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_BRAND_SEARCH) as (keyof BrandSearchState)[]) {
    if (state[key] !== DEFAULT_BRAND_SEARCH[key]) query.set(key, String(state[key]));
  }
  return query;
}

/** /brandSearch/detail?brand_id=&t=&days= */
export interface BrandDetailQuery {
  brandId: string | null;
  tab: BrandTab;
  days: BrandPeriod;
}

export function detailQueryFrom(query: URLSearchParams): BrandDetailQuery {
  const brandId = query.get('brand_id');
  return {
    brandId: brandId && /^[A-Za-z0-9_-]{1,32}$/.test(brandId) ? brandId : null,
    tab: oneOf(BRAND_TABS, query.get('t'), 'overview'),
    days: periodFrom(query.get('days')),
  };
}

export function detailPath(brandId: string, tab: BrandTab = 'overview'): string {
  return `/brandSearch/detail?${new URLSearchParams({ brand_id: brandId, t: tab })}`;
}

/** /brandContrast with the chosen brands, in the order picked. */
export function contrastPath(brandIds: readonly string[]): string {
  return `/brandContrast?brand_ids=${brandIds.map(encodeURIComponent).join(',')}`;
}
