import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { projectItem } from '../report.fixture';
import { ProjAddPage } from './proj-add-page';

afterEach(() => vi.unstubAllGlobals());

const list = { code: 1, data: { data: [projectItem()], page: 1, per_page: 10, total: 1, limit: 10 } };

describe('ProjAddPage', () => {
  it('names what is missing before asking the server', async () => {
    const api = fakeApi({ '/api/project/list': list });
    renderWithApp(<ProjAddPage />, { route: '/blogAddProj' });
    expect(await screen.findByText(/已创建 1\/10 个项目/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '创建项目' }));
    expect(await screen.findByText('请输入项目名称')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('项目名称'), { target: { value: '春季新品推广' } });
    fireEvent.click(screen.getByRole('button', { name: '创建项目' }));
    expect(await screen.findByText('请输入品牌名称')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/project/create')).toBe(false);
  });

  it('creates the project with its dates, budget and links', async () => {
    const api = fakeApi({
      '/api/project/list': list,
      '/api/project/create': { code: 1, msg: '项目已创建', data: { id: 9, added: 2 } },
    });
    renderWithApp(<ProjAddPage />, { route: '/blogAddProj' });
    fireEvent.change(screen.getByLabelText('项目名称'), { target: { value: '春季新品推广' } });
    fireEvent.change(screen.getByLabelText('品牌名称'), { target: { value: '示例品牌' } });
    fireEvent.change(screen.getByLabelText('项目预算（元）'), { target: { value: '8000' } });
    fireEvent.change(screen.getByLabelText('博文链接'), { target: { value: '5001\n5002' } });
    fireEvent.click(screen.getByRole('button', { name: '创建项目' }));
    expect(await screen.findByText('项目已创建')).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/project/create')).toBe(true));
    const sent = api.calls.find((c) => c.path === '/api/project/create')!.form;
    expect([sent.get('name'), sent.get('brand'), sent.get('budget'), sent.get('urls')]).toEqual([
      '春季新品推广',
      '示例品牌',
      '8000',
      '5001\n5002',
    ]);
    expect(sent.get('start_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent.get('end_date')! > sent.get('start_date')!).toBe(true);
  }, 60_000);
});
