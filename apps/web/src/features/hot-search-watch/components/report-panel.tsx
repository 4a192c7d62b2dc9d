import { chinaDate } from '@boguan/contracts/china-time';
import { HOT_REPORT_MAX_DAYS, HotReportMessage } from '@boguan/contracts/hot-search-watch';
import type { HotReportItem } from '@boguan/contracts/hot-search-watch.api';
import { App, Button, DatePicker, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useDeleteReport, useReportList, useSubmitReport } from '../api/hot-search-watch-api';
import { keywordsProblem, splitKeywords } from '../lib/keywords';
import styles from './hot-log.module.css';
import { KeywordsInput } from './keywords-input';

const reportLink = (id: number) => `/hotLog?report=${id}`;

function rangeProblem(range: [Dayjs, Dayjs], keptFrom: string | null): string | null {
  const [start, end] = range.map((d) => d.format('YYYY-MM-DD')) as [string, string];
  if (keptFrom === null) return HotReportMessage.noData;
  if (end < start) return HotReportMessage.endBeforeStart;
  if (start < keptFrom) return HotReportMessage.beforeKept(keptFrom);
  if (end > chinaDate(new Date())) return HotReportMessage.future;
  if (range[1].diff(range[0], 'day') + 1 > HOT_REPORT_MAX_DAYS) return HotReportMessage.tooLong;
  return null;
}

function ReportList({
  reports,
  page,
  setPage,
}: {
  reports: ReturnType<typeof useReportList>;
  page: number;
  setPage: (page: number) => void;
}) {
  const remove = useDeleteReport();
  const askDelete = useConfirmDelete();
  const { message } = App.useApp();
  return (
    <PagedTable<HotReportItem>
      query={reports}
      page={page}
      onPage={setPage}
      rowKey="report_id"
      label="热搜报告"
      title="热搜报告加载失败"
      testId="hot-report-list"
      scrollX={820}
      empty="还没有热搜报告"
      columns={[
        {
          title: '关键词',
          dataIndex: 'keywords',
          render: (keywords: string[], report) => (
            <Space size={4} wrap>
              <Link to={reportLink(report.report_id)}>{keywords.join('、')}</Link>
              {report.is_demo && <Tag color="blue">演示数据</Tag>}
            </Space>
          ),
        },
        { title: '日期范围', key: 'range', width: 200, render: (_: unknown, r) => `${r.start_date} 至 ${r.end_date}` },
        { title: '上榜热搜', dataIndex: 'entries', width: 90 },
        { title: '在榜分钟', dataIndex: 'minutes_on_list', width: 90 },
        { title: '最高排名', dataIndex: 'best_rank', width: 90, render: (rank: number | null) => rank ?? '—' },
        { title: '生成时间', dataIndex: 'create_time', width: 170 },
        {
          title: '操作',
          key: 'actions',
          width: 110,
          fixed: 'right',
          render: (_: unknown, report) => (
            <Space>
              <Link to={reportLink(report.report_id)}>查看</Link>
              <Button
                type="link"
                danger
                size="small"
                onClick={() =>
                  askDelete(async () => {
                    await remove.mutateAsync(report.report_id);
                    message.success(HotReportMessage.deleted);
                    if (reports.data && reports.data.data.length === 1 && page > 1) setPage(page - 1);
                  })
                }
              >
                删除
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}

/** The 报告 tab: build a report of keywords over days, and the member's reports. */
export function ReportPanel() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const reports = useReportList(page);
  const keptFrom = reports.data?.kept_from ?? null;
  const [picked, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  // The last seven days by default, from the first kept day when the history is shorter.
  const weekAgo = dayjs().subtract(6, 'day');
  const range: [Dayjs, Dayjs] = picked ?? [
    keptFrom && dayjs(keptFrom).isAfter(weekAgo) ? dayjs(keptFrom) : weekAgo,
    dayjs(),
  ];
  const create = useSubmitReport();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { submitting, run } = useSubmit();
  const send = () =>
    run(async () => {
      const keywords = splitKeywords([text]);
      const problem = keywordsProblem(keywords) ?? rangeProblem(range, keptFrom);
      if (problem) {
        message.warning(problem);
        return;
      }
      const made = await create.mutateAsync({
        keywords,
        start_date: range[0].format('YYYY-MM-DD'),
        end_date: range[1].format('YYYY-MM-DD'),
      });
      message.success(HotReportMessage.submitted);
      navigate(reportLink(made.report_id));
    });
  return (
    <div>
      <Typography.Paragraph type="secondary">
        统计所选日期内（最长{HOT_REPORT_MAX_DAYS}天）含关键词的热搜：上榜条数、累计在榜时长、最高排名与每日走势。
      </Typography.Paragraph>
      <div className={styles.form}>
        <div className={styles.keywords}>
          <KeywordsInput label="报告关键词" value={text} onChange={setText} onEnter={send} />
        </div>
        <DatePicker.RangePicker
          aria-label="报告日期范围"
          value={range}
          allowClear={false}
          disabledDate={(day) => {
            const date = day.format('YYYY-MM-DD');
            return date > chinaDate(new Date()) || (keptFrom !== null && date < keptFrom);
          }}
          onChange={(value) => {
            if (value?.[0] && value[1]) setRange([value[0], value[1]]);
          }}
        />
        <Button type="primary" loading={submitting} onClick={send}>
          生成报告
        </Button>
      </div>
      {keptFrom && (
        <Typography.Paragraph type="secondary" className={styles.hint}>
          热搜数据保留自 {keptFrom} 起。
        </Typography.Paragraph>
      )}
      <ReportList reports={reports} page={page} setPage={setPage} />
    </div>
  );
}
