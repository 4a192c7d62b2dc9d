import {
  ART_MON_DURATION_LABELS,
  ART_MON_INTERVAL_LABELS,
  type ArtMonDuration,
  type ArtMonInterval,
} from '@boguan/contracts/post-monitor';
import type { ArtMonReportContent } from '@boguan/contracts/post-monitor.api';
import { Alert, Card, Descriptions, Grid, Select, Space, Tabs, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import tool from '../../blogger-common/tool-page.module.css';
import { type ReportRef, useReport } from '../api/post-monitor-api';
import { CommentsPanel } from '../components/comments-panel';
import { DiffusePanel } from '../components/diffuse-panel';
import { FrequencyTable } from '../components/frequency-table';
import { ParticipantsPanel } from '../components/participants-panel';
import { PostCard } from '../components/post-card';
import { ReportOverview } from '../components/report-overview';
import { statusColor } from '../lib/monitor-form';

function Head({ report, onPost }: { report: ArtMonReportContent; onPost: (mid: string) => void }) {
  const { task } = report;
  const minutes = task.refresh_ms ? Math.round(task.refresh_ms / 60_000) : null;
  return (
    <Card
      title={
        <Space wrap>
          监测报告
          <Tag color={statusColor(task.status)}>{task.status_text}</Tag>
        </Space>
      }
      extra={<Link to="/blogReport">监测记录</Link>}
    >
      {report.posts.length > 1 && (
        <Space wrap style={{ marginBottom: 12 }}>
          <Typography.Text id="art-mon-post-pick">监测博文：</Typography.Text>
          <Select
            aria-labelledby="art-mon-post-pick"
            style={{ minWidth: 240, maxWidth: '100%' }}
            value={report.post.mid}
            onChange={onPost}
            options={report.posts.map((p) => ({
              value: p.mid,
              label: `${p.posts_time.slice(5, 16)} ${p.title.slice(0, 24)}`,
            }))}
          />
        </Space>
      )}
      <PostCard post={report.post} />
      <Descriptions
        size="small"
        style={{ marginTop: 12 }}
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'type', label: '监测类型', children: task.type_text },
          {
            key: 'duration',
            label: '监测时长',
            children: ART_MON_DURATION_LABELS[task.duration as ArtMonDuration] ?? `${task.duration}小时`,
          },
          {
            key: 'interval',
            label: '监测频率',
            children: ART_MON_INTERVAL_LABELS[task.interval as ArtMonInterval] ?? `${task.interval}分钟`,
          },
          { key: 'start', label: '开始监测', children: report.monitor_start },
          {
            key: 'end',
            label: report.finished ? '结束时间' : '计划结束',
            children: report.finished ?? report.monitor_end,
          },
          { key: 'poll', label: '最近采集', children: report.last_poll ?? '-' },
        ]}
      />
      {minutes && <Typography.Text type="secondary">监测中，页面每 {minutes} 分钟自动刷新。</Typography.Text>}
      {report.note && <Alert style={{ marginTop: 8 }} type="warning" showIcon title={report.note} />}
    </Card>
  );
}

/**
 * The report's tabs: on a phone the short labels, so all five fit on one line (antd would otherwise
 * fold some into a "more" menu, which a screen reader cannot reach as a tab).
 */
const TAB_LABELS = {
  overview: ['数据概览', '概览'],
  frequency: ['数据明细', '明细'],
  participants: ['参与用户', '用户'],
  comments: ['评论分析', '评论'],
  diffuse: ['传播路径', '传播'],
} as const;

/** /blogDetail?id=: the report of one monitoring task (and ?mid= one of a blogger task's posts). */
export function BlogDetailPage() {
  const narrow = Grid.useBreakpoint().sm === false;
  const tabLabel = (key: keyof typeof TAB_LABELS) => TAB_LABELS[key][narrow ? 1 : 0];
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const mid = params.get('mid') ?? undefined;
  const valid = Number.isInteger(id) && id > 0;
  const ref: ReportRef = { id: valid ? id : 0, mid };
  const report = useReport(ref);

  if (!valid) {
    return (
      <Card>
        <Alert
          type="info"
          showIcon
          title="缺少监测任务编号，请从监测记录进入"
          action={<Link to="/blogReport">查看监测记录</Link>}
        />
      </Card>
    );
  }
  return (
    <div className={tool.layout}>
      <QueryState query={report} title="监测报告加载失败">
        {(data) => {
          const refreshMs = data.task.refresh_ms ?? false;
          const current = ref;
          return (
            <>
              <Head report={data} onPost={(next) => setParams({ id: String(id), mid: next })} />
              <Card>
                <Tabs
                  tabBarGutter={narrow ? 16 : undefined}
                  items={[
                    {
                      key: 'overview',
                      label: tabLabel('overview'),
                      children: <ReportOverview report={data} reportRef={current} refreshMs={refreshMs} />,
                    },
                    {
                      key: 'frequency',
                      label: tabLabel('frequency'),
                      children: <FrequencyTable reportRef={current} refreshMs={refreshMs} />,
                    },
                    {
                      key: 'participants',
                      label: tabLabel('participants'),
                      children: <ParticipantsPanel reportRef={current} refreshMs={refreshMs} />,
                    },
                    {
                      key: 'comments',
                      label: tabLabel('comments'),
                      children: <CommentsPanel comments={data.comments} />,
                    },
                    {
                      key: 'diffuse',
                      label: tabLabel('diffuse'),
                      children: <DiffusePanel reportRef={current} refreshMs={refreshMs} />,
                    },
                  ]}
                />
              </Card>
            </>
          );
        }}
      </QueryState>
      {report.isError && <Link to="/blogReport">返回监测记录</Link>}
    </div>
  );
}
