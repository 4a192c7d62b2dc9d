import { LEVEL_ACTIONS, toMemberLevel } from '@boguan/contracts/membership';
import { Alert, Button, Card, Descriptions, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useUserStore } from '../../../stores/user-store';
import { expiryText } from '../lib/expiry-text';

const LEVEL_COLORS: Record<number, string> = { 20: 'default', 30: 'blue', 40: 'gold' };

/**
 * 账户信息: nickname, masked mobile, membership and expiry, read from the user store (the shell
 * loads personal info once per page load; this card never asks again on its own).
 */
export function AccountCard() {
  const info = useUserStore((s) => s.userinfo);
  const state = useUserStore((s) => s.userinfoState);
  const reload = useUserStore((s) => s.loadPersonalInfo);
  const navigate = useNavigate();
  const level = toMemberLevel(info?.package.level ?? 20);

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
        <Descriptions column={{ xs: 1, sm: 2, lg: 4 }} data-testid="account-info">
          <Descriptions.Item label="昵称">{info.nick_name}</Descriptions.Item>
          <Descriptions.Item label="手机号">{info.mobile || '未绑定'}</Descriptions.Item>
          <Descriptions.Item label="会员等级">
            <Tag color={LEVEL_COLORS[level]}>{info.package.name}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="有效期至">{expiryText(info.package.expires_at)}</Descriptions.Item>
        </Descriptions>
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
    </Card>
  );
}
