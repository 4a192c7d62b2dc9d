import type { StopeSort } from '@boguan/contracts/kol-stope';
import { Alert, Avatar, Button, Card, Empty, Skeleton, Space, Switch, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useStopeResult } from '../api/kol-stope-api';
import styles from '../components/kol-stope.module.css';
import { StopeAdAnalysisView } from '../components/stope-ad-analysis';
import { StopePostsTable } from '../components/stope-posts-table';
import { StopeDailyChart, StopeSummaryCards } from '../components/stope-summary';
import { STOPE_EXPORT, useStopeExport } from '../components/use-stope-export';

function PostsTab({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ sort: StopeSort; order: 'asc' | 'desc' }>({ sort: 'created_at', order: 'desc' });
  const [sponsoredOnly, setSponsoredOnly] = useState(false);
  const result = useStopeResult({ id, page, sort: sort.sort, order: sort.order, sponsoredOnly });
  const exporter = useStopeExport(STOPE_EXPORT);

  if (result.isError && !result.data) {
    return (
      <Alert
        type="error"
        showIcon
        title="回采结果加载失败"
        action={
          <Button size="small" onClick={() => result.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  if (!result.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const { task, summary } = result.data;
  return (
    <div className={styles.layout}>
      <StopeSummaryCards summary={summary} />
      <Card size="small" title="每日发博与互动">
        {summary.posts === 0 ? <Empty description="该时间范围内没有博文" /> : <StopeDailyChart daily={summary.daily} />}
      </Card>
      <Card
        size="small"
        title="博文列表"
        extra={
          <Space>
            <Typography.Text>仅看商业博文</Typography.Text>
            <Switch
              size="small"
              checked={sponsoredOnly}
              aria-label="仅看商业博文"
              onChange={(checked) => {
                setSponsoredOnly(checked);
                setPage(1);
              }}
            />
            <Button type="primary" onClick={() => exporter.start(task.id)} loading={exporter.busy}>
              导出
            </Button>
          </Space>
        }
      >
        <StopePostsTable
          result={result.data}
          loading={result.isFetching}
          sort={sort}
          onPage={setPage}
          onSort={(s, order) => {
            setSort({ sort: s, order });
            setPage(1);
          }}
        />
      </Card>
    </div>
  );
}

/** /stopeResult?id=: the summary, the per-day chart, the posts and the ad-post analysis of one task. */
export function StopeResultPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const header = useStopeResult({
    id: valid ? id : 0,
    page: 1,
    sort: 'created_at',
    order: 'desc',
    sponsoredOnly: false,
  });
  const task = header.data?.task;

  if (!valid) {
    return (
      <Card title="回采结果">
        <Empty description="缺少任务编号，请从回采记录进入">
          <Link to="/stopeHistory">查看回采记录</Link>
        </Empty>
      </Card>
    );
  }
  return (
    <Card
      title={
        task ? (
          <Space wrap>
            <Avatar src={task.avatar} size={28} alt={task.uname} />
            <span>{task.uname}</span>
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
              {task.start_date} 至 {task.end_date}
            </Typography.Text>
            {task.capped && (
              <Tag color="orange">
                已达会员上限，保留最新 {task.posts} 条（共 {task.posts_found} 条）
              </Tag>
            )}
          </Space>
        ) : (
          '回采结果'
        )
      }
      extra={<Link to="/stopeHistory">回采记录</Link>}
    >
      {header.isError && !header.data ? (
        <Empty description={header.error?.message || '回采结果暂不可用'}>
          <Link to="/stopeHistory">返回回采记录</Link>
        </Empty>
      ) : (
        <Tabs
          items={[
            { key: 'posts', label: '博文数据', children: <PostsTab id={id} /> },
            { key: 'ad', label: '商业博文分析', children: <StopeAdAnalysisView id={id} /> },
          ]}
        />
      )}
    </Card>
  );
}
