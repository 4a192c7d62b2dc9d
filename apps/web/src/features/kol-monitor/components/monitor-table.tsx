import { EMPTY_LIST } from '@boguan/contracts/kol';
import { MONITOR_PAGE_SIZE, MonitorMessage, MonitorStatus } from '@boguan/contracts/kol-monitor';
import type { MonitorItem } from '@boguan/contracts/kol-monitor.api';
import { App, Badge, Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { serverPagination } from '../../../components/server-pagination';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatCount } from '../../../lib/format';
import { BloggerCell } from '../../blogger-common/blogger-cell';
import { useDeleteMonitor, useMonitorHistory, useMonitorStatus } from '../api/kol-monitor-api';
import { intervalLabel, watchLabels } from '../lib/monitor-labels';
import { EditMonitorModal } from './edit-monitor-modal';
import { MonitorLogDrawer } from './monitor-log-drawer';

const STATUS_BADGES: Record<MonitorStatus, 'processing' | 'warning' | 'default'> = {
  1: 'processing',
  2: 'warning',
  3: 'default',
};

/**
 * The member's monitored accounts with their state and settings, and per row: 记录 (notice log),
 * 编辑, 暂停/恢复 and 删除 (after '你确定要删除吗?').
 */
export function MonitorTable({ status }: { status?: MonitorStatus }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<MonitorItem | null>(null);
  const [logOf, setLogOf] = useState<MonitorItem | null>(null);
  const list = useMonitorHistory(page, status);
  const changeStatus = useMonitorStatus();
  const remove = useDeleteMonitor();
  const confirmDelete = useConfirmDelete();
  const { message } = App.useApp();

  const toggle = async (row: MonitorItem) => {
    const next = row.status === MonitorStatus.active ? MonitorStatus.paused : MonitorStatus.active;
    await changeStatus.mutateAsync({ id: row.id, status: next });
    message.success(next === MonitorStatus.paused ? '已暂停监控' : '已恢复监控');
  };
  const askDelete = (row: MonitorItem) =>
    confirmDelete(async () => {
      await remove.mutateAsync(row.id);
      message.success(MonitorMessage.deleted);
      if (list.data && list.data.data.length === 1 && page > 1) setPage(page - 1);
    });

  return (
    <div data-testid="monitor-table">
      <QueryState query={list} title="监控列表加载失败">
        {(data) => (
          <Table<MonitorItem>
            rowKey="id"
            loading={list.isFetching}
            dataSource={data.data}
            locale={{ emptyText: EMPTY_LIST }}
            scroll={{ x: 1050 }}
            pagination={serverPagination({
              page,
              perPage: MONITOR_PAGE_SIZE,
              total: data.total,
              unit: '个账号',
              onChange: setPage,
            })}
            columns={[
              {
                title: '账号',
                key: 'account',
                width: 210,
                fixed: 'left',
                render: (_: unknown, row) => <BloggerCell card={row} />,
              },
              { title: '粉丝数', dataIndex: 'fans', width: 90, render: (fans: number) => formatCount(fans) },
              {
                title: '监控内容',
                dataIndex: 'watch',
                width: 170,
                render: (watch: string[], row) => (
                  <Space size={[4, 4]} wrap>
                    {watchLabels(watch).map((label) => (
                      <Tag key={label}>{label}</Tag>
                    ))}
                    {watch.includes('fans_change') && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        阈值 {row.fans_threshold}%
                      </Typography.Text>
                    )}
                  </Space>
                ),
              },
              { title: '频率', dataIndex: 'interval_minutes', width: 90, render: intervalLabel },
              {
                title: '状态',
                dataIndex: 'status',
                width: 90,
                render: (value: MonitorStatus, row) => <Badge status={STATUS_BADGES[value]} text={row.status_name} />,
              },
              {
                title: '最近检查',
                dataIndex: 'last_check_time',
                width: 150,
                render: (time: string | null) => time ?? '等待首次检查',
              },
              { title: '结束日期', dataIndex: 'end_date', width: 100, render: (date: string | null) => date ?? '不限' },
              { title: '提醒', dataIndex: 'notice_count', width: 60 },
              {
                title: '操作',
                key: 'actions',
                width: 190,
                fixed: 'right',
                render: (_: unknown, row) => (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => setLogOf(row)}>
                      记录
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      disabled={row.status === MonitorStatus.ended}
                      onClick={() => setEditing(row)}
                    >
                      编辑
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      disabled={row.status === MonitorStatus.ended}
                      onClick={() => toggle(row).catch(() => undefined)}
                    >
                      {row.status === MonitorStatus.paused ? '恢复' : '暂停'}
                    </Button>
                    <Button type="link" size="small" danger onClick={() => askDelete(row)}>
                      删除
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <EditMonitorModal item={editing} onClose={() => setEditing(null)} />
      <MonitorLogDrawer item={logOf} onClose={() => setLogOf(null)} />
    </div>
  );
}
