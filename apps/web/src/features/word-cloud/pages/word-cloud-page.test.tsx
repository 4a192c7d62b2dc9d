import type { WordCloudResult, WordCloudSummary, WordCloudWord } from '@boguan/contracts/word-cloud.api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { WordCloudPage } from './word-cloud-page';

/** A page renders antd in jsdom: give its first answer time on a busy machine. */
const LOADED = { timeout: 10_000 };

// echarts-wordcloud lays words out on a canvas jsdom does not have: the chart is a box listing its words.
vi.mock('../../../components/charts/echart', () => ({
  CHART_COLORS: ['#ff8200'],
  TEXT_COLORS: ['#ad4e00'],
  loadWordCloud: () => Promise.resolve(),
  EChart: ({ ariaLabel, option }: { ariaLabel: string; option: { series: { data: { name: string }[] }[] } }) => (
    <div role="img" aria-label={ariaLabel}>
      {option.series[0]?.data.map((d) => d.name).join(' ')}
    </div>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

const cloud: WordCloudSummary = {
  id: 5,
  source: 'keyword',
  source_text: '关键词博文',
  title: '关键词「口红」',
  keyword: '口红',
  start_date: '2026-01-01',
  end_date: '2026-01-07',
  url: null,
  uname: null,
  file_name: null,
  column_name: null,
  texts: 120,
  chars: 6400,
  total_words: 2300,
  distinct_words: 800,
  word_count: 799,
  removed: ['口红'],
  demo: true,
  create_time: '2026-01-07 10:00:00',
  update_time: '2026-01-07 10:00:00',
};
const words: WordCloudWord[] = [
  { rank: 1, word: '好看', count: 90, docs: 70, weight: 0.2973 },
  { rank: 2, word: '颜色', count: 60, docs: 55, weight: 0.1694 },
  { rank: 3, word: '滋润', count: 30, docs: 28, weight: 0.1301 },
];
const result: WordCloudResult = { cloud, sort: 'count', words };
const auth = {
  code: 1,
  data: {
    feature: 'word_cloud',
    name: '词云',
    level: 30,
    allowed: true,
    per_day: { limit: 30, used: 2, remaining: 28 },
    per_month: null,
    max_rows: null,
  },
};

describe('/wordCloud', () => {
  it('makes a keyword cloud from the form and opens it', async () => {
    const api = fakeApi({
      '/api/word_cloud/auth': auth,
      '/api/word_cloud/create': { code: 1, msg: '词云已生成', data: cloud },
      '/api/word_cloud/detail': { code: 1, data: result },
      '/api/word_cloud/words': { code: 1, data: { data: words, page: 1, per_page: 20, total: 3 } },
    });
    renderWithApp(<WordCloudPage />, { route: '/wordCloud' });
    expect(await screen.findByText('28', {}, LOADED)).toBeTruthy();

    // Nothing is sent without a keyword.
    await userEvent.click(screen.getByRole('button', { name: '生成词云' }));
    expect(await screen.findByText('请输入关键词,搜索内容不能为空')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/word_cloud/create')).toBe(false);

    await userEvent.type(screen.getByLabelText('关键词'), '口红');
    await userEvent.type(screen.getByLabelText('词云名称'), '口红口碑');
    await userEvent.click(screen.getByRole('button', { name: '生成词云' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/word_cloud/create')).toBe(true));
    const sent = api.calls.find((c) => c.path === '/api/word_cloud/create')?.form;
    expect(sent?.get('source')).toBe('keyword');
    expect(sent?.get('keyword')).toBe('口红');
    expect(sent?.get('title')).toBe('口红口碑');
    expect(sent?.get('start_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The result opens: its header, its drawing and its table.
    expect(
      await screen.findByText('关键词「口红」 2026-01-01 至 2026-01-07 · 生成于 2026-01-07 10:00:00', {}, LOADED),
    ).toBeTruthy();
    // The drawing is a lazy chunk: on a busy machine it fills in after the header.
    await waitFor(() => expect(screen.getByRole('img', { name: '词云图' }).textContent).toBe('好看 颜色 滋润'), LOADED);
    expect(screen.getByText('演示数据')).toBeTruthy();
  });

  it('sends pasted text and refuses an empty one', async () => {
    const api = fakeApi({
      '/api/word_cloud/auth': auth,
      '/api/word_cloud/create': { code: 1, data: { ...cloud, id: 6, source: 'text' } },
      '/api/word_cloud/detail': { code: 1, data: result },
      '/api/word_cloud/words': { code: 1, data: { data: words, page: 1, per_page: 20, total: 3 } },
    });
    renderWithApp(<WordCloudPage />, { route: '/wordCloud' });
    await userEvent.click(await screen.findByRole('tab', { name: '粘贴文本' }, LOADED));
    await userEvent.click(screen.getByRole('button', { name: '生成词云' }));
    expect(await screen.findByText('请输入要分析的文本')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('文本内容'), '口红好看{enter}颜色很正');
    await userEvent.click(screen.getByRole('button', { name: '生成词云' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/word_cloud/create')).toBe(true));
    const sent = api.calls.find((c) => c.path === '/api/word_cloud/create')?.form;
    expect(sent?.get('source')).toBe('text');
    expect(sent?.get('text')).toBe('口红好看\n颜色很正');
  });

  it('shows a cloud, removes a word from the table and redraws with the whole removed list', async () => {
    const api = fakeApi({
      '/api/word_cloud/auth': auth,
      '/api/word_cloud/detail': (form) => ({ code: 1, data: { ...result, sort: form.get('sort') ?? 'count' } }),
      '/api/word_cloud/words': { code: 1, data: { data: words, page: 1, per_page: 20, total: 3 } },
      '/api/word_cloud/redraw': { code: 1, msg: '词云已重新绘制', data: { ...cloud, removed: ['口红', '颜色'] } },
    });
    renderWithApp(<WordCloudPage />, { route: '/wordCloud?id=5' });
    const table = await screen.findByTestId('word-table', {}, LOADED);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        Array.from(r.querySelectorAll('td'))
          .slice(0, 5)
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['1', '好看', '90', '70', '0.2973'],
      ['2', '颜色', '60', '55', '0.1694'],
      ['3', '滋润', '30', '28', '0.1301'],
    ]);
    expect(screen.getByText('共 3 个词')).toBeTruthy();
    // The saved removal is listed; the redraw button waits for a change.
    expect(screen.getByRole('button', { name: '恢复「口红」' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新绘制' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: '移除「颜色」' }));
    expect(screen.getByRole('button', { name: '恢复「颜色」' })).toBeTruthy();
    expect(screen.getByText('有未生效的修改，点击「重新绘制」后生效')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重新绘制' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/word_cloud/redraw')).toBe(true));
    const sent = api.calls.find((c) => c.path === '/api/word_cloud/redraw')?.form;
    expect(sent?.getAll('removed')).toEqual(['口红', '颜色']);
    expect(await screen.findByText('词云已重新绘制')).toBeTruthy();
  }, 60_000);

  it('asks the server for the TF-IDF order', async () => {
    const api = fakeApi({
      '/api/word_cloud/auth': auth,
      '/api/word_cloud/detail': (form) => ({ code: 1, data: { ...result, sort: form.get('sort') ?? 'count' } }),
      '/api/word_cloud/words': { code: 1, data: { data: words, page: 1, per_page: 20, total: 3 } },
    });
    renderWithApp(<WordCloudPage />, { route: '/wordCloud?id=5' });
    await userEvent.click(await screen.findByText('按TF-IDF权重', {}, LOADED));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/word_cloud/detail' && c.form.get('sort') === 'weight')).toBe(true),
    );
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/word_cloud/words' && c.form.get('sort') === 'weight')).toBe(true),
    );
  });

  it('says when the id in the address is not a cloud', async () => {
    fakeApi({ '/api/word_cloud/auth': auth, '/api/word_cloud/detail': { code: 0, msg: '词云不存在' } });
    renderWithApp(<WordCloudPage />, { route: '/wordCloud?id=abc' });
    expect(await screen.findByText('词云编号不正确', {}, LOADED)).toBeTruthy();
  });

  it('shows the server’s reason when a cloud cannot be read', async () => {
    fakeApi({ '/api/word_cloud/auth': auth, '/api/word_cloud/detail': { code: 0, msg: '词云不存在' } });
    renderWithApp(<WordCloudPage />, { route: '/wordCloud?id=77' });
    expect(await screen.findByText('词云不存在', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('词云加载失败')).toBeTruthy();
  });
});
