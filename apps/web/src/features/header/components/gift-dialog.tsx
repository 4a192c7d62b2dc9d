import { Code } from '@boguan/contracts/envelope';
import { GIFT_CODE_MAX, GiftMessage, giftCodeProblem } from '@boguan/contracts/gifts';
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/feedback-bridge';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { useUiStore } from '../../../stores/ui-store';
import { useUserStore } from '../../../stores/user-store';
import { redeemGiftCode } from '../api/gift-api';

/** 礼品兑换 (spec 5, 8): code trimmed, at most 30 characters; 1001 opens login. */
export function GiftDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [code, setCode] = useState('');
  const { submitting, submit } = useGuardedSubmit();

  const redeem = () =>
    submit(giftCodeProblem(code), async () => {
      const answer = await redeemGiftCode(code);
      if (answer.code === Code.ok) {
        toast('success', answer.msg);
        setCode('');
        onClose();
        // The membership level or expiry changed: refresh the header and muserinfo.
        void useUserStore.getState().loadPersonalInfo(true);
      } else if (answer.code === Code.noPermission) {
        onClose();
        useUiStore.getState().openLogin();
      } else {
        toast('error', answer.msg);
      }
    });

  return (
    <Modal
      open={open}
      title="礼品兑换"
      okText="立即兑换"
      cancelText="取消"
      confirmLoading={submitting}
      onOk={() => void redeem()}
      onCancel={onClose}
      width={400}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        输入礼品卡或活动获得的兑换码，兑换后会员权益立即生效。
      </Typography.Paragraph>
      <Input
        value={code}
        maxLength={GIFT_CODE_MAX}
        showCount
        placeholder={GiftMessage.empty}
        onChange={(event) => setCode(event.target.value)}
        onPressEnter={() => void redeem()}
        aria-label="兑换码"
      />
    </Modal>
  );
}
