import { CrownTwoTone } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useUiStore } from '../../../stores/ui-store';

const TITLES = { 1001: '当前会员等级暂无此权限', 1002: '使用次数已用完' } as const;

/**
 * The upgrade prompt (spec 6) the api client opens on code 1001 (no permission) and 1002 (quota
 * used up): the server's message, '暂不需要' to close, '了解详情' to the membership page.
 */
export function UpgradePrompt() {
  const upgrade = useUiStore((s) => s.upgrade);
  const closeUpgrade = useUiStore((s) => s.closeUpgrade);
  const navigate = useNavigate();
  // The mobile layout has its own membership page.
  const memberPath = useLocation().pathname.toLowerCase().startsWith('/m/') ? '/m/member' : '/member';

  return (
    <Modal
      open={upgrade.open}
      title={
        <span>
          <CrownTwoTone twoToneColor="#ff8200" style={{ marginRight: 8 }} />
          {TITLES[upgrade.reason]}
        </span>
      }
      width={400}
      centered
      onCancel={closeUpgrade}
      footer={[
        <Button key="later" onClick={closeUpgrade}>
          暂不需要
        </Button>,
        <Button
          key="detail"
          type="primary"
          onClick={() => {
            closeUpgrade();
            navigate(memberPath);
          }}
        >
          了解详情
        </Button>,
      ]}
    >
      <p style={{ margin: '12px 0' }}>{upgrade.message}</p>
    </Modal>
  );
}
