import { InfoCircleOutlined } from '@ant-design/icons';
import {
  DATA_BOARD_EXPLAINED,
  DATA_BOARD_RANGE_LABELS,
  DATA_BOARD_RANGES,
  DataBoardMessage,
  type DataBoardRange,
} from '@boguan/contracts/data-board';
import type { DataBoardOverview } from '@boguan/contracts/data-board.api';
import { Alert, Button, Card, DatePicker, Modal, Segmented, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorMessage, QueryState } from '../../../components/query-state';
import { useDataBoardOverview, useDataBoardTops } from '../api/data-board-api';
import styles from '../components/data-board.module.css';
import { DemoDataNotice } from '../components/demo-data-notice';
import { FigureCards, FreshnessCard, ShareCards, TrendCard } from '../components/overview-panels';
import { HotSearchCard, TopLists } from '../components/top-lists';
import { useDashboardState } from '../lib/board-state';

/** The chosen day among the stored ones (a date outside them cannot be picked). */
function DayPicker({ data, onChange }: { data: DataBoardOverview; onChange: (date: string) => void }) {
  const first = data.first_date ? dayjs(data.first_date) : null;
  const last = data.latest_date ? dayjs(data.latest_date) : null;
  return (
    <DatePicker
      aria-label="统计日期"
      allowClear={false}
      value={data.date ? dayjs(data.date) : null}
      disabledDate={(d) => (first !== null && d.isBefore(first, 'day')) || (last !== null && d.isAfter(last, 'day'))}
      onChange={(d) => d && onChange(d.format('YYYY-MM-DD'))}
    />
  );
}

/** The day's tops, loaded beside the overview for the same day. */
function DayTops({ date }: { date: string }) {
  const tops = useDataBoardTops(date);
  return (
    <QueryState query={tops} title="榜单加载失败" loading={<Skeleton active paragraph={{ rows: 8 }} />}>
      {(data) =>
        data.date === null ? null : (
          <>
            <TopLists data={data} />
            <HotSearchCard data={data} />
          </>
        )
      }
    </QueryState>
  );
}

/**
 * /statistics (数据大盘): the daily trend of posts, active bloggers and interactions over the last 7
 * or 30 stored days, the chosen day's totals against the day before, its posts by category, region
 * and verification, its top bloggers, posts, topics, brands and hot-search entries, and when each
 * source last delivered (docs/data-board.md).
 */
export function DataBoardPage() {
  const { state, set } = useDashboardState();
  const overview = useDataBoardOverview(state);
  const [help, setHelp] = useState(false);
  const data = overview.data;

  return (
    <div className={styles.page}>
      <Card size="small">
        <div className={styles.toolbar}>
          <h1 className={styles.title}>数据大盘</h1>
          <div className={styles.pickers}>
            <Segmented<DataBoardRange>
              aria-label="趋势范围"
              value={state.days}
              onChange={(days) => set({ days })}
              options={DATA_BOARD_RANGES.map((value) => ({ value, label: DATA_BOARD_RANGE_LABELS[value] }))}
            />
            {data?.date && <DayPicker data={data} onChange={(date) => set({ date })} />}
            {state.date && data?.latest_date && state.date !== data.latest_date && (
              <Button size="small" onClick={() => set({ date: '' })}>
                回到最近一天
              </Button>
            )}
            <Button type="link" size="small" icon={<InfoCircleOutlined />} onClick={() => setHelp(true)}>
              数据说明
            </Button>
          </div>
        </div>
        {data?.date && (
          <div className={styles.meta} data-testid="board-day">
            统计日期：{data.date}（北京时间）· 数据范围：{data.first_date} 至 {data.latest_date}
            {data.computed_at && ` · 汇总于 ${data.computed_at}`}
          </div>
        )}
      </Card>
      <DemoDataNotice />
      {overview.isError && state.date !== '' ? (
        // A day in the URL that is not stored (a link kept too long): say so, offer the latest day.
        <Alert
          type="warning"
          showIcon
          title={errorMessage(overview.error)}
          action={
            <Button size="small" onClick={() => set({ date: '' })}>
              查看最近一天
            </Button>
          }
        />
      ) : (
        <QueryState
          query={overview}
          title="数据大盘加载失败"
          loading={<Skeleton active paragraph={{ rows: 10 }} />}
          isEmpty={(d) => d.date === null}
          empty={data?.computing ? DataBoardMessage.computing : DataBoardMessage.empty}
        >
          {(d) => (
            <>
              {d.totals && <FigureCards totals={d.totals} />}
              <TrendCard data={d} onChoose={(date) => set({ date })} />
              <ShareCards data={d} />
              {d.date && <DayTops date={d.date} />}
              <FreshnessCard data={d} />
            </>
          )}
        </QueryState>
      )}
      {data && data.date === null && <FreshnessCard data={data} />}
      <Modal title="数据大盘说明" open={help} onCancel={() => setHelp(false)} footer={null}>
        <ul style={{ paddingInlineStart: 18, lineHeight: 1.8 }}>
          {DATA_BOARD_EXPLAINED.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}
