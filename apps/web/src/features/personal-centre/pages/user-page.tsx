import { Card } from 'antd';
import { AccountCard } from '../components/account-card';
import { CouponsCard } from '../components/coupons-card';
import { LoginHistoryTable } from '../components/login-history-table';
import { OpenApiCard } from '../components/open-api-card';
import { SentimentCorrectionsCard } from '../components/sentiment-corrections-card';
import { UsageCard } from '../components/usage-card';
import styles from '../personal-centre.module.css';

/**
 * /user, the personal centre: account info and its edits, usage, the login history, the sentiment
 * corrections and the open API keys.
 */
export function UserPage() {
  return (
    <div className={styles.layout}>
      <AccountCard />
      <CouponsCard />
      <UsageCard />
      <Card title="登录记录">
        <LoginHistoryTable />
      </Card>
      <SentimentCorrectionsCard />
      <OpenApiCard />
    </div>
  );
}
