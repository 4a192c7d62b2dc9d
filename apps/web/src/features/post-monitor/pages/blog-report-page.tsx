import {
  ART_MON_DELETED,
  ART_MON_NO_POST,
  ART_MON_TYPE_LABELS,
  ArtMonStatus,
  ArtMonType,
  artMonOpensReport,
  artMonStatusLabel,
} from '@boguan/contracts/post-monitor';
import type { ArtMonHistoryItem } from '@boguan/contracts/post-monitor.api';
import { App, Button, Card, Pagination, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useDeleteTask, useHistory } from '../api/post-monitor-api';
import { MiniTrend } from '../components/mini-trend';
import styles from '../components/post-monitor.module.css';
import { statusColor } from '../lib/monitor-form';

/** Spec 4: a failed blogger task says no post came; a failed link task that its use came back. */
function failure(item: ArtMonHistoryItem): string {
  return item.type === ArtMonType.blogger ? ART_MON_NO_POST : '博文无法读取，监测次数已退还';
}

function HistoryItem({ item, onDelete }: { item: ArtMonHistoryItem; onDelete: () => void }) {
  const opens = artMonOpensReport(item.status);
  const title = <span className={styles.itemTitle}>{item.title || '（无文字内容）'}</span>;
  return (
    <Card size="small" data-testid="art-mon-item">
      <div className={styles.item}>
        <Space size={6} wrap>
          <Tag color={statusColor(item.status)}>{artMonStatusLabel(item.status)}</Tag>
          <Tag>{ART_MON_TYPE_LABELS[item.type as ArtMonType] ?? '博文监测'}</Tag>
          <Typography.Text strong>{item.uname}</Typography.Text>
        </Space>
        {opens ? <Link to={`/blogDetail?id=${item.art_mon_id}`}>{title}</Link> : title}
        {item.status === ArtMonStatus.failed && <Typography.Text type="danger">{failure(item)}</Typography.Text>}
        {item.is_data === 1 ? (
          <MiniTrend points={item.trend_data} />
        ) : (
          <Typography.Text type="secondary">
            {item.status === ArtMonStatus.waiting ? '等待开始监测' : '暂无监测数据'}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          发博时间：{item.posts_time || '-'} · 提交时间：{item.create_time}
        </Typography.Text>
        <div className={styles.itemFoot}>
          {opens ? <Link to={`/blogDetail?id=${item.art_mon_id}`}>查看报告</Link> : <span />}
          <Button type="link" danger size="small" onClick={onDelete} aria-label={`删除监测 ${item.art_mon_id}`}>
            删除
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** /blogReport: the member's monitoring tasks, 18 a page, each with its mini trend; open or delete. */
export function BlogReportPage() {
  const [page, setPage] = useState(1);
  const history = useHistory(page);
  const remove = useDeleteTask();
  const askDelete = useConfirmDelete();
  const { message } = App.useApp();

  const confirmDelete = (item: ArtMonHistoryItem) =>
    askDelete(async () => {
      await remove.mutateAsync(item.art_mon_id);
      message.success(ART_MON_DELETED);
      if (history.data && history.data.data.length === 1 && page > 1) setPage(page - 1);
    });

  return (
    <Card title="监测记录" extra={<Link to="/blogMonitor">新建监测</Link>}>
      <QueryState query={history} title="监测记录加载失败" isEmpty={(data) => data.total === 0}>
        {(data) => (
          <>
            <div className={styles.grid}>
              {data.data.map((item) => (
                <HistoryItem key={item.art_mon_id} item={item} onDelete={() => confirmDelete(item)} />
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
