import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../test/render';
import { FavouriteStar } from './favourite-star';

afterEach(() => vi.unstubAllGlobals());

describe('FavouriteStar', () => {
  it('adds the blogger, says so and tells the list', async () => {
    const api = fakeApi({ '/api/index/collect': { code: 1, data: { kol_id: 7, group: '默认分组', created: true } } });
    const onChange = vi.fn();
    renderWithApp(<FavouriteStar kolId={7} name="美妆小王" collected={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '收藏 美妆小王' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
    expect(api.calls[0]?.form.get('action')).toBe('add');
    expect(api.calls[0]?.form.get('kol_id')).toBe('7');
    expect(await screen.findByText('收藏成功')).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消收藏 美妆小王' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('goes back when the server refuses', async () => {
    fakeApi({ '/api/index/collect': { code: 0, msg: '收藏博主已达上限（50位），请升级会员' } });
    const onChange = vi.fn();
    renderWithApp(<FavouriteStar kolId={7} name="美妆小王" collected={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '收藏 美妆小王' }));
    expect(await screen.findByText('收藏博主已达上限（50位），请升级会员')).toBeTruthy();
    expect(screen.getByRole('button', { name: '收藏 美妆小王' }).getAttribute('aria-pressed')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
  });
});
