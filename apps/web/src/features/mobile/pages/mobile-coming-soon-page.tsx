import { Button, Result } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useLocation, useNavigate } from 'react-router';
import { findMobilePage } from '../../../config/standalone-pages';
import styles from '../components/mobile.module.css';

/** A mobile page whose feature is not built yet: its name and what it will do, no data. */
export function MobileComingSoonPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const page = findMobilePage(pathname);
  return (
    <div className={styles.centerPage}>
      <Result
        icon={<ClockCircleOutline />}
        status="waiting"
        title={`「${page?.name ?? '该功能'}」即将上线`}
        description={page?.desc}
      />
      <Button color="primary" fill="outline" block onClick={() => navigate('/m/index')}>
        返回首页
      </Button>
    </div>
  );
}
