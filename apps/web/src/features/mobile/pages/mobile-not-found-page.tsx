import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../components/mobile.module.css';

/** The catch-all under /m/. */
export function MobileNotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className={styles.centerPage}>
      <ErrorBlock status="empty" title="页面不存在" description="您访问的页面不存在或已被移除" />
      <Button color="primary" block onClick={() => navigate('/m/index')}>
        返回首页
      </Button>
    </div>
  );
}
