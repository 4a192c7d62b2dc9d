import { LEVEL_ACTIONS, toMemberLevel } from '@boguan/contracts/membership';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { refreshAccount } from '../../../lib/account-settings';
import { useUserStore } from '../../../stores/user-store';
import { useAccountSettings } from '../api/account-settings-api';
import { expiryText } from '../lib/expiry-text';
import styles from '../personal-centre.module.css';
import { CancelDialog } from './cancel-dialog';
import { MobileDialog } from './mobile-dialog';
import { NicknameDialog } from './nickname-dialog';
import { PasswordDialog } from './password-dialog';
import { WechatDialog } from './wechat-dialog';

const LEVEL_COLORS: Record<number, string> = { 20: 'default', 30: 'blue', 40: 'gold' };

type Dialog = 'nickname' | 'password' | 'mobile' | 'wechat' | 'cancel' | null;

const edit = (label: string, open: () => void) => (
  <Button type="link" size="small" onClick={open}>
    {label}
  </Button>
);

/**
 * 账户信息: nickname, masked mobile, password, WeChat, membership and expiry, each editable in
 * its dialog; the header's info comes from the user store (one getPersonalInfo per page load),
 * the password and WeChat state from accountSettings.
 */
export function AccountCard() {
  const info = useUserStore((s) => s.userinfo);
  const state = useUserStore((s) => s.userinfoState);
  const reload = useUserStore((s) => s.loadPersonalInfo);
  const settings = useAccountSettings();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const level = toMemberLevel(info?.package.level ?? 20);
  const close = () => setDialog(null);
  const changed = () => void refreshAccount(client, reload);

  return (
    <Card
      title="账户信息"
      extra={
        info && (
          <Button type="primary" onClick={() => navigate('/member')}>
            {LEVEL_ACTIONS[level]}
          </Button>
        )
      }
    >
      {info ? (
        <>
          <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} data-testid="account-info">
            <Descriptions.Item label="昵称">
              {info.nick_name}
              {edit('修改', () => setDialog('nickname'))}
            </Descriptions.Item>
            <Descriptions.Item label="手机号">
              {info.mobile || '未绑定'}
              {edit('更换', () => setDialog('mobile'))}
            </Descriptions.Item>
            <Descriptions.Item label="登录密码">
              {settings.data?.has_password === false ? '未设置（可通过忘记密码设置）' : '已设置'}
              {settings.data?.has_password !== false && edit('修改', () => setDialog('password'))}
            </Descriptions.Item>
            <Descriptions.Item label="微信">
              {settings.data ? (settings.data.wx_bound ? '已绑定' : '未绑定') : '…'}
              {settings.data && edit(settings.data.wx_bound ? '更换' : '绑定', () => setDialog('wechat'))}
            </Descriptions.Item>
            <Descriptions.Item label="会员等级">
              <Tag color={LEVEL_COLORS[level]}>{info.package.name}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="有效期至">{expiryText(info.package.expires_at)}</Descriptions.Item>
          </Descriptions>
          <div className={styles.cancelRow}>
            <span>不再使用博观？注销后个人信息将在冷静期结束后删除。</span>
            <Button type="link" danger size="small" onClick={() => setDialog('cancel')}>
              注销账号
            </Button>
          </div>
        </>
      ) : state === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title="账户信息加载失败"
          action={
            <Button size="small" onClick={() => void reload(true)}>
              重新加载
            </Button>
          }
        />
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
      <NicknameDialog
        open={dialog === 'nickname'}
        current={info?.nick_name ?? ''}
        onClose={close}
        onChanged={changed}
      />
      <PasswordDialog open={dialog === 'password'} onClose={close} />
      <MobileDialog open={dialog === 'mobile'} current={info?.mobile ?? ''} onClose={close} onChanged={changed} />
      <WechatDialog
        open={dialog === 'wechat'}
        bound={settings.data?.wx_bound ?? false}
        onClose={close}
        onBound={changed}
      />
      <CancelDialog open={dialog === 'cancel'} mobile={info?.mobile ?? ''} onClose={close} />
    </Card>
  );
}
