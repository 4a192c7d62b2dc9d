import { Card } from 'antd';
import { AccountCard } from '../components/account-card';
import { LoginHistoryTable } from '../components/login-history-table';
import styles from '../personal-centre.module.css';

/** /user, the personal centre: account info and the login history (what exists today). */
export function UserPage() {
  return (
    <div className={styles.layout}>
      <AccountCard />
      <Card title="登录记录">
        <LoginHistoryTable />
      </Card>
    </div>
  );
}
