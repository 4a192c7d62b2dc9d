import '../../lib/antd-mobile-render';
import { SafeArea, TabBar } from 'antd-mobile';
import { AppOutline, TeamOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { MobileTopBar } from '../../components/mobile-top-bar';
import { findMobilePage } from '../../config/standalone-pages';
import { useUiStore } from '../../stores/ui-store';
import { isLoggedIn, useUserStore } from '../../stores/user-store';
import styles from './mobile-layout.module.css';

const TABS = [
  { key: '/m/index', title: '首页', icon: <AppOutline /> },
  { key: '/m/blogger', title: '找博主', icon: <TeamOutline /> },
  { key: '/m/ranking/list', title: '榜单', icon: <UnorderedListOutline /> },
  { key: '/m/user', title: '我的', icon: <UserOutline /> },
];

/** These pages draw their own top bar (the home its brand row, the login page its NavBar). */
const PAGES_WITH_OWN_HEADER = new Set(['/m/index', '/m/login']);

/**
 * The mobile layout under /m/ (antd-mobile): a title bar, the page and a tab bar. There is no
 * login dialog on mobile: whatever asks for login (a -1 answer, a failed personal info) opens
 * the /m/login page instead.
 */
export function MobileLayout() {
  const { pathname, key: locationKey } = useLocation();
  const navigate = useNavigate();
  const loginOpen = useUiStore((s) => s.loginOpen);
  const closeLogin = useUiStore((s) => s.closeLogin);
  const current = pathname.replace(/\/+$/, '').toLowerCase();
  const tab = TABS.find((item) => item.key.toLowerCase() === current);
  const page = findMobilePage(current);

  useEffect(() => {
    if (isLoggedIn()) void useUserStore.getState().loadPersonalInfo();
  }, []);

  useEffect(() => {
    if (!loginOpen) return;
    closeLogin();
    if (current !== '/m/login') navigate('/m/login');
  }, [loginOpen, closeLogin, current, navigate]);

  return (
    <div className={styles.app}>
      {!PAGES_WITH_OWN_HEADER.has(current) && (
        <MobileTopBar
          title={page?.name ?? '页面不存在'}
          onBack={tab ? undefined : () => (locationKey === 'default' ? navigate('/m/index') : navigate(-1))}
        />
      )}
      <main className={styles.body}>
        <Outlet />
      </main>
      {tab && (
        <div className={styles.tabBar}>
          <TabBar activeKey={tab.key} onChange={(key) => navigate(key)}>
            {TABS.map((item) => (
              <TabBar.Item key={item.key} icon={item.icon} title={item.title} />
            ))}
          </TabBar>
          <SafeArea position="bottom" />
        </div>
      )}
    </div>
  );
}
