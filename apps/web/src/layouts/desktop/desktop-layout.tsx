import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { CouponPopup } from '../../features/coupon/components/coupon-popup';
import { WelcomeQuestionnaire } from '../../features/welcome/components/welcome-questionnaire';
import { useUiStore } from '../../stores/ui-store';
import { DesktopHeader } from './desktop-header';
import styles from './desktop-layout.module.css';
import { MaterialPopup } from './material-popup';
import { Sidebar } from './sidebar';
import { useAutoCollapse } from './use-auto-collapse';
import { useSessionBootstrap } from './use-session-bootstrap';

/** The desktop shell (spec 2): header on top, the sidebar menu, the page, and the shell's popups. */
export function DesktopLayout() {
  useAutoCollapse();
  useSessionBootstrap();
  const sideShow = useUiStore((s) => s.sideShow);
  const collapsed = useUiStore((s) => s.collapse);

  return (
    <Layout className={styles.shell} data-collapsed={collapsed}>
      <DesktopHeader />
      <Layout className={styles.body}>
        {sideShow && <Sidebar />}
        <Layout.Content className={styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
      <WelcomeQuestionnaire />
      <CouponPopup />
      <MaterialPopup />
      {/* The one feedback dialog: the header's 意见反馈 opens it through the UI store. */}
    </Layout>
  );
}
