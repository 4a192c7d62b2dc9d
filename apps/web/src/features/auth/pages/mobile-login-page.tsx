import '../../../lib/antd-mobile-render';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MobileTopBar } from '../../../components/mobile-top-bar';
import styles from '../components/mobile-login.module.css';
import { MobilePasswordForm } from '../components/mobile-password-form';
import { MobileSmsForm } from '../components/mobile-sms-form';
import { AGREEMENT_PATH } from '../lib/auth-messages';
import { MOBILE_HOME_PATH } from '../lib/finish-mobile-login';

/** /m/login: password and SMS tabs (spec 2); success goes to /m/index. */
export function MobileLoginPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState('accountPassword');
  return (
    <div className={styles.page}>
      <MobileTopBar title="登录" onBack={() => navigate(MOBILE_HOME_PATH)} />
      <div className={styles.hero}>
        <div className={styles.logo}>博观</div>
        <div className={styles.slogan}>微博数据与营销分析平台</div>
      </div>
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab title="密码登录" key="accountPassword">
          <MobilePasswordForm onUseSms={() => setTab('note')} />
        </Tabs.Tab>
        <Tabs.Tab title="验证码登录" key="note">
          <MobileSmsForm />
        </Tabs.Tab>
      </Tabs>
      <div className={styles.agreement}>
        登录即表示您已阅读并同意
        <a href={AGREEMENT_PATH}>《博观用户服务协议》</a>
      </div>
    </div>
  );
}
