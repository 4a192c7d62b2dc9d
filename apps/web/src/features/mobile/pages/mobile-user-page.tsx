import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Badge, Button, Dialog, List, Tag } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accountSettingsKeys, fetchAccountSettings, refreshAccount } from '../../../lib/account-settings';
import { logout } from '../../../lib/logout';
import { useUnreadCount } from '../../../lib/messages';
import { isLoggedIn, useUserStore } from '../../../stores/user-store';
import { type AccountEdit, AccountEditPopup } from '../components/account-edit-popup';
import { LoginHistoryPopup } from '../components/login-history-popup';
import { MessagesPopup } from '../components/messages-popup';
import styles from '../components/mobile.module.css';

const LEVEL_COLORS: Record<number, string> = { 20: 'default', 30: 'primary', 40: 'warning' };

/** /m/user: account info and its edits, membership level, expiry and usage, messages and login history (sheets), logout. */
export function MobileUserPage() {
  const navigate = useNavigate();
  const info = useUserStore((s) => s.userinfo);
  const reload = useUserStore((s) => s.loadPersonalInfo);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [messagesOpen, setMessagesOpen] = useState(false);
  const unread = useUnreadCount(isLoggedIn()).data?.unread ?? 0;
  const [editing, setEditing] = useState<AccountEdit | null>(null);
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: accountSettingsKeys.all,
    queryFn: fetchAccountSettings,
    enabled: isLoggedIn(),
  });

  if (!isLoggedIn()) {
    return (
      <div className={styles.guest}>
        <Avatar src="/logo.svg" alt="" style={{ '--size': '64px' }} />
        <p>登录后查看会员等级与账户信息</p>
        <Button color="primary" block onClick={() => navigate('/m/login')}>
          登录/注册
        </Button>
      </div>
    );
  }

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({ content: '确定要退出登录吗？', confirmText: '退出登录', cancelText: '取消' });
    if (ok) await logout();
  };

  return (
    <div>
      <div className={styles.profile}>
        <Avatar src="/logo.svg" alt="" style={{ '--size': '56px', '--border-radius': '50%' }} />
        <div>
          <div className={styles.profileName}>{info?.nick_name ?? '加载中…'}</div>
          <div className={styles.muted}>{info?.mobile}</div>
        </div>
      </div>
      <List header="会员" className={styles.section}>
        <List.Item
          extra={info ? <Tag color={LEVEL_COLORS[info.package.level] ?? 'default'}>{info.package.name}</Tag> : null}
        >
          会员等级
        </List.Item>
        <List.Item extra={info?.package.expires_at ? dayjs(info.package.expires_at).format('YYYY-MM-DD') : '长期有效'}>
          有效期至
        </List.Item>
        <List.Item onClick={() => navigate('/m/member')}>会员中心</List.Item>
        <List.Item
          onClick={() => navigate('/m/coupon')}
          extra={info?.new_coupon_icon === 1 ? <Tag color="danger">新</Tag> : null}
        >
          我的优惠券
        </List.Item>
      </List>
      <List header="账户设置" className={styles.section}>
        <List.Item extra={info?.nick_name} onClick={() => setEditing('nickname')}>
          昵称
        </List.Item>
        <List.Item extra={info?.mobile} onClick={() => setEditing('mobile')}>
          手机号
        </List.Item>
        {settings.data?.has_password !== false && (
          <List.Item onClick={() => setEditing('password')}>修改密码</List.Item>
        )}
        <List.Item extra={settings.data ? (settings.data.wx_bound ? '已绑定' : '未绑定') : null}>微信</List.Item>
      </List>
      {settings.data && settings.data.usage.length > 0 && (
        <List header="今日 / 本月用量" className={styles.section}>
          {settings.data.usage.map((use) => (
            <List.Item
              key={use.feature}
              extra={[
                use.per_day && `今日 ${use.per_day.used}/${use.per_day.limit}`,
                use.per_month && `本月 ${use.per_month.used}/${use.per_month.limit}`,
              ]
                .filter(Boolean)
                .join('  ')}
            >
              {use.name}
            </List.Item>
          ))}
        </List>
      )}
      <List className={styles.section}>
        <List.Item
          onClick={() => setMessagesOpen(true)}
          extra={unread > 0 ? <Badge content={unread > 99 ? '99+' : unread} /> : null}
        >
          消息通知
        </List.Item>
        <List.Item onClick={() => setHistoryOpen(true)}>登录记录</List.Item>
        <List.Item onClick={() => navigate('/useHelp')}>使用帮助</List.Item>
      </List>
      <div className={styles.logout}>
        <Button block color="danger" fill="outline" onClick={() => void confirmLogout()}>
          退出登录
        </Button>
      </div>
      <div className={styles.cancelLink}>
        <Button size="small" fill="none" onClick={() => setEditing('cancel')}>
          注销账号
        </Button>
      </div>
      <LoginHistoryPopup visible={historyOpen} onClose={() => setHistoryOpen(false)} />
      <MessagesPopup visible={messagesOpen} onClose={() => setMessagesOpen(false)} />
      <AccountEditPopup
        kind={editing}
        nickName={info?.nick_name ?? ''}
        mobile={info?.mobile ?? ''}
        onClose={() => setEditing(null)}
        onChanged={() => void refreshAccount(client, reload)}
      />
    </div>
  );
}
