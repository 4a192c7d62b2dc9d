import type { FavouriteItem } from '@boguan/contracts/kol-collect.api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeApi, renderWithApp } from '../../../test/render';
import { kolCard } from '../../blogger-common/kol-card.fixture';
import { KolCollectPage } from './kol-collect-page';

/** A page renders antd in jsdom: give its first answer time on a busy machine. */
const LOADED = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

const favourites: FavouriteItem[] = [
  { ...kolCard({ kol_id: 1, uname: '美妆小王' }), group: '默认分组', collect_time: '2026-01-05 09:30:00' },
  {
    ...kolCard({ kol_id: 2, uname: '数码老张', fans: 80_000, growth_7d: -350 }),
    group: '数码',
    collect_time: '2026-01-04 18:00:00',
  },
];

/** /api/index/collect by action: two groups, one page of two favourites; remove and the rest answer ok. */
function collect(form: URLSearchParams): FakeAnswer {
  switch (form.get('action')) {
    case 'groups':
      return {
        code: 1,
        data: {
          groups: [
            { name: '默认分组', count: 1 },
            { name: '数码', count: 1 },
          ],
          total: 2,
          limit: 2000,
        },
      };
    case 'list':
      return { code: 1, data: { data: favourites, page: 1, per_page: 10, total: 2 } };
    case 'remove':
      return { code: 1, msg: '已取消收藏', data: { removed: true } };
    default:
      return { code: 0, msg: '操作类型不正确' };
  }
}

function tableRows(): string[][] {
  return [...document.querySelectorAll('tbody tr.ant-table-row')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  );
}

describe('favourite bloggers', () => {
  it('lists the favourites with their figures, group and time, and the groups with counts', async () => {
    fakeApi({ '/api/index/collect': collect });
    renderWithApp(<KolCollectPage />, { route: '/bosCollect' });

    expect(await screen.findByText('数码老张', {}, LOADED)).toBeTruthy();
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers.slice(1)).toEqual([
      '博主',
      '粉丝数',
      '近30天发博数',
      '平均互动数',
      '互动率',
      '近7天涨粉',
      '影响力指数',
      '分组',
      '收藏时间',
      '操作',
    ]);
    expect(tableRows().map((cells) => cells.slice(1, 10))).toEqual([
      ['美妆小王蓝V美妆', '123.46万', '41', '5,200', '1.23%', '+3,200', '72.5', '默认分组', '2026-01-05 09:30'],
      ['数码老张蓝V美妆', '8万', '41', '5,200', '1.23%', '-350', '72.5', '数码', '2026-01-04 18:00'],
    ]);
    expect(screen.getByText('共 2 位博主')).toBeTruthy();
    expect(screen.getByText('2/2000')).toBeTruthy();
    expect(screen.getAllByTestId('collect-group').map((g) => g.textContent)).toEqual([
      '全部收藏2',
      '默认分组1',
      '数码1',
    ]);
  });

  it('removes a favourite after the delete confirmation and says so', async () => {
    const api = fakeApi({ '/api/index/collect': collect });
    renderWithApp(<KolCollectPage />, { route: '/bosCollect' });
    await screen.findByText('美妆小王', {}, LOADED);
    await userEvent.click(screen.getAllByText('取消收藏')[0] as HTMLElement);
    expect(await screen.findByText('你确定要删除吗?', {}, LOADED)).toBeTruthy();
    await userEvent.click(screen.getByText('删 除'));
    expect(await screen.findByText('已取消收藏', {}, LOADED)).toBeTruthy();
    const removal = api.calls.find((c) => c.form.get('action') === 'remove');
    expect(removal?.form.get('kol_id')).toBe('1');
  });

  it('compares the two picked favourites', async () => {
    const api = fakeApi({
      '/api/index/collect': collect,
      '/api/kol/contrast_submit': { code: 1, data: { id: 9 } },
    });
    renderWithApp(<KolCollectPage />, { route: '/bosCollect' });
    await screen.findByText('美妆小王', {}, LOADED);
    const pick = (name: string) => document.querySelector(`input[aria-label="选择 ${name}"]`) as HTMLElement;
    await userEvent.click(pick('美妆小王'));
    await userEvent.click(pick('数码老张'));
    expect(screen.getByText(/已选 2 位/)).toBeTruthy();
    await userEvent.click(screen.getByText('对比所选'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/kol/contrast_submit')).toBe(true));
    const submit = api.calls.find((c) => c.path === '/api/kol/contrast_submit');
    expect(submit?.form.getAll('kol_ids')).toEqual(['1', '2']);
  });
});
