import { Code } from '@boguan/contracts/envelope';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../stores/ui-store';
import { type FakeAnswer, fakeApi, renderWithApp } from '../../../test/render';
import { DataExportPage } from './data-export-page';

const LOADED = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useUiStore.getState().closeUpgrade();
});

const allowance = {
  feature: 'data_export',
  name: '数据导出',
  level: 20,
  allowed: true,
  per_day: null,
  per_month: { limit: 20, used: 1, remaining: 19 },
  max_rows: 5000,
};
const options = {
  categories: [
    { name: '美妆', count: 30 },
    { name: '数码', count: 12 },
  ],
  provinces: [{ name: '广东', count: 20, cities: [] }],
};
const check = (fields: Record<string, unknown> = {}): FakeAnswer => ({
  code: 1,
  data: { count: 5000, total: 12345, max_rows: 5000, remaining_exports: 19, allowed: true, reason: null, ...fields },
});

function answers(extra: Record<string, FakeAnswer | ((form: URLSearchParams) => FakeAnswer)> = {}) {
  return {
    '/api/data_export/auth': { code: 1, data: allowance },
    '/api/kol/search_options': { code: 1, data: options },
    '/api/brand/search_options': { code: 1, data: { categories: [{ name: '美妆', count: 5 }] } },
    '/api/data_export/count': check(),
    ...extra,
  };
}

const filters = () => screen.getByTestId('export-filters');
const has = (label: string) => within(filters()).queryAllByLabelText(label).length > 0;
// Role queries walk the whole antd page, which is slow in jsdom on a busy machine; text is enough here.
const pick = (dataset: RegExp) => fireEvent.click(screen.getByLabelText(dataset));
const button = (name: string | RegExp) => screen.getByText(name).closest('button') as HTMLButtonElement;

async function renderPage() {
  renderWithApp(<DataExportPage />, { route: '/dataExport' });
  // The allowance line: the exports left and the rows a file may hold.
  expect(await screen.findByText('5,000 行', {}, LOADED)).toBeTruthy();
}

