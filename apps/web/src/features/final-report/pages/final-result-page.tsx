import { dataAsOf } from '@boguan/contracts/final-report';
import { type ReportResult, reportIdSchema } from '@boguan/contracts/final-report.api';
import { Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import tool from '../../blogger-common/tool-page.module.css';
import { exportReportBloggers, exportReportPosts, useReportResult } from '../api/final-report-api';
import { CampaignBlocks, SummaryCards } from '../components/campaign-summary';
import { CostEditor } from '../components/cost-editor';
import { DemoNotice } from '../components/demo-notice';
import styles from '../components/final-report.module.css';
import { ReportBloggersTable, ReportPostsTable } from '../components/report-tables';

function ExportButton({ label, run }: { label: string; run: () => Promise<boolean> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      loading={busy}
      onClick={async () => {
        setBusy(true);
        await run().finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}

function ReportTitle({ result }: { result: ReportResult | undefined }) {
  if (!result) return '结案报告';
  const { report } = result;
  return (
    <div className={styles.header}>
      <span>{report.name}</span>
      {report.data_time && <Tag color="blue">{dataAsOf(report.data_time)}</Tag>}
      {report.project_name && (
        <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
          项目：{report.project_name}
        </Typography.Text>
      )}
    </div>
  );
}

/** /finalResult?id=: a finished report as it stood when its data was read (数据截至 …). */
export function FinalResultPage() {
  const [params] = useSearchParams();
  const parsed = reportIdSchema.safeParse({ id: params.get('id') });
  const id = parsed.success ? parsed.data.id : 0;
  const result = useReportResult(id, parsed.success);

  if (!parsed.success) {
    return (
      <Card title="结案报告">
        <Empty description="缺少报告编号，请从报告记录进入">
          <Link to="/finalReportLog">查看报告记录</Link>
        </Empty>
      </Card>
    );
  }
  return (
    <Card title={<ReportTitle result={result.data} />} extra={<Link to="/finalReportLog">报告记录</Link>}>
      <QueryState query={result} title="结案报告暂不可用" loading={<Skeleton active paragraph={{ rows: 10 }} />}>
        {(data) => (
          <div className={tool.layout}>
            <Typography.Text type="secondary">
              报告数据为生成时读取的数据（{data.report.data_time ? dataAsOf(data.report.data_time) : ''}
              ），之后博文的变化不会改变本报告；如需最新数据请重新生成。
            </Typography.Text>
            <DemoNotice demoPosts={data.summary.demo_posts} total={data.posts.length} />
            <SummaryCards
              summary={data.summary}
              costLabel="投放费用"
              costAction={<CostEditor id={data.report.id} costFen={data.report.cost_fen} />}
            />
            <CampaignBlocks summary={data.summary} />
            <Card
              size="small"
              title="博文明细"
              extra={<ExportButton label="导出博文" run={() => exportReportPosts(data.report.id)} />}
            >
              <ReportPostsTable posts={data.posts} />
            </Card>
            <Card
              size="small"
              title="博主明细"
              extra={<ExportButton label="导出博主" run={() => exportReportBloggers(data.report.id)} />}
            >
              <ReportBloggersTable bloggers={data.bloggers} />
            </Card>
          </div>
        )}
      </QueryState>
    </Card>
  );
}
