import { LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { findRoute } from '../config/menu';
import { useUiStore } from '../stores/ui-store';
import { isLoggedIn } from '../stores/user-store';

/**
 * Wraps spec 6's visitor-protected routes. A visitor who lands on one directly keeps the page
 * frame (shell and this notice) and gets the login dialog, instead of being sent elsewhere.
 */
export function RequireLogin() {
  const { pathname } = useLocation();
  const openLogin = useUiStore((s) => s.openLogin);
  const loggedIn = isLoggedIn();

  useEffect(() => {
    if (!loggedIn) openLogin();
  }, [loggedIn, openLogin]);

  if (loggedIn) return <Outlet />;
  const route = findRoute(pathname);
  return (
    <Result
      icon={<LockOutlined style={{ color: '#ff8200' }} />}
      title={route ? `登录后即可使用「${route.name}」` : '请先登录'}
      subTitle={route?.desc}
      extra={
        <Button type="primary" onClick={() => openLogin()}>
          登录 / 注册
        </Button>
      }
    />
  );
}
