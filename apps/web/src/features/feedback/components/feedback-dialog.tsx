import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { getToken } from '../../../lib/storage-keys';
import { useUiStore } from '../../../stores/ui-store';
import { FeedbackForm } from './feedback-form';
import { FeedbackRecords } from './feedback-records';

interface FeedbackDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * Feedback dialog toggling between the form and the record list (spec 4). Feedback needs login
 * (spec 6): a visitor who gets here is sent to the login dialog instead.
 */
export function FeedbackDialog({ open, onClose }: FeedbackDialogProps) {
  const [view, setView] = useState<'form' | 'records'>('form');
  const openLogin = useUiStore((s) => s.openLogin);
  const visitor = open && !getToken();

  useEffect(() => {
    if (!visitor) return;
    onClose();
    openLogin();
  }, [visitor, onClose, openLogin]);

  const close = () => {
    setView('form');
    onClose();
  };

  return (
    <Modal
      open={open && !visitor}
      width={560}
      footer={null}
      destroyOnHidden
      onCancel={close}
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', paddingRight: 32 }}>
          <span>{view === 'form' ? '意见反馈' : '反馈记录'}</span>
          <Button type="link" size="small" onClick={() => setView(view === 'form' ? 'records' : 'form')}>
            {view === 'form' ? '查看反馈记录' : '返回反馈'}
          </Button>
        </div>
      }
    >
      {view === 'form' ? <FeedbackForm onSubmitted={() => setView('records')} /> : <FeedbackRecords />}
    </Modal>
  );
}
