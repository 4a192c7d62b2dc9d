import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { GiftCodesTab } from './gift-codes-tab';

afterEach(() => vi.unstubAllGlobals());

const CODES = ['ABCDEFGHJKMNPQRS', 'TUVWXYZ234567892', 'HJKMNPQRSTUVWXYZ'];

describe('GiftCodesTab', () => {
  it('mints a batch, shows its codes once with 复制全部, and lists the batches', async () => {
    let batches = 0;
    const api = fakeApi({
      '/api/admin/gift_batch_list': () => ({
        code: 1,
        data: {
          data:
            batches === 0
              ? []
              : [
                  {
                    batch: '渠道A',
                    level: 40,
                    level_name: '专业版',
                    days: 30,
                    count: 3,
                    used: 0,
                    redeem_before: '',
                    create_time: '2026-01-05 10:00:00',
                  },
                ],
          page: 1,
          per_page: 20,
          total: batches,
        },
      }),
      '/api/admin/gift_codes_create': () => {
        batches = 1;
        return {
          code: 1,
          msg: '已生成3个兑换码，请立即复制保存',
          data: { batch: '渠道A', level: 40, level_name: '专业版', days: 30, redeem_before: '', codes: CODES },
        };
      },
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApp(<GiftCodesTab />);
    const form = (await screen.findByLabelText('批次名称')).closest('form') as HTMLElement;
    fireEvent.click(within(form).getByText('专业版'));
    fireEvent.change(within(form).getByLabelText('数量'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('批次名称'), { target: { value: '渠道A' } });
    fireEvent.submit(form);

    const shown = (await screen.findByTestId('gift-codes')) as HTMLTextAreaElement;
    expect(shown.value).toBe(CODES.join('\n'));
    expect(screen.getByText('兑换码仅显示这一次，关闭后无法再查看，请立即复制保存。')).toBeTruthy();
    expect(screen.getByText('渠道A：专业版30天 × 3')).toBeTruthy();
    const sent = api.calls.find((c) => c.path === '/api/admin/gift_codes_create')?.form;
    expect(Object.fromEntries(sent ?? [])).toEqual({ level: '40', days: '30', count: '3', batch: '渠道A' });

    fireEvent.click(screen.getByText('复制全部'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(CODES.join('\n')));
    // The list was read again and shows the new batch.
    expect(await screen.findByText('不限')).toBeTruthy();
    fireEvent.click(screen.getByText('我已保存'));
    expect(screen.queryByTestId('gift-codes')).toBeNull();
  });
});
