import type { HotSearchEntry } from '@boguan/weibo/model';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import type { TestApp } from '../support/test-app.js';

/** One entry of a capture: the word and its rank (null for a paid entry). */
export type Listed = [word: string, rank: number | null, heat?: number];

/** Stores one capture the way the collector does (organic entries, paid ones with a null rank). */
export async function storeCapture(t: TestApp, at: Date | string, listed: readonly Listed[], origin = 'weibo') {
  const capturedAt = new Date(at);
  const entries: HotSearchEntry[] = listed.map(([word, rank, heat]) => ({
    capturedAt,
    word,
    rank,
    heat: heat ?? (rank === null ? 0 : 1_000_000 - rank * 1000),
    category: '社会',
    label: '',
    isAd: rank === null,
  }));
  await new WeiboDataRepository(t.ctx.db).insertHotSearch(entries, origin as 'weibo');
}
