import type { ExportRecordItem } from '@boguan/contracts/exports.api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { DataExportRecordPage } from './data-export-record-page';

const LOADED = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base: ExportRecordItem = {
  id: 1,
  title: '数据导出·博主·美妆',
  file_name: '博主_2026-01-07.xlsx',
  source: '数据导出',
  format: 'xlsx',
  row_count: 12345,
  size: 2048,
  status: 'done',
  progress: 1,
  error: null,
  operator: '美妆小A',
  create_time: '2026-01-07 10:00:00',
  finish_time: '2026-01-07 10:01:00',
  expire_time: '2026-01-14 10:01:00',
  expired: false,
};
const rows: ExportRecordItem[] = [
  {
    ...base,
    id: 4,
    title: '数据导出·评论',
    file_name: '评论_2026-01-08.csv',
    format: 'csv',
    row_count: 40000,
    size: null,
    status: 'running',
    progress: 0.35,
    finish_time: null,
    expire_time: null,
  },
  { ...base, id: 3, title: '博文搜索结果', file_name: '博文搜索结果.xlsx', source: '博文导出', size: 3_670_016 },
  {
    ...base,
    id: 2,
    file_name: '热搜历史_2025-12-01.xlsx',
    source: '数据导出',
    row_count: 800,
    size: 51_200,
    expire_time: '2025-12-08 09:00:00',
    expired: true,
  },
  {
    ...base,
    id: 1,
    file_name: '品牌提及_2026-01-06.xlsx',
    status: 'failed',
    progress: 0.5,
    size: null,
    error: '导出失败，请重新导出',
    expire_time: null,
  },
];
const page = (data: ExportRecordItem[], total = data.length) => ({
  code: 1,
  data: { data, page: 1, per_page: 10, total },
});

/** The cells of each row, as text. */
const cells = () =>
  Array.from(screen.getByTestId('export-records').querySelectorAll('tbody tr.ant-table-row')).map((tr) =>
    Array.from(tr.querySelectorAll('td')).map((td) => td.textContent),
  );

describe('/dataExportRecord', () => {
  it('lists every export with its source, format, rows, size, state, operator, times and expiry', async () => {
    fakeApi({ '/api/export/records': page(rows) });
    renderWithApp(<DataExportRecordPage />, { route: '/dataExportRecord' });
    await screen.findByText('评论_2026-01-08.csv', {}, LOADED);
    expect(screen.getByText('导出文件保留7天，过期后需重新导出')).toBeTruthy();
    const table = cells();
    expect(table.map((r) => r.slice(0, 5))).toEqual([
      ['评论_2026-01-08.csv数据导出·评论', '数据导出', 'CSV', '40,000', '—'],
      ['博文搜索结果.xlsx博文搜索结果', '博文导出', 'Excel', '12,345', '3.5 MB'],
      ['热搜历史_2025-12-01.xlsx数据导出·博主·美妆', '数据导出', 'Excel', '800', '50.0 KB'],
      ['品牌提及_2026-01-06.xlsx数据导出·博主·美妆', '数据导出', 'Excel', '12,345', '—'],
    ]);
    // State: the running one with its bar, the failed one with its error.
    expect(screen.getByLabelText('评论_2026-01-08.csv导出进度')).toBeTruthy();
    expect(table.map((r) => r[5])).toEqual(['35%', '已完成', '已完成', '导出失败导出失败，请重新导出']);
    expect(table.map((r) => r.slice(6, 9))).toEqual([
      ['美妆小A', '2026-01-07 10:00:00', '—'],
      ['美妆小A', '2026-01-07 10:00:00', '2026-01-14 10:01:00'],
      ['美妆小A', '2026-01-07 10:00:00', '2025-12-08 09:00:00已过期'],
      ['美妆小A', '2026-01-07 10:00:00', '—'],
    ]);
    // 下载 only for a built file not yet expired; 删除 for every record.
    expect(screen.getAllByText('下载').map((b) => b.closest('button')?.getAttribute('aria-label'))).toEqual([
      '下载博文搜索结果.xlsx',
    ]);
    expect(screen.getAllByText('删除')).toHaveLength(4);
    expect(screen.getByText('共 4 条')).toBeTruthy();
  }, 60_000);

  it('downloads a built file under its name', async () => {
    fakeApi({ '/api/export/records': page([rows[1] as ExportRecordItem]) });
    const fetchJson = globalThis.fetch;
    const downloads: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/export/download') return fetchJson(input, init);
      downloads.push(new URLSearchParams(init?.body as URLSearchParams).get('id') ?? '');
      return new Response(new Blob(['file']), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('博文搜索结果.xlsx')}`,
        },
      });
    });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithApp(<DataExportRecordPage />, { route: '/dataExportRecord' });
    fireEvent.click(await screen.findByLabelText('下载博文搜索结果.xlsx', {}, LOADED));
    await waitFor(() => expect(saved).toEqual(['博文搜索结果.xlsx']));
    expect(downloads).toEqual(['3']);
  }, 60_000);

  it('deletes a record after the confirmation and says so', async () => {
    const api = fakeApi({
      '/api/export/records': page(rows.slice(1)),
      '/api/export/delete': { code: 1, msg: '删除成功' },
    });
    renderWithApp(<DataExportRecordPage />, { route: '/dataExportRecord' });
    fireEvent.click(await screen.findByLabelText('删除博文搜索结果.xlsx', {}, LOADED));
    const dialog = await screen.findByText('你确定要删除吗?', {}, LOADED);
    const confirm = dialog.closest('.ant-modal-confirm') as HTMLElement;
    expect(within(confirm).getByText('删除', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/export/delete')).toBe(false);
    fireEvent.click(within(confirm).getByText('删 除'));
    expect(await screen.findByText('删除成功', {}, LOADED)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/export/delete')?.form.get('id')).toBe('3');
    // The list is read again.
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/export/records').length).toBe(2));
  }, 60_000);

  it('refreshes by itself while an export is being built', async () => {
    let reads = 0;
    fakeApi({
      '/api/export/records': () => {
        reads += 1;
        const running = rows[0] as ExportRecordItem;
        return page([
          reads === 1
            ? running
            : { ...running, status: 'done', progress: 1, size: 1_048_576, expire_time: '2026-01-15 10:00:00' },
        ]);
      },
    });
    renderWithApp(<DataExportRecordPage />, { route: '/dataExportRecord' });
    expect(await screen.findByLabelText('评论_2026-01-08.csv导出进度', {}, LOADED)).toBeTruthy();
    expect(await screen.findByText('已完成', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('1.0 MB')).toBeTruthy();
    expect(screen.getByLabelText('下载评论_2026-01-08.csv')).toBeTruthy();
    // Nothing running any more: no further reads.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toBe(2);
  }, 60_000);
});
