import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { SITE } from '../../../config/site';
import { useUiStore } from '../../../stores/ui-store';
import { isLoggedIn } from '../../../stores/user-store';
import styles from './static-frame.module.css';

const LINKS = [
  { to: '/home', label: '进入平台' },
  { to: '/useHelp', label: '使用帮助' },
  { to: '/about', label: '关于我们' },
  { to: '/contact', label: '联系我们' },
];

/** Standalone pages (no shell): a light top bar, the page, and a footer. */
export function StaticFrame({ children, afterLogin = null }: { children: ReactNode; afterLogin?: string | null }) {
  const openLogin = useUiStore((s) => s.openLogin);
  return (
    <div className={styles.frame}>
      <header className={styles.top}>
        <Link to="/marketing" className={styles.brand}>
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span>{SITE.name}</span>
          <small>{SITE.slogan}</small>
        </Link>
        <nav className={styles.nav} aria-label="站点导航">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={({ isActive }) => (isActive ? styles.active : undefined)}>
              {link.label}
            </NavLink>
          ))}
          {!isLoggedIn() && (
            <Button type="primary" size="small" onClick={() => openLogin('wechat', afterLogin)}>
              登录/注册
            </Button>
          )}
        </nav>
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <span>
          © {new Date().getFullYear()} {SITE.name} · {SITE.slogan}
        </span>
        <Link to="/agreement">用户服务协议</Link>
        <Link to="/contact">联系我们</Link>
      </footer>
    </div>
  );
}
