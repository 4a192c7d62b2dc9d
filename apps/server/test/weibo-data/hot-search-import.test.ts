import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importHotSearchArchive } from '../../src/modules/weibo-data/importers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Real captures of 2025-06-01/02 (MIT, see packages/weibo/test/fixtures/README.md).
const ARCHIVE = path.resolve(import.meta.dirname, '../../../../packages/weibo/test/fixtures/hot-search-archive');

interface TitleRow {
  snapshots: number;
  peak_rank: number | null;
  first_seen: Date;
  last_seen: Date;
}

describe('hot-search archive import, end to end', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const report = await importHotSearchArchive(t.ctx.db, ARCHIVE);
    expect(report).toMatchObject({ read: 2245, stored: { entries: 2245, files: 43 }, skipped: 0 });
  });
  afterAll(async () => t.close());

  async function title(word: string): Promise<TitleRow> {
    const result = await sql<TitleRow>`
      select count(*)::int as snapshots, min(rank) as peak_rank, min(captured_at) as first_seen, max(captured_at) as last_seen
      from hot_search_snapshots where word = ${word} and not is_ad`.execute(t.ctx.db);
    return result.rows[0] as TitleRow;
  }

  // Counted by hand from the files: every HH.json that lists the title, its band_rank and display_time.
  it('keeps 小学门口倒闭的店因爱重生了 across midnight: 16 captures, peak rank 1', async () => {
    const row = await title('小学门口倒闭的店因爱重生了');
    expect(row.snapshots).toBe(16);
    expect(row.peak_rank).toBe(1);
    expect((new Date(row.last_seen).getTime() - new Date(row.first_seen).getTime()) / 1000).toBe(
      1748820373 - 1748766835,
    );
  });

  it('finds 上海警方通报迪士尼打架事件 with 16 captures over 61419 s at peak rank 1', async () => {
    const row = await title('上海警方通报迪士尼打架事件');
    expect(row.snapshots).toBe(16);
    expect(row.peak_rank).toBe(1);
    expect((new Date(row.last_seen).getTime() - new Date(row.first_seen).getTime()) / 1000).toBe(61419);
  });

  it('records 高考加油 at peak rank 26 in 6 captures', async () => {
    const row = await title('高考加油');
    expect(row).toMatchObject({ snapshots: 6, peak_rank: 26 });
  });

  it('stores ads apart, without a rank', async () => {
    const ads = await sql<{ n: number; ranked: number }>`
      select count(*)::int as n, count(rank)::int as ranked from hot_search_snapshots where is_ad`.execute(t.ctx.db);
    expect(ads.rows[0]).toEqual({ n: 54, ranked: 0 });
  });

  it('changes nothing when the same archive is imported again', async () => {
    const again = await importHotSearchArchive(t.ctx.db, ARCHIVE);
    expect(again.stored.entries).toBe(0);
    const total = await sql<{ n: number }>`select count(*)::int as n from hot_search_snapshots`.execute(t.ctx.db);
    expect(total.rows[0]?.n).toBe(2245);
  });
});
