import { projectIdSchema, type TrendDay } from '@boguan/contracts/final-report.api';
import { Card, Empty, Skeleton, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { EChart } from '../../../components/charts/echart';
import { QueryState } from '../../../components/query-state';
import { formatCount } from '../../../lib/format';
import tool from '../../blogger-common/tool-page.module.css';
import { useProjectReport } from '../api/project-api';
import { CampaignBlocks, SummaryCards } from '../components/campaign-summary';
import { DemoNotice } from '../components/demo-notice';
import { ProjectHeader } from '../components/project-header';

/** Interactions gathered so far (line) and new interactions each day (bars). */
function TrendChart({ trend }: { trend: TrendDay[] }) {
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 56, right: 64, top: 40, bottom: 56 },
    xAxis: { type: 'category', data: trend.map((d) => d.date.slice(5)) },
    yAxis: [
      { type: 'value', name: '新增互动', axisLabel: { formatter: (v: number) => formatCount(v) } },
      { type: 'value', name: '累计互动', axisLabel: { formatter: (v: number) => formatCount(v) } },
    ],
    series: [
      { name: '新增互动', type: 'bar', barMaxWidth: 28, data: trend.map((d) => d.new_interactions) },
      { name: '累计互动', type: 'line', yAxisIndex: 1, data: trend.map((d) => d.interactions) },
    ],
  };
  return <EChart option={option} height={280} ariaLabel="每日趋势：新增互动与累计互动" />;
}

/** /blogProjReport?id=: a project's figures like a final report's, but live, with its daily trend. */
export function ProjReportPage() {
  const [params] = useSearchParams();
  const parsed = projectIdSchema.safeParse({ id: params.get('id') });
  const id = parsed.success ? parsed.data.id : 0;
  const report = useProjectReport(id, parsed.success);

  if (!parsed.success) {
    return (
      <Card title="项目报告">
        <Empty description="缺少项目编号，请从项目记录进入">
          <Link to="/blogProjRecord">查看项目记录</Link>
        </Empty>
      </Card>
    );
  }
  return (
    <Card
      title="项目报告"
      extra={
        <Space wrap>
          <Link to={`/blogProjBlog?id=${id}`}>项目博文</Link>
          <Link to={`/finalReport?project=${id}`}>生成结案报告</Link>
        </Space>
      }
    >
      <QueryState query={report} title="项目报告暂不可用" loading={<Skeleton active paragraph={{ rows: 10 }} />}>
        {(data) => (
          <div className={tool.layout}>
            <ProjectHeader project={data.project} />
            <DemoNotice demoPosts={data.summary.demo_posts} total={data.summary.posts + data.summary.deleted_posts} />
            <Typography.Text type="secondary">
              实时数据，更新于 {data.data_time}（项目进行期间每小时读取一次）。CPE/CPM 按项目预算计算。
            </Typography.Text>
            {data.summary.posts === 0 && data.summary.deleted_posts === 0 ? (
              <Empty description="项目还没有博文">
                <Link to={`/blogProjBlog?id=${id}`}>添加博文</Link>
              </Empty>
            ) : (
              <>
                <SummaryCards summary={data.summary} costLabel="项目预算" />
                <Card size="small" title="每日趋势">
                  {data.trend.length === 0 ? <Empty description="项目尚未开始" /> : <TrendChart trend={data.trend} />}
                </Card>
                <CampaignBlocks summary={data.summary} />
              </>
            )}
          </div>
        )}
      </QueryState>
    </Card>
  );
}
