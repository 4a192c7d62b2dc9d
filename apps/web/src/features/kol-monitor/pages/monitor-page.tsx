import {
  ACCOUNT_KEYWORD_MAX,
  FANS_THRESHOLD_DEFAULT,
  MONITOR_INTERVAL_DEFAULT,
  MonitorMessage,
  WATCH_KIND_KEYS,
} from '@boguan/contracts/kol-monitor';
import type { AccountSearchItem } from '@boguan/contracts/kol-monitor.api';
import { App, Button, Card, Form, Skeleton, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { AccountPicker } from '../../blogger-common/account-picker';
import tool from '../../blogger-common/tool-page.module.css';
import { monitorAccountLookup, useMonitorAuth, useSubmitMonitors } from '../api/kol-monitor-api';
import styles from '../components/kol-monitor.module.css';
import { MonitorAuthBar } from '../components/monitor-auth-bar';
import { MonitorLogList } from '../components/monitor-log-list';
import { type MonitorSettings, MonitorSettingsFields } from '../components/monitor-settings-fields';
import { MonitorTable } from '../components/monitor-table';

interface SettingsForm extends MonitorSettings {
  end_date?: Dayjs | null;
}

const INITIAL: SettingsForm = {
  watch: [...WATCH_KIND_KEYS],
  fans_threshold: FANS_THRESHOLD_DEFAULT,
  interval_minutes: MONITOR_INTERVAL_DEFAULT,
};

/** The status column of the picker: whether this member monitors the account already. */
const MONITORED_COLUMN: TableColumnsType<AccountSearchItem> = [
  {
    title: '状态',
    dataIndex: 'monitored',
    width: 90,
    render: (monitored: boolean) => (monitored ? <Tag color="blue">监控中</Tag> : <Tag>未监控</Tag>),
  },
];

/** /monitor: pick accounts, choose what to watch and how often, then follow them and their notices. */
export function MonitorPage() {
  const auth = useMonitorAuth();
  const submit = useSubmitMonitors();
  const { submitting, run } = useSubmit();
  const [selected, setSelected] = useState<AccountSearchItem[]>([]);
  const [form] = Form.useForm<SettingsForm>();
  const { message } = App.useApp();
  const remaining = auth.data?.remaining ?? 0;

  const send = async () => {
    if (selected.length === 0) {
      message.warning(MonitorMessage.kolIds);
      return;
    }
    const values = await form.validateFields();
    await submit.mutateAsync({
      kol_ids: selected.map((row) => row.kol_id),
      watch: values.watch,
      fans_threshold: values.fans_threshold,
      interval_minutes: values.interval_minutes,
      end_date: values.end_date ? values.end_date.format('YYYY-MM-DD') : undefined,
    });
    message.success(`已开始监控 ${selected.length} 个账号`);
    setSelected([]);
  };

  return (
    <div className={tool.layout}>
      <Card title="账号监控" extra={<Link to="/monitorHistory">监控记录</Link>}>
        <QueryState query={auth} title="监控权限加载失败" loading={<Skeleton active paragraph={{ rows: 1 }} />}>
          {(data) => <MonitorAuthBar auth={data} />}
        </QueryState>
      </Card>
      {auth.data?.allowed && (
        <Card title="添加监控账号">
          <AccountPicker
            multiple
            lookup={monitorAccountLookup}
            label="搜索监控账号"
            placeholder="输入博主昵称或UID搜索已收录的账号"
            maxLength={ACCOUNT_KEYWORD_MAX}
            extraColumns={MONITORED_COLUMN}
            isLocked={(row) => row.monitored}
            selected={selected}
            onChange={setSelected}
            max={remaining}
          />
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
              loading={submitting}
              disabled={selected.length === 0}
              onClick={() => void run(() => send().catch(() => undefined))}
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
