import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { getToken } from '../../../lib/storage-keys';
import { useUiStore } from '../../../stores/ui-store';
import { FeedbackForm } from './feedback-form';
import { FeedbackRecords } from './feedback-records';

/**
 * The one feedback dialog, opened from anywhere with `useUiStore.getState().openFeedback()`; it
 * toggles between the form and the record list (spec 4). Feedback needs login (spec 6): a visitor
 * who gets here is sent to the login dialog instead.
 */
export function FeedbackDialog() {
  const open = useUiStore((s) => s.feedbackOpen);
  const closeFeedback = useUiStore((s) => s.closeFeedback);
  const openLogin = useUiStore((s) => s.openLogin);
  const [view, setView] = useState<'form' | 'records'>('form');
  const visitor = open && !getToken();

  useEffect(() => {
    if (!visitor) return;
    closeFeedback();
    openLogin();
  }, [visitor, closeFeedback, openLogin]);

  const close = () => {
    setView('form');
    closeFeedback();
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
