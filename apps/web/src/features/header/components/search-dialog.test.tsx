import { SEARCH_EMPTY } from '@boguan/contracts/search';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { SearchDialog } from './search-dialog';

afterEach(() => vi.unstubAllGlobals());

const blogger = (n: number) => ({
  kol_id: n,
  uid: String(1000 + n),
  avatar: '/static/avatar/1000.svg',
  uname: `美妆博主${n}`,
  verify: n === 1 ? 'gold' : 'none',
  category: ['美妆'],
  fans: 12_345 * n,
});

function open() {
  renderWithApp(<SearchDialog open onClose={() => undefined} />);
  return userEvent.setup({ delay: null });
}

describe('SearchDialog', () => {
  it('asks for a keyword before searching', async () => {
    const api = fakeApi({});
    const user = open();
    await user.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(await screen.findByText(SEARCH_EMPTY)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('lists the bloggers found and offers 查看更多 from five results', async () => {
    const api = fakeApi({
      '/api/index/search': (form) => ({
        code: 1,
        data: form.get('keyword') === '美妆' ? [1, 2, 3, 4, 5].map(blogger) : [blogger(1)],
      }),
    });
    const user = open();
    await user.type(screen.getByLabelText('搜索关键词'), '美妆{Enter}');
    expect(await screen.findByText('美妆博主5')).toBeTruthy();
    expect(screen.getByText('金V')).toBeTruthy();
    expect(screen.getByText('美妆 · 粉丝 1.23万')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看更多' })).toBeTruthy();
    expect(api.calls[0]?.form.get('type')).toBe('kol');

    await user.clear(screen.getByLabelText('搜索关键词'));
    await user.type(screen.getByLabelText('搜索关键词'), '口红{Enter}');
    expect(await screen.findByText('美妆博主1')).toBeTruthy();
    expect(screen.queryByText('美妆博主5')).toBeNull();
    expect(screen.queryByRole('button', { name: '查看更多' })).toBeNull();
  });

  it('shows a refusal where the results would be', async () => {
    fakeApi({ '/api/index/search': { code: 0, msg: '搜索关键词不能超过50个字符' } });
    const user = open();
    await user.type(screen.getByLabelText('搜索关键词'), '美妆{Enter}');
    expect(await screen.findByText('搜索关键词不能超过50个字符')).toBeTruthy();
  });
});
