import { Layout, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { findRoute, MENU_GROUPS } from '../../config/menu';
import { useUiStore } from '../../stores/ui-store';
import { useUserStore } from '../../stores/user-store';
import styles from './desktop-layout.module.css';
import { GROUP_ICONS } from './menu-icons';

export const SIDEBAR_WIDTH = 208;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

type MenuItem = Required<MenuProps>['items'][number];

const MENU_ITEMS: MenuItem[] = MENU_GROUPS.map((group) => {
  const [only] = group.tools;
  if (group.tools.length === 1 && only) {
    return { key: only.path, icon: GROUP_ICONS[group.key], label: group.name };
  }
  return {
    key: `group:${group.key}`,
    icon: GROUP_ICONS[group.key],
    label: group.name,
    children: group.tools.map((tool) => ({ key: tool.path, label: tool.name })),
  };
});

/** An app-internal link opens in the router; anything else in a new tab. */
export function openLink(url: string, navigate: (to: string) => void): void {
  if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
  else if (/^https?:\/\//.test(url)) window.open(url, '_blank', 'noopener');
}

/**
 * The shell's left menu. Clicks just navigate: the visitor guard (app/desktop-root.tsx) stops a
 * visitor at spec 6's protected paths and opens the login dialog, wherever the link was.
 */
export function Sidebar() {
  const collapsed = useUiStore((s) => s.collapse);
  const material = useUserStore((s) => s.material);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const route = findRoute(pathname);
  const groupKey = route && route.group.tools.length > 1 ? `group:${route.group.key}` : null;
  const [openKeys, setOpenKeys] = useState<string[]>(groupKey ? [groupKey] : []);

  useEffect(() => {
    if (groupKey) setOpenKeys((keys) => (keys.includes(groupKey) ? keys : [...keys, groupKey]));
  }, [groupKey]);

  const selectedKeys = useMemo(() => (route ? [route.menuPath] : []), [route]);

  return (
    <Layout.Sider
      className={styles.sider}
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      theme="light"
    >
      <nav aria-label="功能菜单" className={styles.menuScroll}>
        <Menu
          mode="inline"
          items={MENU_ITEMS}
          selectedKeys={selectedKeys}
          // antd manages submenu popups itself while collapsed.
          {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
          onClick={({ key }) => navigate(key)}
        />
        {material?.navigation_pic && !collapsed && (
          <button
            type="button"
            className={styles.navigationPic}
            onClick={() => openLink(material.pop_url || '/member', navigate)}
          >
            <img src={material.navigation_pic} alt="会员活动" />
          </button>
        )}
      </nav>
    </Layout.Sider>
  );
}
