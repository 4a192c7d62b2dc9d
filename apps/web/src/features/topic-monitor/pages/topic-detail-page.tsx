import {
  TOPIC_MON_DURATION_LABELS,
  TOPIC_MON_INTERVAL_LABELS,
  type TopicMonDuration,
  type TopicMonInterval,
} from '@boguan/contracts/topic-monitor';
import type { TopicReportContent } from '@boguan/contracts/topic-monitor.api';
import { Alert, Card, Descriptions, Grid, Space, Tabs, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import tool from '../../blogger-common/tool-page.module.css';
import { useReport } from '../api/topic-monitor-api';
import { IntervalTable } from '../components/interval-table';
import { ParticipantsPanel } from '../components/participants-panel';
import { PostsAnalysis } from '../components/posts-analysis';
import { TopPostsPanel } from '../components/top-posts-panel';
import { TopicCard } from '../components/topic-card';
import { TrendPanel } from '../components/trend-panel';
import { statusColor } from '../lib/status';

function Head({ report }: { report: TopicReportContent }) {
  const { task } = report;
  const minutes = task.refresh_ms ? Math.round(task.refresh_ms / 60_000) : null;
  return (
    <Card
      title={
        <Space wrap>
          话题监测报告
          <Tag color={statusColor(task.status)}>{task.status_text}</Tag>
        </Space>
      }
      extra={<Link to="/topicReport">监测记录</Link>}
    >
      <TopicCard topic={report.topic} />
      <Descriptions
        size="small"
        style={{ marginTop: 12 }}
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          {
            key: 'duration',
            label: '监测时长',
            children: TOPIC_MON_DURATION_LABELS[task.duration as TopicMonDuration] ?? `${task.duration}小时`,
          },
          {
            key: 'interval',
            label: '监测频率',
            children: TOPIC_MON_INTERVAL_LABELS[task.interval as TopicMonInterval] ?? `${task.interval}分钟`,
          },
          { key: 'start', label: '开始监测', children: task.monitor_start ?? '-' },
          { key: 'end', label: '计划结束', children: task.monitor_end ?? '-' },
          { key: 'poll', label: '最近采集', children: task.last_poll ?? '-' },
        ]}
      />
      {minutes && <Typography.Text type="secondary">监测中，页面每 {minutes} 分钟自动刷新。</Typography.Text>}
    </Card>
  );
}

/** On a phone the short labels, so all five tabs fit on one line. */
const TAB_LABELS = {
  trend: ['趋势概览', '趋势'],
  intervals: ['数据明细', '明细'],
  posts: ['热门博文', '博文'],
  participants: ['参与博主', '博主'],
  content: ['内容分析', '内容'],
} as const;

/** /topicDetail?id=: the report of one topic-monitor task. */
export function TopicDetailPage() {
  const narrow = Grid.useBreakpoint().sm === false;
  const tabLabel = (key: keyof typeof TAB_LABELS) => TAB_LABELS[key][narrow ? 1 : 0];
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const report = useReport(valid ? id : 0);

  if (!valid) {
    return (
      <Card>
        <Alert
          type="info"
          showIcon
          title="缺少监测任务编号，请从监测记录进入"
          action={<Link to="/topicReport">查看监测记录</Link>}
        />
      </Card>
    );
  }
  return (
    <div className={tool.layout}>
      <QueryState query={report} title="监测报告加载失败">
        {(data) => {
          const refreshMs = data.task.refresh_ms ?? false;
          return (
            <>
              <Head report={data} />
              <Card>
                <Tabs
                  tabBarGutter={narrow ? 16 : undefined}
                  items={[
                    {
                      key: 'trend',
                      label: tabLabel('trend'),
                      children: <TrendPanel report={data} id={id} refreshMs={refreshMs} />,
                    },
                    {
                      key: 'intervals',
                      label: tabLabel('intervals'),
                      children: <IntervalTable id={id} refreshMs={refreshMs} />,
                    },
                    {
                      key: 'posts',
                      label: tabLabel('posts'),
                      children: <TopPostsPanel id={id} refreshMs={refreshMs} />,
                    },
                    {
                      key: 'participants',
                      label: tabLabel('participants'),
                      children: <ParticipantsPanel id={id} refreshMs={refreshMs} />,
                    },
                    { key: 'content', label: tabLabel('content'), children: <PostsAnalysis posts={data.posts} /> },
                  ]}
                />
              </Card>
            </>
          );
        }}
      </QueryState>
      {report.isError && <Link to="/topicReport">返回监测记录</Link>}
    </div>
  );
}