describe('/dataExport', () => {
  it('shows only the filters of the chosen dataset and sends only those', async () => {
    const api = fakeApi(answers());
    await renderPage();
    // 博主: keyword, blogger category, province, verify, fans and interactions; no period, no post.
    for (const label of ['关键词', '博主领域', '地区', '认证类型', '粉丝数下限', '粉丝数上限', '互动数下限']) {
      expect(has(label), label).toBe(true);
    }
    for (const label of ['时间范围', '博文链接或 mid', '话题', '品牌']) expect(has(label), label).toBe(false);
    fireEvent.change(within(filters()).getByLabelText('关键词'), { target: { value: '口红' } });
    fireEvent.change(within(filters()).getByLabelText('粉丝数下限'), { target: { value: '1000' } });

    pick(/^博文的转发/);
    expect(has('博文链接或 mid')).toBe(true);
    expect(has('时间范围')).toBe(true);
    expect(has('认证类型')).toBe(true);
    for (const label of ['博主领域', '领域', '互动数下限', '话题', '品牌']) expect(has(label), label).toBe(false);
    // Its required filter is asked for before anything is sent.
    fireEvent.click(button('预估行数'));
    expect(await screen.findByText('请填写博文链接或 mid', {}, LOADED)).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/data_export/count')).toBe(false);

    pick(/^热搜历史/);
    for (const label of ['关键词', '热搜分类', '时间范围']) expect(has(label), label).toBe(true);
    for (const label of ['地区', '认证类型', '粉丝数下限', '博文链接或 mid']) expect(has(label), label).toBe(false);

    pick(/^评论/);
    fireEvent.click(button('预估行数'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/data_export/count')).toBe(true));
    const sent = api.calls.find((c) => c.path === '/api/data_export/count')?.form;
    // The keyword is kept across datasets; the fans floor of 博主 is not a filter of comments.
    expect([...new Set(sent?.keys())].sort()).toEqual(['columns', 'dataset', 'format', 'keyword']);
    expect(sent?.get('dataset')).toBe('comments');
    expect(sent?.get('keyword')).toBe('口红');
    expect(sent?.getAll('columns')).toHaveLength(8);

    pick(/^品牌提及/);
    for (const label of ['品牌', '品牌品类', '时间范围', '互动数下限']) expect(has(label), label).toBe(true);
    expect(has('关键词')).toBe(false);
  }, 60_000);

  it('ticks every column of a dataset, keeps at least one and sends the ones ticked', async () => {
    const api = fakeApi(answers());
    await renderPage();
    const all = screen.getByLabelText('全选（15/15）');
    fireEvent.click(all);
    expect(await screen.findByText('请至少选择一列')).toBeTruthy();
    fireEvent.click(button('预估行数'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.some((c) => c.path === '/api/data_export/count')).toBe(false);
    fireEvent.click(screen.getByLabelText('粉丝数'));
    fireEvent.click(screen.getByLabelText('昵称'));
    fireEvent.click(screen.getByLabelText(/^CSV/));
    fireEvent.click(button('预估行数'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/data_export/count')).toBe(true));
    const sent = api.calls.find((c) => c.path === '/api/data_export/count')?.form;
    // In file order, whatever the order they were ticked in.
    expect(sent?.getAll('columns')).toEqual(['screen_name', 'followers']);
    expect(sent?.get('format')).toBe('csv');
  }, 60_000);

  it('previews the rows matching, the rows exported and the cut at the level limit', async () => {
    fakeApi(answers());
    await renderPage();
    fireEvent.click(button('预估行数'));
    const preview = await screen.findByTestId('export-preview', {}, LOADED);
    expect(preview.textContent).toContain('符合条件 12,345 行');
    expect(preview.textContent).toContain('本次将导出 5,000 行');
    expect(preview.textContent).toContain('本月剩余导出次数：19 次');
    expect(preview.textContent).toContain('超过当前会员等级单次导出上限 5,000 行，文件只包含前 5,000 行');
    expect(button('确认导出').disabled).toBe(false);

    // A change of the choices asks for a new preview before an export.
    fireEvent.change(within(filters()).getByLabelText('关键词'), { target: { value: '手机' } });
    expect(screen.getByText('筛选条件已修改，请重新预估行数')).toBeTruthy();
    expect(button('确认导出').disabled).toBe(true);
  }, 60_000);

  it('says nothing is cut when every row fits', async () => {
    fakeApi(answers({ '/api/data_export/count': check({ count: 321, total: 321, remaining_exports: null }) }));
    await renderPage();
    fireEvent.click(button('预估行数'));
    const preview = await screen.findByTestId('export-preview', {}, LOADED);
    expect(preview.textContent).toContain('符合条件 321 行');
    expect(preview.textContent).toContain('本次将导出 321 行');
    expect(preview.textContent).toContain('本月剩余导出次数：不限');
    expect(preview.textContent).not.toContain('上限');
  }, 60_000);

  it('shows why a level may not export and offers the upgrade', async () => {
    fakeApi(
      answers({
        '/api/data_export/auth': { code: 1, data: { ...allowance, allowed: false, per_month: null, max_rows: null } },
        '/api/data_export/count': check({
          count: 0,
          total: 40,
          max_rows: null,
          remaining_exports: 0,
          allowed: false,
          reason: '当前会员等级暂不支持数据导出，请升级会员',
        }),
      }),
    );
    renderWithApp(<DataExportPage />, { route: '/dataExport' });
    expect((await screen.findAllByText('当前会员等级暂不支持数据导出，请升级会员', {}, LOADED)).length).toBe(1);
    fireEvent.click(button('预估行数'));
    const preview = await screen.findByTestId('export-preview', {}, LOADED);
    expect(preview.textContent).toContain('当前会员等级暂不支持数据导出，请升级会员');
    await waitFor(() => expect(useUiStore.getState().upgrade.open).toBe(true));
    expect(useUiStore.getState().upgrade.reason).toBe(Code.noPermission);
    useUiStore.getState().closeUpgrade();
    fireEvent.click(within(preview).getByText('升级会员'));
    expect(useUiStore.getState().upgrade.open).toBe(true);
    expect(button('确认导出').disabled).toBe(true);
  }, 60_000);

  it('shows a refusal of the server in its own words', async () => {
    const api = fakeApi(answers({ '/api/data_export/count': { code: 0, msg: '博文链接或 mid 不正确' } }));
    await renderPage();
    pick(/^博文的转发/);
    fireEvent.change(within(filters()).getByLabelText('博文链接或 mid'), {
      target: { value: 'https://example.com/x' },
    });
    fireEvent.click(button('预估行数'));
    expect(await screen.findByText('博文链接或 mid 不正确', {}, LOADED)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/data_export/count')?.form.get('post')).toBe('https://example.com/x');
    expect(screen.queryByTestId('export-preview')).toBeNull();
    expect(button('确认导出').disabled).toBe(true);
  }, 60_000);

  it('submits once, follows the progress and downloads the built file', async () => {
    let polls = 0;
    const api = fakeApi(
      answers({
        '/api/data_export/submit': {
          code: 1,
          msg: '导出任务已提交，可在导出记录中查看进度并下载',
          data: { export_id: 42, status: 'running' },
        },
        '/api/export/status': () => {
          polls += 1;
          const done = polls > 1;
          return {
            code: 1,
            data: {
              id: 42,
              status: done ? 'done' : 'running',
              progress: done ? 1 : 0.4,
              file_name: '博主_2026-01-07.xlsx',
              row_count: 5000,
            },
          };
        },
      }),
    );
    // The file itself: a blob with its name, as /api/export/download answers it.
    const downloads: URLSearchParams[] = [];
    const fetchJson = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/export/download') return fetchJson(input, init);
      downloads.push(new URLSearchParams(init?.body as URLSearchParams));
      return new Response(new Blob(['file']), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('博主_2026-01-07.xlsx')}`,
        },
      });
    });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    await renderPage();
    fireEvent.click(button('预估行数'));
    await screen.findByTestId('export-preview', {}, LOADED);
    const confirm = button('确认导出');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('导出任务已提交，可在导出记录中查看进度并下载', {}, LOADED)).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/data_export/submit')).toHaveLength(1);
    expect(screen.getByLabelText('导出进度')).toBeTruthy();
    expect(await screen.findByText('生成中', {}, LOADED)).toBeTruthy();
    // The use is counted: another export needs a new preview.
    expect(button('确认导出').disabled).toBe(true);

    // antd spaces a two-character label of a filled button: 下 载.
    const download = (await screen.findByText('下 载', {}, { timeout: 15_000 })).closest('button') as HTMLElement;
    expect(screen.getByText('已完成')).toBeTruthy();
    expect(screen.getAllByText('查看导出记录')[0]?.closest('a')?.getAttribute('href')).toBe('/dataExportRecord');
    fireEvent.click(download);
    await waitFor(() => expect(saved).toEqual(['博主_2026-01-07.xlsx']));
    expect(downloads.map((d) => d.get('id'))).toEqual(['42']);
    expect(api.calls.find((c) => c.path === '/api/export/status')?.form.get('id')).toBe('42');
  }, 60_000);
});
