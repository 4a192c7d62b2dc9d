import { OperatorMessage } from '@boguan/contracts/operator';
import { Card, Result, Tabs } from 'antd';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useAdminInfo } from '../api/operator-api';
import { CouponsTab } from '../components/coupons-tab';
import { CustomOrdersTab } from '../components/custom-orders-tab';
import { GiftCodesTab } from '../components/gift-codes-tab';
import { InvoicesTab } from '../components/invoices-tab';
import { OperatorLogsTab } from '../components/operator-logs-tab';
import { OrdersTab } from '../components/orders-tab';
import { WithdrawalsTab } from '../components/withdrawals-tab';

const TABS: Array<{ key: string; label: string; Tab: ComponentType }> = [
  { key: 'withdrawals', label: '提现审核', Tab: WithdrawalsTab },
  { key: 'invoices', label: '发票开具', Tab: InvoicesTab },
  { key: 'coupons', label: '优惠券', Tab: CouponsTab },
  { key: 'gifts', label: '兑换码', Tab: GiftCodesTab },
  { key: 'orders', label: '订单', Tab: OrdersTab },
  { key: 'custom', label: '数据定制', Tab: CustomOrdersTab },
  { key: 'logs', label: '操作日志', Tab: OperatorLogsTab },
];

/**
 * /operator (运营后台), for the accounts in OPERATOR_MOBILES. The server refuses every operator
 * call to anyone else (and plain HTTP outside demo mode); this page asks first and says so instead
 * of showing tabs that cannot load. Only the open tab is mounted, so only it queries. The tab is
 * kept in the address (?tab=) so a reload stays on it.
 */
export function OperatorPage() {
  const info = useAdminInfo();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = TABS.some((tab) => tab.key === requested) ? (requested as string) : 'withdrawals';

  return (
    <QueryState query={info} title="运营后台加载失败">
      {(data) => {
        if (data.is_operator !== 1) {
          return <Result status="403" title="无权访问" subTitle={OperatorMessage.notOperator} />;
        }
        if (data.https_required) {
          return <Result status="403" title="无法使用运营后台" subTitle={OperatorMessage.httpsRequired} />;
        }
        return (
          <Card title="运营后台" extra={data.demo_mode ? '演示模式：运营操作允许通过 HTTP 访问' : undefined}>
            <Tabs
              activeKey={active}
              onChange={(key) => setParams({ tab: key }, { replace: true })}
              destroyOnHidden
              items={TABS.map(({ key, label, Tab }) => ({
                key,
                label,
                children: key === active ? <Tab /> : null,
              }))}
            />
          </Card>
        );
      }}
    </QueryState>
  );
}
