import { BellOutlined, MenuFoldOutlined, MenuUnfoldOutlined, MessageOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Layout } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QuickEntryPopover } from '../../features/header/components/quick-entry-popover';
import { SearchDialog } from '../../features/header/components/search-dialog';
import { ServiceQr } from '../../features/header/components/service-qr';
import { UserMenu } from '../../features/header/components/user-menu';
import { runLoggedIn } from '../../features/header/lib/require-login';
import { useUnreadCount } from '../../lib/messages';
import { useUiStore } from '../../stores/ui-store';
import { isLoggedIn } from '../../stores/user-store';
import styles from './desktop-layout.module.css';

const BELL_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 32,
  padding: '0 10px',
  color: 'inherit',
  fontSize: 18,
  lineHeight: 1,
} as const;

/** 消息通知: the bell with the unread count (99+), asked every 60 s while the tab is visible. */
function InformBell() {
  const unread = useUnreadCount(true).data?.unread ?? 0;
  return (
    <Link to="/inform" style={BELL_STYLE} aria-label={unread > 0 ? `消息通知，${unread} 条未读` : '消息通知'}>
      <Badge count={unread} overflowCount={99} size="small">
        <BellOutlined style={{ fontSize: 18 }} />
      </Badge>
    </Link>
  );
}

/** The shell header: logo, collapse toggle, quick entry, search, customer service, feedback, messages, user. */
export function DesktopHeader() {
  const collapsed = useUiStore((s) => s.collapse);
  const setCollapse = useUiStore((s) => s.setCollapse);
  const openLogin = useUiStore((s) => s.openLogin);
  const openFeedback = useUiStore((s) => s.openFeedback);
  const [searchOpen, setSearchOpen] = useState(false);

  return (
    <Layout.Header className={styles.header}>
      <div className={styles.headerLeft}>
        <Link to="/home" className={styles.logo} aria-label="博观首页">
          <img src="/logo.svg" alt="" width={30} height={30} />
          <span>博观</span>
        </Link>
        <Button
          type="text"
          aria-label={collapsed ? '展开菜单' : '收起菜单'}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={() => setCollapse(!collapsed)}
        />
        <QuickEntryPopover />
      </div>
      <div className={styles.headerRight}>
        <Button type="text" icon={<SearchOutlined />} onClick={() => runLoggedIn(() => setSearchOpen(true))}>
          搜索
        </Button>
        <ServiceQr />
        <Button type="text" icon={<MessageOutlined />} onClick={() => runLoggedIn(openFeedback)}>
          意见反馈
        </Button>
        {isLoggedIn() && <InformBell />}
        {isLoggedIn() ? (
          <UserMenu />
        ) : (
          <Button type="primary" onClick={() => openLogin()}>
            登录/注册
          </Button>
        )}
      </div>
      <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
    </Layout.Header>
  );
}
