import { API_KEY_RATE_PER_MINUTE, OpenApiMessage } from '@boguan/contracts/open-api';
import type { ApiKeyItem, ApiKeyList } from '@boguan/contracts/open-api.api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../stores/ui-store';
import { fakeApi, renderWithApp } from '../../../test/render';
import { OpenApiCard } from './open-api-card';

/** A card renders antd in jsdom: give its first answer time on a busy machine. */
const LOADED = { timeout: 10_000 };

const NEW_KEY = 'bg_0123456789abcdef0123456789abcdef01234567';

const key = (id: number, name: string, revoked: string | null, lastUsed: string | null = null): ApiKeyItem => ({
  id,
  name,
  prefix: `bg_${String(id).padStart(7, '0')}…`,
  create_time: `2026-03-0${id} 10:00:00`,
  last_used_time: lastUsed,
  revoke_time: revoked,
});

function list(data: ApiKeyItem[], limit: number) {
  return { code: 1, data: { data, limit, rate_per_minute: API_KEY_RATE_PER_MINUTE } satisfies ApiKeyList };
}

/** The row of the card's table that shows `text`. */
async function rowOf(text: string): Promise<HTMLElement> {
  const card = screen.getByTestId('open-api-keys');
  const row = (await within(card).findByText(text, {}, LOADED)).closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useUiStore.getState().closeUpgrade());
});

