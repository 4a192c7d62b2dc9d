import type { WordCloudSummary } from '@boguan/contracts/word-cloud.api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { CloudLogPage } from './cloud-log-page';

const LOADED = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

const base: WordCloudSummary = {
  id: 1,
  source: 'text',
  source_text: '粘贴文本',
  title: '粘贴文本「口红好看」',
  keyword: null,
  start_date: null,
  end_date: null,
  url: null,
  uname: null,
  file_name: null,
  column_name: null,
  texts: 12,
  chars: 300,
  total_words: 150,
  distinct_words: 90,
  word_count: 90,
  removed: [],
  demo: false,
  create_time: '2026-01-07 10:00:00',
  update_time: '2026-01-07 10:00:00',
};
const clouds: WordCloudSummary[] = [
  {
    ...base,
    id: 2,
    source: 'post',
    source_text: '博文评论',
    title: '美妆小A的博文评论',
    uname: '美妆小A',
    url: 'https://weibo.com/1/abc',
    texts: 340,
    word_count: 512,
    demo: true,
    create_time: '2026-01-07 11:00:00',
  },
  base,
];

describe('/cloudLog', () => {
  it('lists the member’s clouds with source, content, texts, words and time', async () => {
    fakeApi({ '/api/word_cloud/history': { code: 1, data: { data: clouds, page: 1, per_page: 10, total: 2 } } });
    renderWithApp(<CloudLogPage />, { route: '/cloudLog' });
    await screen.findByText('美妆小A的博文评论', {}, LOADED);
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        Array.from(r.querySelectorAll('td'))
          .slice(0, 6)
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['美妆小A的博文评论演示数据', '博文评论', '美妆小A 的博文评论', '340 条评论', '512', '2026-01-07 11:00:00'],
      ['粘贴文本「口红好看」', '粘贴文本', '粘贴文本 300 字', '12 行文本', '90', '2026-01-07 10:00:00'],
    ]);
    const open = within(rows[0] as HTMLElement).getByRole('link', { name: '查看「美妆小A的博文评论」' });
    expect(open.getAttribute('href')).toBe('/wordCloud?id=2');
    expect(screen.getByText('共 2 条')).toBeTruthy();
  });

  it('deletes a cloud after the confirmation', async () => {
    const api = fakeApi({
      '/api/word_cloud/history': { code: 1, data: { data: clouds, page: 1, per_page: 10, total: 2 } },
      '/api/word_cloud/delete': { code: 1, msg: '删除成功' },
    });
    renderWithApp(<CloudLogPage />, { route: '/cloudLog' });
    await screen.findByText('美妆小A的博文评论', {}, LOADED);
    await userEvent.click(screen.getAllByRole('button', { name: '删除' })[0] as HTMLElement);
    expect(await screen.findByText('你确定要删除吗?', {}, LOADED)).toBeTruthy();
    await userEvent.click(screen.getByText('删 除'));
    expect(await screen.findByText('删除成功', {}, LOADED)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/word_cloud/delete')?.form.get('id')).toBe('2');
  }, 60_000);

  it('filters by source and says when there is nothing', async () => {
    const api = fakeApi({
      '/api/word_cloud/history': (form) =>
        form.get('source') === 'keyword'
          ? { code: 1, data: { data: [], page: 1, per_page: 10, total: 0 } }
          : { code: 1, data: { data: clouds, page: 1, per_page: 10, total: 2 } },
    });
    renderWithApp(<CloudLogPage />, { route: '/cloudLog' });
    await screen.findByText('美妆小A的博文评论', {}, LOADED);
    await userEvent.click(screen.getByText('关键词博文'));
    await waitFor(() => expect(api.calls.some((c) => c.form.get('source') === 'keyword')).toBe(true));
    expect(await screen.findByText('暂无数据...', {}, LOADED)).toBeTruthy();
  });
});
