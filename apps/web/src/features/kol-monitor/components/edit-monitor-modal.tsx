import { MonitorMessage } from '@boguan/contracts/kol-monitor';
import type { MonitorItem } from '@boguan/contracts/kol-monitor.api';
import { App, Form, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useEditMonitor } from '../api/kol-monitor-api';
import { type MonitorSettings, MonitorSettingsFields } from './monitor-settings-fields';

/** 编辑: watch kinds, threshold and interval of one monitor. */
export function EditMonitorModal({ item, onClose }: { item: MonitorItem | null; onClose: () => void }) {
  const [form] = Form.useForm<MonitorSettings>();
  const edit = useEditMonitor();
  const { submitting, run } = useSubmit();
  const { message } = App.useApp();

  useEffect(() => {
    if (item) {
      form.setFieldsValue({
        watch: item.watch,
        fans_threshold: item.fans_threshold,
        interval_minutes: item.interval_minutes,
      });
    }
  }, [item, form]);

  const save = async () => {
    if (!item) return;
    const values = await form.validateFields();
    await edit.mutateAsync({ id: item.id, ...values });
    message.success(MonitorMessage.edited);
    onClose();
  };

  return (
    <Modal
      title="编辑监控设置"
      open={item !== null}
      onCancel={onClose}
      onOk={() => void run(() => save().catch(() => undefined))}
      okText="保存"
      cancelText="取消"
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">监控账号：{item?.uname}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <MonitorSettingsFields withEndDate={false} />
      </Form>
    </Modal>
  );
}
