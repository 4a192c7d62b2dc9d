import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { OperatorPage } from './operator-page';

afterEach(() => vi.unstubAllGlobals());

const info = (isOperator: 0 | 1, httpsRequired = false) => ({
  code: 1,
  data: { is_operator: isOperator, demo_mode: !httpsRequired, https_required: httpsRequired },
});
const emptyPage = { code: 1, data: { data: [], page: 1, per_page: 20, total: 0 } };

describe('OperatorPage', () => {
  it('refuses a member who is not an operator, and asks for nothing else', async () => {
    const api = fakeApi({ '/api/admin/info': info(0) });
    renderWithApp(<OperatorPage />, { route: '/operator' });
    expect(await screen.findByText('该功能仅限运营人员使用')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(api.calls.map((c) => c.path)).toEqual(['/api/admin/info']);
  });

  it('says an operator must come over HTTPS outside demo mode', async () => {
    fakeApi({ '/api/admin/info': info(1, true) });
    renderWithApp(<OperatorPage />, { route: '/operator' });
    expect(await screen.findByText('运营操作须通过 HTTPS 访问')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows an operator the seven tabs; only the open tab asks the server', async () => {
    const api = fakeApi({
      '/api/admin/info': info(1),
      '/api/admin/operator_logs': {
        code: 1,
        data: {
          data: [
            {
              id: 1,
              mobile: '13900009999',
              action: 'gift_codes',
              action_name: '生成兑换码',
              target: '渠道A',
              detail: '专业版30天 × 3',
              ip: '127.0.0.1',
              time: '2026-01-05 10:00:00',
            },
          ],
          page: 1,
          per_page: 20,
          total: 1,
        },
      },
      '/api/admin/coupon_batch_list': emptyPage,
    });
    renderWithApp(<OperatorPage />, { route: '/operator?tab=logs' });
    expect(await screen.findByText('渠道A')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '提现审核',
      '发票开具',
      '优惠券',
      '兑换码',
      '订单',
      '数据定制',
      '操作日志',
    ]);
    expect(screen.getByText('生成兑换码')).toBeTruthy();
    const asked = () => api.calls.map((c) => c.path);
    expect(asked()).toEqual(['/api/admin/info', '/api/admin/operator_logs']);

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: '优惠券' }));
    await waitFor(() => expect(asked()).toContain('/api/admin/coupon_batch_list'));
    expect(await screen.findByRole('button', { name: '新建优惠券批次' })).toBeTruthy();
    expect(asked().filter((path) => path.startsWith('/api/admin/'))).toEqual([
      '/api/admin/info',
      '/api/admin/operator_logs',
      '/api/admin/coupon_batch_list',
    ]);
  });
});
