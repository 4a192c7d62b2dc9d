import { MERCHANT_RANK_BYS, MERCHANT_RANK_LABELS, type MerchantRankBy } from '@boguan/contracts/life';
import type { MerchantRankingPage, MerchantRankRow } from '@boguan/contracts/life.api';
import { Alert, Button, Card, Grid, Segmented, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import boardStyles from '../../../components/board.module.css';
import { CHART_COLORS, EChart } from '../../../components/charts/echart';
import { PagedTable } from '../../../components/paged-table';
import { formatCount } from '../../../lib/format';
import { exportMerchantRanking, useMerchantRanking } from '../api/life-api';
import type { LifeState } from '../lib/life-state';
import styles from './life.module.css';
import { RankBadge, RankChange } from './rank-cells';

const TOP = 10;

function Figure({ value, strong }: { value: number; strong?: boolean }) {
  const text = formatCount(value);
  return <span className={boardStyles.figure}>{strong ? <b>{text}</b> : text}</span>;
}

/** The columns: rank with its change, the merchant, then the figures, the order's own first and bold. */
function columns(by: MerchantRankBy, hasPrevious: boolean, narrow: boolean): TableColumnsType<MerchantRankRow> {
  const rank: TableColumnsType<MerchantRankRow>[number] = {
    title: '排名',
    key: 'rank',
    width: narrow ? 56 : 72,
    align: 'center',
    render: (_, row) => (
      <div className={boardStyles.rankCell}>
        <RankBadge rank={row.rank} />
        <RankChange change={row.rank_change} shown={hasPrevious} />
      </div>
    ),
  };
  const other: MerchantRankBy = by === 'mentions' ? 'interactions' : 'mentions';
  if (narrow) {
    return [
      rank,
      {
        title: '商户',
        key: 'merchant',
        render: (_, row) => (
          <div>
            <div className={styles.merchantName}>{row.name}</div>
            <div className={boardStyles.meta}>
              {row.category} · {row.district}
            </div>
          </div>
        ),
      },
      {
        title: MERCHANT_RANK_LABELS[by],
        key: 'figures',
        width: 112,
        align: 'right',
        render: (_, row) => (
          <div>
            <Figure value={row[by]} strong />
            <div className={boardStyles.meta}>
              {MERCHANT_RANK_LABELS[other]} {formatCount(row[other])}
            </div>
          </div>
        ),
      },
    ];
  }
  const figure = (key: 'mentions' | 'prev_mentions' | 'interactions' | 'authors', title: string) => ({
    title,
    key,
    width: 104,
    align: 'right' as const,
    render: (_: unknown, row: MerchantRankRow) => <Figure value={row[key]} strong={key === by} />,
  });
  return [
    rank,
    {
      title: '商户',
      key: 'merchant',
      width: 180,
      render: (_, row) => <span className={styles.merchantName}>{row.name}</span>,
    },
    { title: '分类', key: 'category', width: 96, render: (_, row) => <Tag>{row.category}</Tag> },
    { title: '区域', key: 'district', width: 96, render: (_, row) => row.district },
    figure(by, MERCHANT_RANK_LABELS[by]),
    figure(other, MERCHANT_RANK_LABELS[other]),
    figure('prev_mentions', '上期提及量'),
    figure('authors', '发博人数'),
  ];
}

/** The first ten of the page by the order's figure, as horizontal bars (rank 1 on top). */
function TopChart({ rows, by }: { rows: readonly MerchantRankRow[]; by: MerchantRankBy }) {
  const top = useMemo(() => rows.slice(0, TOP), [rows]);
  const option = useMemo(
    () => ({
      color: [CHART_COLORS[0] as string],
      grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (v: number) => formatCount(v) } },
      yAxis: { type: 'category', inverse: true, data: top.map((r) => `${r.rank}. ${r.name}`) },
      series: [
        {
          type: 'bar',
          name: MERCHANT_RANK_LABELS[by],
          barMaxWidth: 18,
          data: top.map((r) => r[by]),
          label: { show: true, position: 'right', formatter: ({ value }: { value: number }) => formatCount(value) },
        },
      ],
    }),
    [by, top],
  );
  if (top.length === 0) return null;
  return (
    <EChart
      option={option}
      height={Math.max(120, top.length * 28 + 24)}
      ariaLabel={`商户榜前${top.length}名的${MERCHANT_RANK_LABELS[by]}`}
    />
  );
}

/** 本地商户榜: the city's merchants of the period by mentions or interactions, with its export. */
export function MerchantRanking({
  state,
  city,
  set,
}: {
  state: LifeState;
  city: string;
  set: (next: Partial<LifeState>) => void;
}) {
  const query = useMerchantRanking(state, city);
  const data: MerchantRankingPage | undefined = query.data;
  const narrow = Grid.useBreakpoint().xs === true;
  const [exporting, setExporting] = useState(false);
  const cols = useMemo(
    () => columns(state.by, data?.has_previous ?? false, narrow),
    [state.by, data?.has_previous, narrow],
  );
  const onExport = async () => {
    setExporting(true);
    try {
      await exportMerchantRanking(state, city);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card
      size="small"
      title="本地商户榜"
      extra={
        <Button
          type="primary"
          size="small"
          data-testid="life-merchant-export"
          loading={exporting}
          disabled={!data || data.total === 0}
          onClick={onExport}
        >
          导出
        </Button>
      }
    >
      <div className={boardStyles.toolbar}>
        <Segmented<MerchantRankBy>
          aria-label="排序方式"
          value={state.by}
          onChange={(by) => set({ by })}
          options={MERCHANT_RANK_BYS.map((value) => ({ value, label: `按${MERCHANT_RANK_LABELS[value]}` }))}
        />
        {data?.period && (
          <span className={boardStyles.meta} data-testid="life-period">
            统计时段：{data.period.label}（北京时间）
          </span>
        )}
      </div>
      {data && data.total_all > data.max_rows && (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          showIcon
          title={
            <span>
              共 {data.total_all} 家商户上榜，当前会员等级可查看前 {data.max_rows} 名。
              <Link to="/member">升级会员</Link>
              查看更多。
            </span>
          }
        />
      )}
      {data && state.page === 1 && <TopChart rows={data.data} by={state.by} />}
      <PagedTable<MerchantRankRow, MerchantRankingPage>
        query={query}
        page={state.page}
        onPage={(page) => set({ page, bpage: state.bpage })}
        columns={cols}
        rowKey="merchant_id"
        label="本地商户榜"
        title="商户榜加载失败"
        empty="该时段暂无提到该城市商户的微博"
        scrollX={narrow ? undefined : 820}
        unit="家商户"
        testId="life-merchant-table"
      />
    </Card>
  );
}
