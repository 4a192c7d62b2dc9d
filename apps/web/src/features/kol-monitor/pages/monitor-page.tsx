import { type AccountSearchItem, FANS_THRESHOLD_DEFAULT, type WatchKind } from '@boguan/contracts/kol-monitor';
import { App, Button, Card, Form, Tabs, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMonitorAuth, useSubmitMonitors } from '../api/kol-monitor-api';
import { AccountPicker } from '../components/account-picker';
import styles from '../components/kol-monitor.module.css';
import { MonitorAuthBar } from '../components/monitor-auth-bar';
import { MonitorLogList } from '../components/monitor-log-list';
import { MonitorSettingsFields } from '../components/monitor-settings-fields';
import { MonitorTable } from '../components/monitor-table';

interface SettingsForm {
  watch: WatchKind[];
  fans_threshold: number;
  interval_minutes: number;
  end_date?: Dayjs | null;
}

const INITIAL: SettingsForm = {
  watch: ['fans_change', 'new_post', 'deleted_post', 'profile_change'],
  fans_threshold: FANS_THRESHOLD_DEFAULT,
  interval_minutes: 60,
};

/** /monitor: pick accounts, choose what to watch and how often, then follow them and their notices. */
export function MonitorPage() {
  const auth = useMonitorAuth();
  const submit = useSubmitMonitors();
  const [selected, setSelected] = useState<AccountSearchItem[]>([]);
  const [form] = Form.useForm<SettingsForm>();
  const { message } = App.useApp();
  const remaining = auth.data?.remaining ?? 0;

  const send = async () => {
    if (selected.length === 0) {
      message.warning('请选择要监控的账号');
      return;
    }
    const values = await form.validateFields();
    await submit.mutateAsync({
      kol_ids: selected.map((row) => row.kol_id),
      watch: values.watch,
      fans_threshold: values.fans_threshold,
      interval_minutes: values.interval_minutes,
      end_date: values.end_date ? values.end_date.format('YYYY-MM-DD') : '',
    });
    message.success(`已开始监控 ${selected.length} 个账号`);
    setSelected([]);
  };

  return (
    <div className={styles.layout}>
      <Card title="账号监控" extra={<Link to="/monitorHistory">监控记录</Link>}>
        <MonitorAuthBar auth={auth.data} loading={auth.isLoading} onRetry={() => auth.refetch()} />
      </Card>
      {auth.data?.allowed && (
        <Card title="添加监控账号">
          <AccountPicker selected={selected} onChange={setSelected} max={remaining} />
          <div style={{ marginTop: 16 }}>
            <Typography.Text type="secondary">
              已选 {selected.length} 个账号（还可添加 {Math.max(remaining - selected.length, 0)} 个）：
            </Typography.Text>
            <div className={styles.chosen}>
              {selected.map((row) => (
                <Tag
                  key={row.kol_id}
                  closable
                  onClose={() => setSelected((rows) => rows.filter((r) => r.kol_id !== row.kol_id))}
                >
                  {row.uname}
                </Tag>
              ))}
            </div>
          </div>
          <Form form={form} layout="inline" initialValues={INITIAL} style={{ marginTop: 16, rowGap: 8 }}>
            <MonitorSettingsFields withEndDate />
          </Form>
          <div className={styles.submitRow} style={{ marginTop: 16 }}>
            <Button
              type="primary"
              loading={submit.isPending}
              disabled={selected.length === 0}
              onClick={() => send().catch(() => undefined)}
            >
              开始监控
            </Button>
            <Typography.Text type="secondary">账号发生变化时，提醒会出现在变更记录和首页“我的消息”中</Typography.Text>
          </div>
        </Card>
      )}
      <Card>
        <Tabs
          items={[
            { key: 'accounts', label: '监控账号', children: <MonitorTable /> },
            { key: 'log', label: '变更记录', children: <MonitorLogList /> },
          ]}
        />
      </Card>
    </div>
  );
}
