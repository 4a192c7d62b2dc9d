import {
  TOPIC_MON_DELETED,
  TOPIC_MON_DURATION_LABELS,
  TOPIC_MON_INTERVAL_LABELS,
  type TopicMonDuration,
  type TopicMonInterval,
  TopicMonStatus,
  topicMonOpensReport,
} from '@boguan/contracts/topic-monitor';
import type { TopicHistoryItem } from '@boguan/contracts/topic-monitor.api';
import { App, Button, Card, Pagination, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useDeleteTask, useHistory } from '../api/topic-monitor-api';
import { MiniTrend } from '../components/mini-trend';
import styles from '../components/topic-monitor.module.css';
import { statusColor } from '../lib/status';

function HistoryItem({ item, onDelete }: { item: TopicHistoryItem; onDelete: () => void }) {
  const opens = topicMonOpensReport(item.status);
  const href = `/topicDetail?id=${item.topic_mon_id}`;
  const title = <Typography.Text strong>#{item.topic}#</Typography.Text>;
  return (
    <Card size="small" data-testid="topic-mon-item">
      <div className={styles.item}>
        <Space size={6} wrap>
          <Tag color={statusColor(item.status)}>{item.status_text}</Tag>
          {item.is_demo && <Tag color="orange">演示数据</Tag>}
          {opens ? <Link to={href}>{title}</Link> : title}
        </Space>
        {item.status === TopicMonStatus.failed && item.error && (
          <Typography.Text type="danger">{item.error}</Typography.Text>
        )}
        {item.is_data === 1 ? (
          <MiniTrend points={item.trend_data} />
        ) : (
          <Typography.Text type="secondary">
            {item.status === TopicMonStatus.waiting ? '等待开始监测' : '暂无监测数据'}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {TOPIC_MON_DURATION_LABELS[item.duration as TopicMonDuration] ?? `${item.duration}小时`} ·{' '}
          {TOPIC_MON_INTERVAL_LABELS[item.interval as TopicMonInterval] ?? `${item.interval}分钟`} · 提交时间：
          {item.create_time}
        </Typography.Text>
        <div className={styles.itemFoot}>
          {opens ? <Link to={href}>查看报告</Link> : <span />}
          <Button type="link" danger size="small" onClick={onDelete} aria-label={`删除监测 #${item.topic}#`}>
            删除
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** /topicReport: the member's topic tasks, 18 a page, each with its mini trend; open or delete. */
export function TopicReportPage() {
  const [page, setPage] = useState(1);
  const history = useHistory(page);
  const remove = useDeleteTask();
  const askDelete = useConfirmDelete();
  const { message } = App.useApp();

  const confirmDelete = (item: TopicHistoryItem) =>
    askDelete(async () => {
      await remove.mutateAsync(item.topic_mon_id);
      message.success(TOPIC_MON_DELETED);
      if (history.data && history.data.data.length === 1 && page > 1) setPage(page - 1);
    });

  return (
    <Card title="话题监测记录" extra={<Link to="/topicMonitor">新建监测</Link>}>
      <QueryState query={history} title="监测记录加载失败" isEmpty={(data) => data.total === 0}>
        {(data) => (
          <>
            <div className={styles.grid}>
              {data.data.map((item) => (
                <HistoryItem key={item.topic_mon_id} item={item} onDelete={() => confirmDelete(item)} />
              ))}
            </div>
            <div className={styles.pagination}>
              <Pagination
                current={page}
                pageSize={data.per_page}
                total={data.total}
                showSizeChanger={false}
                showTotal={(total) => `共 ${total} 条`}
                onChange={setPage}
              />
            </div>
          </>
        )}
      </QueryState>
    </Card>
  );
}
