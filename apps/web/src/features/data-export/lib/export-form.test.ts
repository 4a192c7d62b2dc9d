import { DATASET_FILTERS, DATASETS, DataExportMessage, EXPORT_MAX_DAYS } from '@boguan/contracts/data-export';
import { dataExportSchema } from '@boguan/contracts/data-export.api';
import { describe, expect, it } from 'vitest';
import {
  allColumns,
  type ExportDraft,
  emptyDraft,
  exportBody,
  exportProblem,
  formatFileSize,
  isDayDisabled,
  switchDataset,
} from './export-form';

/** Every filter filled in, whatever the dataset. */
const filled = (dataset: ExportDraft['dataset']): ExportDraft => ({
  ...emptyDraft(dataset),
  keyword: ' 口红 ',
  category: '美妆',
  province: '广东',
  verify: ['gold', 'blue'],
  range: ['2026-01-01', '2026-01-31'],
  fans_min: 1000,
  fans_max: 5000,
  interact_min: 10,
  interact_max: 100,
  post: 'https://weibo.com/1234567890/AbCdEfGhI',
  topic: '#春节档#',
  brand: { id: 'b1', name: '某品牌' },
});

describe('data export form', () => {
  it('sends each dataset its own filters only, and the contract takes them', () => {
    for (const dataset of DATASETS) {
      const body = exportBody(filled(dataset));
      const filters = Object.keys(body).filter((key) => !['dataset', 'format', 'columns'].includes(key));
      expect(filters.sort(), dataset).toEqual([...DATASET_FILTERS[dataset]].sort());
      expect(dataExportSchema.safeParse(body).success, dataset).toBe(true);
    }
  });

  it('leaves out blank text, empty lists and absent numbers; trims what it sends', () => {
    const body = exportBody({ ...emptyDraft('posts'), keyword: ' 手机 ', category: '  ' });
    expect(body).toEqual({ dataset: 'posts', format: 'xlsx', columns: allColumns('posts'), keyword: '手机' });
  });

  it('ticks every column of a new dataset and forgets a category of another list', () => {
    const draft = { ...emptyDraft('bloggers'), category: '美妆', keyword: '口红', columns: ['uid'] };
    const next = switchDataset(draft, 'hot_search');
    expect(next.columns).toEqual(allColumns('hot_search'));
    expect(next.category).toBe('');
    expect(next.keyword).toBe('口红');
  });

  it('says what is wrong in the contract’s words before anything is sent', () => {
    expect(exportProblem(emptyDraft('bloggers'))).toBeNull();
    expect(exportProblem({ ...emptyDraft('bloggers'), columns: [] })).toBe(DataExportMessage.columns);
    expect(exportProblem(emptyDraft('reposts'))).toBe(DataExportMessage.required('博文链接或 mid'));
    expect(exportProblem(emptyDraft('topic_posts'))).toBe(DataExportMessage.required('话题'));
    expect(exportProblem({ ...emptyDraft('posts'), range: ['2026-02-01', '2026-01-01'] })).toBe(
      DataExportMessage.dateOrder,
    );
    expect(exportProblem({ ...emptyDraft('posts'), fans_min: 10, fans_max: 5 })).toBe(
      DataExportMessage.rangeOrder('粉丝数'),
    );
  });

  it('keeps a period within today and EXPORT_MAX_DAYS days, both ends included', () => {
    const today = '2026-06-30';
    expect(isDayDisabled('2026-07-01', today, null)).toBe(true);
    expect(isDayDisabled('2026-06-30', today, null)).toBe(false);
    // 2025-06-30 .. 2026-06-30 is EXPORT_MAX_DAYS (366) days with both ends: the longest period.
    expect(EXPORT_MAX_DAYS).toBe(366);
    expect(isDayDisabled('2025-06-30', today, '2026-06-30')).toBe(false);
    expect(isDayDisabled('2025-06-29', today, '2026-06-30')).toBe(true);
    expect(
      exportProblem({ ...emptyDraft('posts'), range: ['2025-06-30', '2026-06-30'] }),
      'the span the picker allows is one the contract takes',
    ).toBeNull();
    expect(exportProblem({ ...emptyDraft('posts'), range: ['2025-06-29', '2026-06-30'] })).toBe(
      DataExportMessage.period,
    );
  });

  it('writes file sizes in B, KB and MB, and — when unknown', () => {
    expect(formatFileSize(null)).toBe('—');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(3_670_016)).toBe('3.5 MB');
  });
});
