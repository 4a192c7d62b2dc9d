import { AGREEMENT_PATH } from '../lib/auth-messages';
import styles from './login-dialog.module.css';

/** The consent line under every login form; the agreement opens in a new tab so the form keeps its input. */
export function AgreementNote() {
  return (
    <div className={styles.agreement}>
      登录即表示您已阅读并同意
      <a href={AGREEMENT_PATH} target="_blank" rel="noreferrer">
        《博观用户服务协议》
      </a>
    </div>
  );
}
