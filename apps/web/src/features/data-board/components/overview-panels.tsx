import { InfoCircleOutlined } from '@ant-design/icons';
import {
  DATA_BOARD_SHARE_NAMES,
  DATA_BOARD_SOURCE_HINTS,
  DATA_BOARD_SOURCE_NAMES,
  type DataBoardShare,
} from '@boguan/contracts/data-board';
import type { DataBoardOverview, DayFigure } from '@boguan/contracts/data-board.api';
import { Card, Col, Empty, Row, Table, Tooltip } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { ensureChinaMap, MAP_REGIONS } from '../../../components/charts/china-map';
import { EChart, type EChartInstance } from '../../../components/charts/echart';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount } from '../../../lib/format';
import { pct, regionMapOption, sharePieOption, trendOption } from '../lib/board-charts';
import styles from './data-board.module.css';
import { DayChange } from './day-change';

ensureChinaMap();

const FIGURES = [
  { key: 'posts', label: '发博量', unit: '条', hint: '当日发布、已入库且未删除的微博数（含带评论转发）' },
  { key: 'bloggers', label: '活跃博主', unit: '位', hint: '当日发过微博的博主数（去重）' },
  { key: 'interactions', label: '互动量', unit: '', hint: '当日微博的转发数 + 评论数 + 点赞数（最近一次采集）' },
] as const;

function FigureCard({ label, unit, hint, figure }: { label: string; unit: string; hint: string; figure: DayFigure }) {
  return (
    <Card size="small" className={styles.figureCard} data-testid={`figure-${label}`}>
      <div className={styles.figureLabel}>
        {label}{' '}
        <Tooltip title={hint}>
          <InfoCircleOutlined aria-label={`${label}：${hint}`} />
        </Tooltip>
      </div>
      <div className={styles.figureValue}>
        {formatCount(figure.value)}
        {unit && <span className={styles.meta}> {unit}</span>}
      </div>
      <DayChange change={figure.change} rate={figure.rate} />
    </Card>
  );
}

/** The chosen day's three totals, each against the day before. */
export function FigureCards({ totals }: { totals: NonNullable<DataBoardOverview['totals']> }) {
  return (
    <Row gutter={[16, 16]}>
      {FIGURES.map((f) => (
        <Col key={f.key} xs={24} sm={8}>
          <FigureCard label={f.label} unit={f.unit} hint={f.hint} figure={totals[f.key]} />
        </Col>
      ))}
    </Row>
  );
}

/** The range's daily trend; clicking a day chooses it. */
export function TrendCard({
  data,
  onChoose,
  extra,
}: {
  data: DataBoardOverview;
  onChoose: (date: string) => void;
  extra?: ReactNode;
}) {
  const option = useMemo(() => trendOption(data.series, data.date), [data.series, data.date]);
  const chart = useRef<EChartInstance | null>(null);
  const choose = useRef(onChoose);
  choose.current = onChoose;
  const series = data.series;
  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    const handler = (params: { dataIndex?: number }) => {
      const day = series[params.dataIndex ?? -1];
      if (day) choose.current(day.date);
    };
    instance.on('click', handler);
    return () => {
      instance.off('click', handler);
    };
  }, [series]);
  return (
    <Card size="small" title="每日趋势" extra={extra}>
      <EChart
        option={option}
        height={300}
        instanceRef={chart}
        ariaLabel={`近${data.days}天每日发博量、活跃博主与互动量`}
      />
      <div className={styles.meta}>点击某一天可查看当日的分布与榜单</div>
    </Card>
  );
}

function ShareTable({ rows, label }: { rows: DataBoardOverview['shares']['region']; label: string }) {
  const scrollRef = useFocusableScroll(`${label}明细`);
  return (
    <div ref={scrollRef}>
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ y: 220 }}
        dataSource={rows}
        aria-label={`${label}明细`}
        columns={[
          { title: label, dataIndex: 'name', key: 'name' },
          { title: '博文', dataIndex: 'posts', key: 'posts', align: 'right', render: (v: number) => formatCount(v) },
          { title: '占比', dataIndex: 'share', key: 'share', align: 'right', render: (v: number) => pct(v) },
        ]}
      />
    </div>
  );
}

function PieShare({ dimension, data }: { dimension: Exclude<DataBoardShare, 'region'>; data: DataBoardOverview }) {
  const rows = data.shares[dimension];
  const name = DATA_BOARD_SHARE_NAMES[dimension];
  const option = useMemo(() => sharePieOption(rows), [rows]);
  return (
    <Card size="small" title={`${name}分布`} data-testid={`share-${dimension}`}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="当日暂无博文" />
      ) : (
        <>
          <EChart option={option} height={260} ariaLabel={`当日博文的${name}分布`} />
          <ShareTable rows={rows} label={name} />
        </>
      )}
    </Card>
  );
}

function RegionShare({ data }: { data: DataBoardOverview }) {
  const rows = data.shares.region;
  const option = useMemo(() => regionMapOption(rows), [rows]);
  const offMap = rows.filter((r) => !MAP_REGIONS.has(r.key));
  return (
    <Card size="small" title="发布地区分布" data-testid="share-region">
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="当日暂无博文" />
      ) : (
        <>
          <EChart option={option} height={380} ariaLabel="当日博文的发布地区分布地图" />
          {offMap.length > 0 && (
            <p className={styles.offMap}>
              地图外：{offMap.map((r) => `${r.name} ${r.posts} 条（${pct(r.share)}）`).join('、')}
            </p>
          )}
          <ShareTable rows={rows} label="地区" />
        </>
      )}
    </Card>
  );
}

/** The day's posts by the authors' category, by region (a China map) and by verification. */
export function ShareCards({ data }: { data: DataBoardOverview }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12} xl={8}>
        <PieShare dimension="category" data={data} />
      </Col>
      <Col xs={24} lg={12} xl={8}>
        <RegionShare data={data} />
      </Col>
      <Col xs={24} lg={12} xl={8}>
        <PieShare dimension="verify" data={data} />
      </Col>
    </Row>
  );
}

/** When each source last delivered. */
export function FreshnessCard({ data }: { data: DataBoardOverview }) {
  return (
    <Card size="small" title="数据更新时间（北京时间）" data-testid="freshness">
      <div className={styles.sources}>
        {data.freshness.map((f) => (
          <div key={f.source} className={styles.source}>
            <div className={styles.meta}>
              {DATA_BOARD_SOURCE_NAMES[f.source]}{' '}
              <Tooltip title={DATA_BOARD_SOURCE_HINTS[f.source]}>
                <InfoCircleOutlined aria-label={DATA_BOARD_SOURCE_HINTS[f.source]} />
              </Tooltip>
            </div>
            <div className={styles.sourceTime} data-testid={`fresh-${f.source}`}>
              {f.latest_at ?? '暂无数据'}
            </div>
          </div>
        ))}
      </div>
    </Card>
  );
}
