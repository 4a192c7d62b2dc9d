import type { BrandCard } from '@boguan/contracts/brand-search.api';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BrandsTable } from '../weibo-data/weibo-data.tables.js';

export const BRAND_CARD_COLUMNS = ['id', 'logo', 'cn_name', 'en_name', 'categories', 'aliases', 'origin'] as const;

type BrandRow = Pick<Selectable<BrandsTable>, (typeof BRAND_CARD_COLUMNS)[number]>;

/** Spec 3's brand fields from a brands row; a simulator brand is demo data. */
export function toBrandCard(row: BrandRow): BrandCard {
  return {
    brand_id: row.id,
    brand_pic: row.logo,
    brand_cn_name: row.cn_name,
    brand_en_name: row.en_name,
    brand_category: row.categories,
    aliases: row.aliases,
    demo: row.origin === 'simulator',
  };
}

export async function brandCardById(db: Kysely<Database>, brandId: string): Promise<BrandCard | null> {
  const row = await db.selectFrom('brands').select(BRAND_CARD_COLUMNS).where('id', '=', brandId).executeTakeFirst();
  return row ? toBrandCard(row) : null;
}
