import { type StopeResult, stopeIdSchema } from '@boguan/contracts/kol-stope.api';
import { Avatar, Button, Card, Empty, Skeleton, Space, Switch, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { SentimentShare } from '../../../components/sentiment-share';
import tool from '../../blogger-common/tool-page.module.css';
import { postsExporter, type ResultQuery, useStopeResult } from '../api/kol-stope-api';
import { StopeAdAnalysisView } from '../components/stope-ad-analysis';
import { type PostSort, StopePostsTable } from '../components/stope-posts-table';
import { StopeDailyChart, StopeSummaryCards } from '../components/stope-summary';
import { useStopeExport } from '../components/use-stope-export';

/** What the page first asks for: page 1, newest first, every post (the header reads the task from it). */
const firstPage = (id: number): ResultQuery => ({
  id,
  page: 1,
  sort: 'created_at',
  order: 'desc',
  sponsoredOnly: false,
});

function PostsTab({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<PostSort>({ sort: 'created_at', order: 'desc' });
  const [sponsoredOnly, setSponsoredOnly] = useState(false);
  const result = useStopeResult({ ...firstPage(id), page, ...sort, sponsoredOnly });
  const exporter = useStopeExport(postsExporter);

  return (
    <QueryState query={result} title="回采结果加载失败" loading={<Skeleton active paragraph={{ rows: 8 }} />}>
      {(data) => (
        <div className={tool.layout}>
          <StopeSummaryCards summary={data.summary} />
          <Card
            size="small"
            title="情感分布"
            extra={<Typography.Text type="secondary">点击博文的情感标签可修正，修正只计入您自己的报告</Typography.Text>}
          >
            <SentimentShare counts={data.summary.sentiment} />
          </Card>
          <Card size="small" title="每日发博与互动">
            {data.summary.posts === 0 ? (
              <Empty description="该时间范围内没有博文" />
            ) : (
              <StopeDailyChart daily={data.summary.daily} />
            )}
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
                <Button type="primary" onClick={() => exporter.start(data.task.id)} loading={exporter.busy}>
                  导出
                </Button>
              </Space>
            }
          >
            <StopePostsTable
              result={data}
              loading={result.isFetching}
              sort={sort}
              onPage={setPage}
              onSort={(next) => {
                setSort(next);
                setPage(1);
              }}
            />
          </Card>
        </div>
      )}
    </QueryState>
  );
}

/** The task in the card title: blogger, range and the member's cap when it cut the posts. */
function TaskTitle({ task }: { task: StopeResult['task'] | undefined }) {
  if (!task) return '回采结果';
  return (
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
  );
}

/** /stopeResult?id=: the summary, the per-day chart, the posts and the ad-post analysis of one task. */
export function StopeResultPage() {
  const [params] = useSearchParams();
  const parsed = stopeIdSchema.safeParse({ id: params.get('id') });
  const id = parsed.success ? parsed.data.id : 0;
  const header = useStopeResult(firstPage(id), parsed.success);

  if (!parsed.success) {
    return (
      <Card title="回采结果">
        <Empty description="缺少任务编号，请从回采记录进入">
          <Link to="/stopeHistory">查看回采记录</Link>
        </Empty>
      </Card>
    );
  }
  return (
    <Card title={<TaskTitle task={header.data?.task} />} extra={<Link to="/stopeHistory">回采记录</Link>}>
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
