import { HOT_DAY_SORTS, type HotDaySort } from '@boguan/contracts/hot-search';
import { SORT_ORDERS, type SortOrder } from '@boguan/contracts/kol-search';
import { Alert, Button, Card, DatePicker, Empty, Space, Tabs, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { exportDay, useDaySummary, useHistoryAt, useHistoryRange } from '../api/hot-search-api';
import { DaySummaryTable } from '../components/day-summary-table';
import { HistoryList } from '../components/history-list';
import styles from '../components/hot-search.module.css';
import { HotDemoTag } from '../components/hot-tags';

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** The kept range and the uses left, near the picker. */
function RangeNote() {
  const range = useHistoryRange();
  const r = range.data;
  if (!r) return null;
  const day = r.allowance.per_day;
  return (
    <Typography.Text className={styles.meta} data-testid="hot-history-range">
      {r.first && r.last ? `可查询 ${r.first.slice(0, 16)} 至 ${r.last.slice(0, 16)} 的热搜记录` : '暂无热搜记录'}
      {r.spacing_minutes !== null && `，约每 ${r.spacing_minutes} 分钟抓取一次`}
      {day && `；今日剩余查询 ${day.remaining}/${day.limit} 次（同一查询当日不重复计次）`}
    </Typography.Text>
  );
}

/** The list at the minute asked for. */
function AtMinute({ date, time }: { date: string; time: string }) {
  const at = useHistoryAt(date, time);
  if (!date || !time) return <Empty description="请选择日期和时间后查询" />;
  return (
    <QueryState query={at} title="查询失败">
      {(d) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Typography.Text className={styles.meta} data-testid="hot-history-captured">
              {d.asked_at.slice(0, 16)} 的热搜榜（抓取于 {d.captured_at}）
            </Typography.Text>
            <HotDemoTag demo={d.demo} />
          </Space>
          <HistoryList entries={d.entries} testId="hot-history-table" />
          {d.ads.length > 0 && (
            <>
              <Typography.Text strong>推广（广告位，不参与排名）</Typography.Text>
              <HistoryList entries={d.ads} testId="hot-history-ads" />
            </>
          )}
        </Space>
      )}
    </QueryState>
  );
}

function DaySummary({ date }: { date: string }) {
  const [params, setParams] = useSearchParams();
  const sort = pick<HotDaySort>(HOT_DAY_SORTS, params.get('sort'), 'peak_rank');
  const order = pick<SortOrder>(SORT_ORDERS, params.get('order'), 'asc');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const summary = useDaySummary({ date, sort, order, page });
  const [exporting, setExporting] = useState(false);
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) next.set(k, v);
    setParams(next, { replace: true });
  };
  if (!date) return <Empty description="请选择日期后查询" />;
  return (
    <QueryState query={summary} title="查询失败" isEmpty={(d) => d.total_all === 0}>
      {(d) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <div className={styles.toolbar}>
            <Typography.Text className={styles.meta}>
              {d.date} 共 {d.total_all} 个词条上榜
            </Typography.Text>
            <HotDemoTag demo={d.demo} />
            <Button
              size="small"
              loading={exporting}
              data-testid="hot-day-export"
              onClick={async () => {
                setExporting(true);
                try {
                  await exportDay({ date, sort, order });
                } finally {
                  setExporting(false);
                }
              }}
            >
              导出 Excel
            </Button>
          </div>
          <DaySummaryTable
            data={d}
            loading={summary.isFetching}
            sort={sort}
            order={order}
            onSort={(s, o) => update({ sort: s, order: o, page: '1' })}
            onPage={(p) => update({ page: String(p) })}
          />
        </Space>
      )}
    </QueryState>
  );
}

/**
 * /hotHistory (login): the list at any past minute and a day's summary. Each new question counts
 * one use of hot_search_history, so nothing is asked before 查询 is pressed.
 */
export function HotHistoryPage() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  const tab = params.get('tab') === 'day' ? 'day' : 'minute';
  const [draftDate, setDraftDate] = useState<Dayjs | null>(date ? dayjs(date) : null);
  const [draftTime, setDraftTime] = useState<Dayjs | null>(time ? dayjs(`2000-01-01 ${time}`) : null);

  const ask = () => {
    const next = new URLSearchParams(params);
    if (draftDate) next.set('date', draftDate.format('YYYY-MM-DD'));
    if (draftTime) next.set('time', draftTime.format('HH:mm'));
    next.delete('page');
    setParams(next);
  };
  const setTab = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', key);
    setParams(next, { replace: true });
  };

  return (
    <div className={styles.page}>
      <Card title="历史热搜">
        <Space direction="vertical" style={{ width: '100%' }}>
          <div className={styles.picker}>
            <DatePicker aria-label="日期" value={draftDate} onChange={setDraftDate} allowClear={false} />
            {tab === 'minute' && (
              <TimePicker
                aria-label="时间"
                format="HH:mm"
                value={draftTime}
                onChange={setDraftTime}
                needConfirm={false}
                allowClear={false}
              />
            )}
            <Button type="primary" data-testid="hot-history-submit" onClick={ask}>
              查询
            </Button>
          </div>
          <RangeNote />
        </Space>
      </Card>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'minute', label: '某一时刻', children: <AtMinute date={date} time={time} /> },
            { key: 'day', label: '当日汇总', children: <DaySummary date={date} /> },
          ]}
        />
        {tab === 'minute' && !time && date && (
          <Alert type="info" showIcon title="请选择时间（时:分）后查询" style={{ marginTop: 8 }} />
        )}
      </Card>
    </div>
  );
}
