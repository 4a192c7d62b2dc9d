import { Card, Empty, Skeleton, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useReportDetail } from '../api/hot-search-watch-api';
import { ReportPanel } from '../components/report-panel';
import { ReportView } from '../components/report-view';
import { WatchPanel } from '../components/watch-panel';

function ReportPage({ id }: { id: number }) {
  const detail = useReportDetail(id);
  return (
    <QueryState query={detail} title="热搜报告加载失败" loading={<Skeleton active paragraph={{ rows: 10 }} />}>
      {(report) => <ReportView report={report} />}
    </QueryState>
  );
}

/**
 * /hotLog: 我的热搜报告与预警. Tabs of the keyword watches (with their alerts) and the reports;
 * /hotLog?report=N opens report N, /hotLog?tab=report the reports tab.
 */
export function HotLogPage() {
  const [params, setParams] = useSearchParams();
  const reportParam = params.get('report');
  if (reportParam !== null) {
    const id = Number(reportParam);
    if (!Number.isInteger(id) || id < 1) {
      return (
        <Card title="热搜报告">
          <Empty description="报告编号不正确">
            <Link to="/hotLog?tab=report">查看热搜报告</Link>
          </Empty>
        </Card>
      );
    }
    return <ReportPage id={id} />;
  }
  const tab = params.get('tab') === 'report' ? 'report' : 'watch';
  return (
    <Card title="我的热搜报告与预警" extra={<Link to="/hotSearch">实时热搜</Link>}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'report' ? { tab: 'report' } : {}, { replace: true })}
        items={[
          { key: 'watch', label: '热搜预警', children: <WatchPanel /> },
          { key: 'report', label: '热搜报告', children: <ReportPanel /> },
        ]}
      />
    </Card>
  );
}
