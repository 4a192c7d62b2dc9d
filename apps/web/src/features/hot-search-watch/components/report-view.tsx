import type { HotReportDetail, HotReportRow } from '@boguan/contracts/hot-search-watch.api';
import { Button, Card, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { EChart } from '../../../components/charts/echart';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { exportReport } from '../api/hot-search-watch-api';
import styles from './hot-log.module.css';

function DayChart({ report }: { report: HotReportDetail }) {
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: ['上榜热搜数', '在榜分钟'] },
      grid: { left: 40, right: 40, top: 56, bottom: 28 },
      xAxis: { type: 'category', data: report.days.map((d) => d.date.slice(5)) },
      yAxis: [
        { type: 'value', name: '条', minInterval: 1 },
        { type: 'value', name: '分钟', minInterval: 1 },
      ],
      series: [
        { name: '上榜热搜数', type: 'bar', data: report.days.map((d) => d.entries), barMaxWidth: 28 },
        { name: '在榜分钟', type: 'line', yAxisIndex: 1, data: report.days.map((d) => d.minutes_on_list) },
      ],
    }),
    [report.days],
  );
  const matched = report.days.filter((d) => d.entries > 0).length;
  return (
    <EChart
      option={option}
      height={300}
      ariaLabel={`每日上榜热搜数，共 ${report.days.length} 天，其中 ${matched} 天有上榜`}
    />
  );
}

function RowsTable({ rows }: { rows: HotReportRow[] }) {
  const scrollRef = useFocusableScroll('热搜明细');
  return (
    <div ref={scrollRef}>
      <Table<HotReportRow>
        data-testid="hot-report-rows"
        rowKey="word"
        size="small"
        dataSource={rows}
        scroll={{ x: 900 }}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (total) => `共 ${total} 条` }}
        locale={{ emptyText: '所选日期内没有含关键词的热搜上榜' }}
        columns={[
          { title: '热搜词', dataIndex: 'word', width: 220 },
          { title: '命中关键词', dataIndex: 'keyword', width: 100 },
          { title: '首次上榜', dataIndex: 'first_seen', width: 170 },
          { title: '最后在榜', dataIndex: 'last_seen', width: 170 },
          {
            title: '在榜分钟',
            dataIndex: 'minutes_on_list',
            width: 100,
            sorter: (a, b) => a.minutes_on_list - b.minutes_on_list,
          },
          {
            title: '最高排名',
            dataIndex: 'best_rank',
            width: 90,
            render: (rank: number | null) => rank ?? '—',
            sorter: (a, b) => (a.best_rank ?? 99) - (b.best_rank ?? 99),
          },
          {
            title: '最高热度',
            dataIndex: 'peak_heat',
            width: 110,
            render: (heat: number) => heat.toLocaleString('zh-CN'),
            sorter: (a, b) => a.peak_heat - b.peak_heat,
          },
        ]}
      />
    </div>
  );
}

/** One report: its figures, the per-day chart, every matched entry, and the export. */
export function ReportView({ report }: { report: HotReportDetail }) {
  const { submitting, run } = useSubmit();
  const s = report.summary;
  return (
    <Card
      title={
        <Space size={4} wrap>
          <span>热搜报告：{report.keywords.join('、')}</span>
          {report.is_demo && <Tag color="blue">演示数据</Tag>}
        </Space>
      }
      extra={<Link to="/hotLog?tab=report">返回报告列表</Link>}
    >
      <Typography.Paragraph type="secondary">
        {report.start_date} 至 {report.end_date}，共 {s.captures} 次热搜榜采集 · 生成于 {report.create_time}
      </Typography.Paragraph>
      <div className={styles.stats} data-testid="hot-report-summary">
        <Statistic title="上榜热搜" value={s.entries} suffix="条" />
        <Statistic title="累计在榜" value={s.minutes_on_list} suffix="分钟" />
        <Statistic title="最高排名" value={s.best_rank ?? '—'} />
        <Statistic title="首次上榜" value={s.first_seen ?? '—'} valueStyle={{ fontSize: 16 }} />
        <Statistic title="最后在榜" value={s.last_seen ?? '—'} valueStyle={{ fontSize: 16 }} />
      </div>
      <Typography.Title level={5}>每日上榜</Typography.Title>
      <DayChart report={report} />
      <div className={styles.watchHead}>
        <Typography.Title level={5}>热搜明细</Typography.Title>
        <Button
          loading={submitting}
          disabled={report.rows.length === 0}
          onClick={() => run(() => exportReport(report.report_id))}
        >
          导出 Excel
        </Button>
      </div>
      <RowsTable rows={report.rows} />
    </Card>
  );
}