describe('OpenApiCard (开放接口 on /user)', () => {
  it('lists the keys with prefix, times and state, the limit and the rate, and links to the help', async () => {
    const api = fakeApi({
      '/api/user/apiKeys': list(
        [key(2, '数据同步脚本', null, '2026-03-04 08:30:00'), key(1, '旧报表', '2026-03-03 12:00:00')],
        2,
      ),
    });
    renderWithApp(<OpenApiCard />, { route: '/user' });
    const card = screen.getByTestId('open-api-keys');

    const live = await rowOf('数据同步脚本');
    expect(within(live).getByText('bg_0000002…')).toBeTruthy();
    expect(within(live).getByText('2026-03-02 10:00:00')).toBeTruthy();
    expect(within(live).getByText('2026-03-04 08:30:00')).toBeTruthy();
    expect(within(live).getByText('使用中')).toBeTruthy();
    expect(within(live).getByRole('button', { name: '撤销 数据同步脚本' })).toBeTruthy();

    const revoked = await rowOf('旧报表');
    expect(within(revoked).getByText('从未使用')).toBeTruthy();
    expect(within(revoked).getByText('已撤销')).toBeTruthy();
    expect(within(revoked).getByText('2026-03-03 12:00:00')).toBeTruthy();
    expect(within(revoked).queryByRole('button')).toBeNull();

    for (const title of ['名称', 'Key 前缀', '创建时间', '最近使用', '状态']) {
      expect(within(card).getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(within(card).getByText('可同时持有 2 个')).toBeTruthy();
    expect(within(card).getByText('使用中 1 个')).toBeTruthy();
    expect(within(card).getByText(`每个 Key 每分钟最多 ${API_KEY_RATE_PER_MINUTE} 次调用`)).toBeTruthy();
    expect((screen.getByRole('button', { name: /创建 API Key/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('link', { name: '使用说明' }).getAttribute('href')).toBe('/useHelp#open-api');
    expect(api.calls.map((c) => c.path)).toEqual(['/api/user/apiKeys']);
  });

  it('makes a key: the name is required, then the whole key is shown once with copy and a curl call', async () => {
    let keys: ApiKeyItem[] = [];
    const api = fakeApi({
      '/api/user/apiKeys': () => list(keys, 2),
      '/api/user/createApiKey': (form) => {
        const made = key(3, form.get('name') ?? '', null);
        keys = [made];
        return { code: 1, msg: OpenApiMessage.created, data: { ...made, key: NEW_KEY } };
      },
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApp(<OpenApiCard />, { route: '/user' });
    expect(await screen.findByText('暂无 API Key', {}, LOADED)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /创建 API Key/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /创\s?建/ }));
    expect(await within(dialog).findByText(OpenApiMessage.name)).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/user/createApiKey')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: ' 数据同步脚本 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /创\s?建/ }));

    const secret = await screen.findByTestId('api-key-secret', {}, LOADED);
    expect(secret.textContent).toBe(NEW_KEY);
    expect(screen.getByText(OpenApiMessage.created)).toBeTruthy();
    const sent = api.calls.filter((c) => c.path === '/api/user/createApiKey');
    expect(sent.map((c) => c.form.get('name'))).toEqual(['数据同步脚本']);

    const example = screen.getByTestId('api-key-example').textContent ?? '';
    expect(example).toContain(`curl -s -X POST "${window.location.origin}/api/hot_search/realtime"`);
    expect(example).toContain(`-H "X-API-Key: ${NEW_KEY}"`);
    expect(example).toContain('-H "Content-Type: application/json"');

    fireEvent.click(screen.getByRole('button', { name: /^复制$|^copy 复\s?制$/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(NEW_KEY));
    expect(await screen.findByText('已复制 API Key')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /复制示例/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(example));

    // The list was read again and holds the new key, by its prefix only.
    const row = await rowOf('数据同步脚本');
    expect(within(row).getByText('bg_0000003…')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /我已保存/ }));
    await waitFor(() => expect(screen.queryByTestId('api-key-secret')).toBeNull());
    expect(document.body.textContent).not.toContain(NEW_KEY);
  }, 60_000);

  it('selects the key for a manual copy when the clipboard is unavailable', async () => {
    fakeApi({
      '/api/user/apiKeys': list([], 2),
      '/api/user/createApiKey': {
        code: 1,
        msg: OpenApiMessage.created,
        data: { ...key(4, '脚本', null), key: NEW_KEY },
      },
    });
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderWithApp(<OpenApiCard />, { route: '/user' });
    fireEvent.click(await screen.findByRole('button', { name: /创建 API Key/ }, LOADED));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '脚本' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /创\s?建/ }));
    await screen.findByTestId('api-key-secret', {}, LOADED);

    fireEvent.click(screen.getByRole('button', { name: /^复制$|^copy 复\s?制$/ }));
    expect(await screen.findByText('复制失败，请手动选中后复制')).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe(NEW_KEY);
  }, 60_000);

  it('revokes a live key after the confirmation and shows the server message', async () => {
    let keys = [key(2, '数据同步脚本', null)];
    const api = fakeApi({
      '/api/user/apiKeys': () => list(keys, 2),
      '/api/user/revokeApiKey': (form) => {
        keys = keys.map((k) => (k.id === Number(form.get('id')) ? { ...k, revoke_time: '2026-03-05 09:00:00' } : k));
        return { code: 1, msg: OpenApiMessage.revoked, data: null };
      },
    });
    renderWithApp(<OpenApiCard />, { route: '/user' });
    const row = await rowOf('数据同步脚本');

    // Cancelling sends nothing.
    fireEvent.click(within(row).getByRole('button', { name: '撤销 数据同步脚本' }));
    expect(await screen.findByText('你确定要撤销该 API Key 吗？撤销后使用它的调用会立即失败。')).toBeTruthy();
    let confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    expect(confirm.querySelector('.ant-modal-confirm-title')?.textContent).toBe('撤销');
    fireEvent.click(within(confirm).getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(api.calls.some((c) => c.path === '/api/user/revokeApiKey')).toBe(false);

    fireEvent.click(within(row).getByRole('button', { name: '撤销 数据同步脚本' }));
    await screen.findByText('你确定要撤销该 API Key 吗？撤销后使用它的调用会立即失败。');
    confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: /撤\s?销/ }));

    expect(await screen.findByText(OpenApiMessage.revoked)).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/user/revokeApiKey').map((c) => c.form.get('id'))).toEqual(['2']);
    const after = await rowOf('数据同步脚本');
    expect(await within(after).findByText('已撤销', {}, LOADED)).toBeTruthy();
    expect(within(after).getByText('2026-03-05 09:00:00')).toBeTruthy();
    expect(within(after).queryByRole('button')).toBeNull();
  }, 60_000);

  it('says the limit is reached and offers no create then', async () => {
    fakeApi({ '/api/user/apiKeys': list([key(2, '甲', null), key(1, '乙', null)], 2) });
    renderWithApp(<OpenApiCard />, { route: '/user' });
    expect(await screen.findByText(OpenApiMessage.tooMany(2), {}, LOADED)).toBeTruthy();
    expect((screen.getByRole('button', { name: /创建 API Key/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a free member the upgrade hint instead of the create button', async () => {
    fakeApi({ '/api/user/apiKeys': list([], 0) });
    renderWithApp(<OpenApiCard />, { route: '/user' });
    expect(await screen.findByText('当前会员等级暂不支持开放接口', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('升级为高级版可同时持有 2 个 API Key，专业版可持有 10 个。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /创建 API Key/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: '使用说明' }).getAttribute('href')).toBe('/useHelp#open-api');

    fireEvent.click(screen.getByRole('button', { name: /升级会员/ }));
    expect(useUiStore.getState().upgrade.open).toBe(true);
  });
});
