import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { projectItem, reportPost } from '../report.fixture';
import { ProjBlogPage } from './proj-blog-page';

afterEach(() => vi.unstubAllGlobals());

const page = {
  project: projectItem(),
  list: {
    data: [{ ...reportPost(), added_time: '2026-03-01 09:00:00', read_time: '2026-03-02 11:00:00' }],
    page: 1,
    per_page: 20,
    total: 1,
  },
};

describe('ProjBlogPage', () => {
  it('lists the posts with their latest reading, adds links, and removes a post after the confirmation', async () => {
    const api = fakeApi({
      '/api/project/posts': { code: 1, data: page },
      '/api/project/addPosts': { code: 1, msg: '博文已添加', data: { added: 2, skipped: 1, total: 3 } },
      '/api/project/removePost': { code: 1, msg: '博文已移出项目', data: null },
    });
    renderWithApp(<ProjBlogPage />, { route: '/blogProjBlog?id=9' });
    expect(await screen.findByText('新手机开箱，续航真不错')).toBeTruthy();
    expect(screen.getByTestId('project-header').textContent).toContain('春季新品推广');
    expect(screen.getByText('2026-03-02 11:00:00')).toBeTruthy();
    expect(screen.getByTestId('demo-notice').textContent).toContain('全部博文');
    expect(screen.getByText('生成结案报告').getAttribute('href')).toBe('/finalReport?project=9');
    expect(screen.getByRole('region', { name: '项目博文' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('博文链接'), { target: { value: '5002\n5003\n5001' } });
    fireEvent.click(screen.getByRole('button', { name: '添加到项目' }));
    expect(await screen.findByText('已添加 2 条博文，1 条已在项目中或重复')).toBeTruthy();
    const added = api.calls.find((c) => c.path === '/api/project/addPosts')?.form;
    expect([added?.get('id'), added?.get('urls')]).toEqual(['9', '5002\n5003\n5001']);

    fireEvent.click(screen.getByRole('button', { name: '移出' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('博文已移出项目')).toBeTruthy();
    const removed = api.calls.find((c) => c.path === '/api/project/removePost')?.form;
    expect([removed?.get('id'), removed?.get('mid')]).toEqual(['9', '5001']);
  }, 60_000);

  it('adds the posts ticked among post search results', async () => {
    const found = {
      data: [
        { mid: '6001', art_uname: '旅行阿青', text: '春日踏青好去处', interactions: 3200 },
        { mid: '6002', art_uname: '美食小周', text: '春季限定甜品', interactions: 900 },
      ].map((p) => ({ ...p, art_url: '', art_posted_time: '2026-03-01 09:00' })),
      page: 1,
      per_page: 20,
      total: 2,
    };
    const api = fakeApi({
      '/api/project/posts': { code: 1, data: page },
      '/api/article/search': { code: 1, data: found },
      '/api/project/addPosts': { code: 1, msg: '博文已添加', data: { added: 1, skipped: 0, total: 2 } },
    });
    renderWithApp(<ProjBlogPage />, { route: '/blogProjBlog?id=9' });
    await screen.findByText('新手机开箱，续航真不错');
    fireEvent.click(screen.getByText('从博文搜索选择'));
    fireEvent.change(screen.getByLabelText('搜索博文关键词'), { target: { value: ' 春季 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    const row = (await screen.findByText('春季限定甜品')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '添加选中博文（1）' }));
    expect(await screen.findByText('已添加 1 条博文')).toBeTruthy();
    const search = api.calls.find((c) => c.path === '/api/article/search')?.form;
    expect([search?.get('keyword'), search?.get('sort')]).toEqual(['春季', 'interactions']);
    const added = api.calls.find((c) => c.path === '/api/project/addPosts')?.form;
    expect([added?.get('id'), added?.getAll('mids')]).toEqual(['9', ['6002']]);
  }, 60_000);

  it('sorts on the server and starts again on page 1', async () => {
    const api = fakeApi({ '/api/project/posts': { code: 1, data: page } });
    renderWithApp(<ProjBlogPage />, { route: '/blogProjBlog?id=9' });
    await screen.findByText('新手机开箱，续航真不错');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '排序' }));
    fireEvent.click(await screen.findByText('按互动量'));
    await vi.waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/api/project/posts')
          .at(-1)
          ?.form.get('sort'),
      ).toBe('interactions'),
    );
  }, 60_000);
});
