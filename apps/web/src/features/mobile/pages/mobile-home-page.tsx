import { Button, Grid } from 'antd-mobile';
import { TeamOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isLoggedIn, useUserStore } from '../../../stores/user-store';
import styles from '../components/mobile.module.css';
import { MobileBanners } from '../components/mobile-banners';
import { MobileNotices } from '../components/mobile-notices';

interface Entry {
  path: string;
  name: string;
  icon: ReactNode;
}

/** Entries to pages that are built; 会员中心 and 优惠券 join them when they land. */
const ENTRIES: Entry[] = [
  { path: '/m/blogger', name: '找博主', icon: <TeamOutline /> },
  { path: '/m/ranking/list', name: '博主榜单', icon: <UnorderedListOutline /> },
  { path: '/m/user', name: '我的', icon: <UserOutline /> },
];

/** /m/index: banners, notices, the entry grid and the user entry. */
export function MobileHomePage() {
  const navigate = useNavigate();
  const info = useUserStore((s) => s.userinfo);
  const loggedIn = isLoggedIn();

  return (
    <div>
      <header className={styles.top}>
        <div className={styles.brand}>
          <img src="/logo.svg" alt="" width={26} height={26} />
          <span>博观</span>
        </div>
        {loggedIn ? (
          <button type="button" className={styles.userEntry} onClick={() => navigate('/m/user')}>
            {info?.nick_name ?? '我的'}
            {info && <span className={styles.levelBadge}>{info.package.name}</span>}
          </button>
        ) : (
          <Button size="small" color="primary" onClick={() => navigate('/m/login')}>
            登录/注册
          </Button>
        )}
      </header>
      <MobileBanners />
      <Grid columns={ENTRIES.length} gap={4} className={styles.entries}>
        {ENTRIES.map((entry) => (
          <Grid.Item key={entry.path}>
            <button type="button" className={styles.entry} onClick={() => navigate(entry.path)}>
              <span className={styles.entryIcon}>{entry.icon}</span>
              <span>{entry.name}</span>
            </button>
          </Grid.Item>
        ))}
      </Grid>
      <MobileNotices />
      <p className={styles.desktopHint}>更多工具（博文监测、热搜、品牌分析、数据导出）请在电脑浏览器中打开博观使用。</p>
    </div>
  );
}
