import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { projectItem } from '../report.fixture';
import { ProjRecordPage } from './proj-record-page';

afterEach(() => vi.unstubAllGlobals());

describe('ProjRecordPage', () => {
  it('lists the projects with their live figures and deletes one after the confirmation', async () => {
    const api = fakeApi({
      '/api/project/list': {
        code: 1,
        data: {
          data: [
            projectItem(),
            projectItem({ id: 10, name: '双十一', phase: 'ended', phase_text: '已结束', budget_fen: null }),
          ],
          page: 1,
          per_page: 10,
          total: 2,
          limit: 10,
        },
      },
      '/api/project/delete': { code: 1, msg: '删除成功', data: null },
    });
    renderWithApp(<ProjRecordPage />, { route: '/blogProjRecord' });
    expect((await screen.findByText('春季新品推广')).getAttribute('href')).toBe('/blogProjBlog?id=9');
    expect(screen.getByText('已创建 2/10 个')).toBeTruthy();
    expect(screen.getAllByText('2026-03-01 至 2026-03-14')).toHaveLength(2);
    expect(screen.getByText('进行中')).toBeTruthy();
    expect(screen.getByText('已结束')).toBeTruthy();
    expect(screen.getByText('¥8,000.00')).toBeTruthy();
    expect(screen.getAllByText('报告')[0]!.getAttribute('href')).toBe('/blogProjReport?id=9');
    fireEvent.click(screen.getAllByRole('button', { name: /删\s?除/ })[1]!);
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/project/delete')?.form.get('id')).toBe('10');
  }, 60_000);
});
