import type { NameCount } from '@boguan/contracts/kol.api';
import {
  type RankingBoard as Board,
  DEFAULT_PERIOD,
  PERIOD_LABELS,
  RANKING_PER_PAGE,
  RANKING_PERIODS,
  type RankingPeriod,
} from '@boguan/contracts/kol-ranking';
import { Alert, Button, Card, Segmented, Select, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { exportBoard, useBoard, useRankingOptions } from '../api/kol-ranking-api';
import { BOARD_ORDER, BOARDS, type BoardParams } from '../lib/boards';
import { InfluenceHelp } from './influence-help';
import styles from './ranking.module.css';
import { RankingTable } from './ranking-table';

/** Category chips: 全部 and every category present in the data. */
function CategoryChips({
  categories,
  value,
  onChange,
}: {
  categories: NameCount[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.categories}>
      {[{ name: '', count: 0 }, ...categories].map((c) => (
        <Tag.CheckableTag key={c.name || 'all'} checked={value === c.name} onChange={() => onChange(c.name)}>
          {c.name || '全部'}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}

/** One board page (/synthe, /area, /getfans): the shared filters, table, export and notes. */
export function RankingBoard({ board }: { board: Board }) {
  const navigate = useNavigate();
  const config = BOARDS[board];
  const options = useRankingOptions();
  const [period, setPeriod] = useState<RankingPeriod>(DEFAULT_PERIOD);
  const [category, setCategory] = useState('');
  const [chosenProvince, setProvince] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  // The area board starts on the province with the most bloggers.
  const province = chosenProvince ?? options.data?.provinces[0]?.name ?? '';
  const params: BoardParams = { period, category, province, page, per_page: RANKING_PER_PAGE };
  const ready = board !== 'area' || province !== '';
  const list = useBoard(board, params, ready && options.isSuccess);
  const data = list.data;

  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const onExport = async () => {
    setExporting(true);
    try {
      await exportBoard(board, params);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={styles.page}>
      <Card size="small">
        <Tabs
          activeKey={board}
          onChange={(key) => navigate(BOARDS[key as Board].path)}
          items={BOARD_ORDER.map((key) => ({ key, label: BOARDS[key].title }))}
        />
        <div className={styles.toolbar}>
          <div className={styles.filters}>
            <Segmented<RankingPeriod>
              aria-label="榜单周期"
              value={period}
              onChange={reset(setPeriod)}
              options={RANKING_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }))}
            />
            {board === 'area' && (
              <Select
                aria-label="地区"
                showSearch
                style={{ width: 160 }}
                value={province || undefined}
                placeholder="请选择地区"
                loading={options.isLoading}
                onChange={reset(setProvince)}
                options={(options.data?.provinces ?? []).map((p) => ({
                  value: p.name,
                  label: `${p.name}（${p.count}）`,
                }))}
              />
            )}
          </div>
          <Space wrap>
            <span className={styles.meta}>
              数据更新时间：{options.data?.computed_at ?? '-'}
              <InfluenceHelp />
            </span>
            <Button type="primary" loading={exporting} onClick={onExport}>
              导出
            </Button>
          </Space>
        </div>
        {board !== 'area' && options.data && (
          <div style={{ marginTop: 12 }}>
            <CategoryChips categories={options.data.categories} value={category} onChange={reset(setCategory)} />
          </div>
        )}
      </Card>
      <Card
        size="small"
        title={`${config.title} · ${PERIOD_LABELS[period]}`}
        extra={<span className={styles.meta}>{config.desc}</span>}
      >
        {data && data.total_all > data.max_rows && (
          <Alert
            className={styles.limitNote}
            style={{ marginBottom: 12 }}
            type="info"
            showIcon
            message={
              <span>
                共 {data.total_all} 位博主上榜，当前会员等级可查看前 {data.max_rows} 名。
                <Link to="/member">升级会员</Link>查看更多。
              </span>
            }
          />
        )}
        <QueryState query={options} title="榜单加载失败">
          {() => (
            <QueryState query={list} title="榜单加载失败">
              {(result) => (
                <RankingTable
                  board={board}
                  period={period}
                  rows={result.data}
                  loading={list.isFetching}
                  page={result.page}
                  perPage={result.per_page}
                  total={result.total}
                  onPage={setPage}
                />
              )}
            </QueryState>
          )}
        </QueryState>
      </Card>
    </div>
  );
}
