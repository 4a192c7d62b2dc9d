import { CaretDownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../../lib/logout';
import { useUserStore } from '../../../stores/user-store';
import { levelAction, membershipExpiry } from '../lib/membership-text';
import { GiftDialog } from './gift-dialog';
import styles from './header.module.css';

/** The logged-in user's menu: account info, 会员购买, 付费推广, 礼品兑换, 使用帮助, 运营后台 (staff), 退出登录. */
export function UserMenu() {
  const info = useUserStore((s) => s.userinfo);
  const navigate = useNavigate();
  const [giftOpen, setGiftOpen] = useState(false);

  const items: MenuProps['items'] = [
    { key: '/member', label: '会员购买' },
    { key: '/shares', label: '付费推广' },
    { key: 'gift', label: '礼品兑换' },
    { key: '/useHelp', label: '使用帮助' },
    // Staff only; the server refuses the area to anyone else whatever this menu shows.
    ...(info?.is_operator === 1 ? [{ key: '/operator', label: '运营后台' }] : []),
    { type: 'divider' },
    { key: 'logout', label: '退出登录' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'gift') setGiftOpen(true);
    else if (key === 'logout') void logout();
    else navigate(key);
  };

  const level = info?.package.level ?? 20;
  const account = (
    <div className={styles.account}>
      <div className={styles.accountName}>{info?.nick_name ?? '加载中…'}</div>
      {info && (
        <>
          <div>
            <span className={styles.levelTag} data-level={level}>
              {info.package.name}
            </span>
            <span className={styles.muted}>{membershipExpiry(info.package.expires_at)}</span>
          </div>
          <Button type="primary" size="small" block onClick={() => navigate('/member')}>
            {levelAction(level)}
          </Button>
        </>
      )}
    </div>
  );

  return (
    <>
      <Dropdown
        menu={{ items, onClick }}
        placement="bottomRight"
        popupRender={(menu) => (
          <div className={styles.userDropdown}>
            {account}
            {menu}
          </div>
        )}
      >
        <button type="button" className={styles.userTrigger} aria-label="用户菜单">
          <Badge dot={info?.new_coupon_icon === 1} title="您有新的优惠券">
            <Avatar size="small" icon={<UserOutlined />} />
          </Badge>
          <span className={styles.userName}>{info?.nick_name ?? ''}</span>
          <CaretDownOutlined />
        </button>
      </Dropdown>
      <GiftDialog open={giftOpen} onClose={() => setGiftOpen(false)} />
    </>
  );
}
