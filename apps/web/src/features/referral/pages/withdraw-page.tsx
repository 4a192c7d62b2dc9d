import { Button, Card, Statistic, Tabs } from 'antd';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useWithdrawInfo } from '../api/referral-api';
import { WithdrawForm } from '../components/withdraw-form';
import { BalanceLogTable, WithdrawRecords } from '../components/withdraw-records';
import { money } from '../lib/money';
import styles from '../referral.module.css';

/** /withdraw (提现): the balance, the request form, the requests with their states, the ledger. */
export function WithdrawPage() {
  const info = useWithdrawInfo();
  return (
    <div className={styles.page}>
      <QueryState query={info} title="余额加载失败">
        {(data) => (
          <>
            <div className={styles.figures} data-testid="balance-figures">
              <Card size="small">
                <Statistic title="可提现余额" value={money(data.available_fen)} />
              </Card>
              <Card size="small">
                <Statistic title="待结算佣金" value={money(data.pending_fen)} />
              </Card>
              <Card size="small">
                <Statistic title="最低提现金额" value={money(data.min_fen)} />
              </Card>
            </div>
            <Card
              title="申请提现"
              extra={
                <Link to="/shares">
                  <Button>返回付费推广</Button>
                </Link>
              }
            >
              <WithdrawForm info={data} />
            </Card>
          </>
        )}
      </QueryState>
      <Card>
        <Tabs
          items={[
            { key: 'records', label: '提现记录', children: <WithdrawRecords /> },
            { key: 'ledger', label: '资金明细', children: <BalanceLogTable /> },
          ]}
        />
      </Card>
    </div>
  );
}
