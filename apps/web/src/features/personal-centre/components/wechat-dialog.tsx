import { AccountLimits } from '@boguan/contracts/accounts';
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newWechatQr, pollWechatQr } from '../../../lib/account-settings';
import { toast } from '../../../lib/feedback-bridge';

interface Props {
  open: boolean;
  bound: boolean;
  onClose(): void;
  onBound(): void;
}

type Qr = { unid: string; qr_url: string };

/**
 * 绑定/更换微信: the login dialog's QR (a PNG in demo mode, the Open Platform page otherwise), polled
 * every 2 s; a confirmed scan binds that WeChat to this account, replacing the one bound before.
 */
export function WechatDialog({ open, bound, onClose, onBound }: Props) {
  const [qr, setQr] = useState<Qr | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The parent's callbacks change with its renders; the poller must not restart for that.
  const done = useRef({ onBound, onClose });
  done.current = { onBound, onClose };

  const refresh = useCallback(async () => {
    setProblem(null);
    setQr(null);
    const answer = await newWechatQr();
    if (answer.code === 1 && answer.data.status === 'qr') setQr({ unid: answer.data.unid, qr_url: answer.data.qr_url });
    else setProblem(answer.msg);
  }, []);

  useEffect(() => {
    if (open) void refresh();
    else setQr(null);
  }, [open, refresh]);

  useEffect(() => {
    if (!qr) return;
    let polls = 0;
    const timer = setInterval(async () => {
      polls += 1;
      const answer = await pollWechatQr(qr.unid);
      if (answer.code === 1 && answer.data.status === 'bound') {
        clearInterval(timer);
        toast('success', answer.msg);
        done.current.onBound();
        done.current.onClose();
      } else if (answer.code !== 1 || polls >= AccountLimits.qrMaxPolls) {
        clearInterval(timer);
        setProblem(answer.code !== 1 ? answer.msg : '二维码已失效，请刷新');
      }
    }, AccountLimits.qrPollIntervalMs);
    return () => clearInterval(timer);
  }, [qr]);

  return (
    <Modal
      title={bound ? '更换绑定微信' : '绑定微信'}
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={360}
    >
      <div style={{ textAlign: 'center' }}>
        {bound && (
          <Typography.Paragraph type="secondary">扫码确认后，新微信将替换当前绑定的微信。</Typography.Paragraph>
        )}
        {problem ? (
          <Alert
            type="warning"
            showIcon
            title={problem}
            action={
              <Button size="small" onClick={() => void refresh()}>
                刷新二维码
              </Button>
            }
          />
        ) : !qr ? (
          <Spin />
        ) : qr.qr_url.startsWith('data:') ? (
          <img src={qr.qr_url} alt="微信扫码绑定二维码" width={200} height={200} data-testid="wechat-bind-qr" />
        ) : (
          <iframe src={qr.qr_url} title="微信扫码绑定" width={300} height={400} style={{ border: 0 }} />
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          请使用微信扫一扫，并在手机上确认
        </Typography.Paragraph>
      </div>
    </Modal>
  );
}
