import { MaterialPopType } from '@boguan/contracts/home-content';
import { PopupKind } from '@boguan/contracts/statistics';
import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { popupStatistics } from '../../lib/statistics';
import { useUiStore } from '../../stores/ui-store';
import { isLoggedIn, useUserStore } from '../../stores/user-store';
import { openLink } from './sidebar';

const SEEN_KEY_PREFIX = 'boguan:material-pop:';

/**
 * The material popup (getMaterial pop_*), shown once per picture. It waits while the login dialog
 * is open and gives way to the welcome questionnaire and coupon popup, which matter more to a new
 * user; it then shows on a later visit.
 */
export function MaterialPopup() {
  const material = useUserStore((s) => s.material);
  const userinfo = useUserStore((s) => s.userinfo);
  const userinfoState = useUserStore((s) => s.userinfoState);
  const loginOpen = useUiStore((s) => s.loginOpen);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const key = material?.pop_pic ? SEEN_KEY_PREFIX + material.pop_pic : null;
  const otherPopups =
    isLoggedIn() && (userinfoState !== 'ready' || userinfo?.show_welcome === 1 || userinfo?.show_coupon === 1);
  const eligible = Boolean(
    key && material?.pop_type === MaterialPopType.image && !localStorage.getItem(key) && !loginOpen && !otherPopups,
  );

  useEffect(() => {
    if (!eligible || !key || !material) return;
    localStorage.setItem(key, '1');
    setOpen(true);
    popupStatistics(PopupKind.material, material.pop_pic);
  }, [eligible, key, material]);

  if (!material) return null;
  return (
    <Modal
      open={open}
      footer={null}
      width={400}
      centered
      onCancel={() => setOpen(false)}
      title={null}
      // The picture is the whole popup: no white frame, the close button on its corner.
      styles={{
        container: { padding: 0, background: 'transparent', boxShadow: 'none' },
        close: { top: -12, insetInlineEnd: -12, background: '#fff', borderRadius: '50%' },
      }}
    >
      <button
        type="button"
        style={{ display: 'block', width: '100%', padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
        onClick={() => {
          setOpen(false);
          if (material.pop_url) openLink(material.pop_url, navigate);
        }}
      >
        <img src={material.pop_pic} alt="活动" style={{ width: '100%', display: 'block', borderRadius: 12 }} />
      </button>
    </Modal>
  );
}
