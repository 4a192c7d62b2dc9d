import { InfoCircleOutlined } from '@ant-design/icons';
import {
  CAKE_EXPLAINED,
  CAKE_PERIOD_LABELS,
  CAKE_PERIODS,
  type CakePeriod,
  HOT_EXPLAINED,
  HOT_PERIOD_LABELS,
  HOT_PERIODS,
  type HotPeriod,
  POST_BOARD_NAMES,
  type PostBoard,
} from '@boguan/contracts/post-search';
import type { BoardRow, CakeRow, HotBoardPage } from '@boguan/contracts/post-search.api';
import { Alert, Button, Card, Modal, Segmented, Space, type TableColumnsType, Tabs, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { formatCount } from '../../../lib/format';
import { exportCakeBoard, exportHotBoard, useCakeBoard, useHotBoard } from '../api/post-search-api';
import { DemoDataTag } from './demo-data-tag';
import { PostCell } from './post-cell';
import styles from './post-search.module.css';

const PATHS: Record<PostBoard, string> = { hot: '/blogHotRanking', cake: '/blogCakeRanking' };
const DESCRIPTIONS: Record<PostBoard, string> = {
  hot: '近期发布的博文按互动量（转发 + 评论 + 点赞）排名',
  cake: '商业博文（恰饭）按互动量排名，并与博主平时的自然博文对比',
};

/** The rank, the top three as gold, silver and bronze medals. */
function RankBadge({ rank }: { rank: number }) {
  const medal = rank === 1 ? styles.gold : rank === 2 ? styles.silver : rank === 3 ? styles.bronze : '';
  return (
    <span className={`${styles.rank} ${medal}`} data-testid="rank">
      {rank}
    </span>
  );
}

/** Places moved since the board's previous update: ↑3 / ↓2 / 新 / –; nothing before a previous update exists. */
export function RankChange({ change }: { change: number | null | undefined }) {
  if (change === undefined) return null;
  if (change === null) return <span className={styles.fresh}>新</span>;
  if (change === 0) return <span className={styles.same}>–</span>;
  return change > 0 ? (
    <span className={styles.up} title={`较上期上升${change}位`}>
      ↑{change}
    </span>
  ) : (
    <span className={styles.down} title={`较上期下降${-change}位`}>
      ↓{-change}
    </span>
  );
}

/** 恰饭效果: how many times the blogger's organic average this sponsored post reached. */
function PaidRatio({ value }: { value: number | null }) {
  if (value === null) return <span className={styles.same}>-</span>;
  return (
    <span className={value >= 1 ? styles.ratioUp : styles.ratioDown} data-testid="vs-organic">
      {value.toFixed(2)}倍
    </span>
  );
}

function figureColumn<T extends BoardRow>(title: string, key: 'reposts' | 'comments' | 'likes' | 'interactions') {
  return {
    title,
    key,
    width: 92,
    align: 'right' as const,
    render: (_: unknown, row: T) => (
      <span className={styles.figure} data-metric={key} data-value={row[key]}>
        {key === 'interactions' ? <b>{formatCount(row[key])}</b> : formatCount(row[key])}
      </span>
    ),
  };
}

function columnsOf(board: PostBoard): TableColumnsType<BoardRow | CakeRow> {
  const base: TableColumnsType<BoardRow | CakeRow> = [
    {
      title: '排名',
      key: 'rank',
      width: 72,
      align: 'center',
      render: (_, row) => (
        <div className={styles.rankCell}>
          <RankBadge rank={row.rank} />
          <RankChange change={row.rank_change} />
        </div>
      ),
    },
    { title: '博文', key: 'post', render: (_, row) => <PostCell row={row} /> },
    figureColumn('转发', 'reposts'),
    figureColumn('评论', 'comments'),
    figureColumn('点赞', 'likes'),
    figureColumn('互动量', 'interactions'),
  ];
  if (board === 'hot') return base;
  return [
    ...base,
    {
      title: '提及品牌',
      key: 'brands',
      width: 120,
      render: (_, row) =>
        'brands' in row && row.brands.length > 0 ? (
          <Space size={[4, 4]} wrap>
            {row.brands.map((b) => (
              <Tag key={b} style={{ marginInlineEnd: 0 }}>
                {b}
              </Tag>
            ))}
          </Space>
        ) : (
          <span className={styles.same}>-</span>
        ),
    },
    {
      title: (
        <Tooltip title="该博主近30天非商业博文的平均互动量">
          <span>博主自然均值 ⓘ</span>
        </Tooltip>
      ),
      key: 'organic',
      width: 132,
      align: 'right',
      render: (_, row) => ('organic_avg' in row ? formatCount(row.organic_avg) : '-'),
    },
    {
      title: (
        <Tooltip title="本条互动量 ÷ 博主自然均值">
          <span>恰饭效果 ⓘ</span>
        </Tooltip>
      ),
      key: 'ratio',
      width: 108,
      align: 'right',
      render: (_, row) => ('vs_organic' in row ? <PaidRatio value={row.vs_organic} /> : '-'),
    },
  ];
}

function useBoardState<P extends string>(periods: readonly P[], fallback: P) {
  const [query, setQuery] = useSearchParams();
  const raw = query.get('period');
  const period = (periods as readonly string[]).includes(raw ?? '') ? (raw as P) : fallback;
  const category = query.get('category') ?? '';
  const pageValue = Number(query.get('page'));
  const page = Number.isInteger(pageValue) && pageValue >= 1 ? pageValue : 1;
  const set = (next: { period?: P; category?: string; page?: number }) => {
    const out = new URLSearchParams();
    const p = next.period ?? period;
    const c = next.category ?? category;
    const pg = next.page ?? 1;
    if (p !== fallback) out.set('period', p);
    if (c) out.set('category', c);
    if (pg !== 1) out.set('page', String(pg));
    setQuery(out);
  };
  return { period, category, page, set };
}

/** One board page (/blogHotRanking, /blogCakeRanking): periods, categories, the table, its export and ⓘ. */
export function BoardView({ board }: { board: PostBoard }) {
  const navigate = useNavigate();
  const hot = board === 'hot';
  const periods = (hot ? HOT_PERIODS : CAKE_PERIODS) as readonly (HotPeriod | CakePeriod)[];
  const labels: Record<string, string> = hot ? HOT_PERIOD_LABELS : CAKE_PERIOD_LABELS;
  const state = useBoardState(periods, hot ? 'day' : 'week');
  const boardParams = { period: state.period, category: state.category, page: state.page };
  const hotQuery = useHotBoard({ ...boardParams, period: state.period as HotPeriod }, hot);
  const cakeQuery = useCakeBoard({ ...boardParams, period: state.period as CakePeriod }, !hot);
  // Only the page's own board is asked for.
  const query = (hot ? hotQuery : cakeQuery) as typeof hotQuery;
  const data: HotBoardPage | undefined = query.data;
  const [exporting, setExporting] = useState(false);
  const [help, setHelp] = useState(false);
  const columns = useMemo(() => columnsOf(board), [board]);

  const onExport = async () => {
    setExporting(true);
    try {
      if (hot) await exportHotBoard(state.period as HotPeriod, state.category);
      else await exportCakeBoard(state.period as CakePeriod, state.category);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={styles.page}>
      <Card size="small">
        <Tabs
          activeKey={board}
          onChange={(key) => navigate(PATHS[key as PostBoard])}
          items={(['hot', 'cake'] as const).map((key) => ({ key, label: POST_BOARD_NAMES[key] }))}
        />
        <div className={styles.toolbar}>
          <Segmented<string>
            aria-label="榜单周期"
            value={state.period}
            onChange={(period) => state.set({ period: period as HotPeriod | CakePeriod, category: state.category })}
            options={periods.map((value) => ({ value, label: labels[value] }))}
          />
          <Space wrap>
            <DemoDataTag />
            <span className={styles.meta} data-testid="board-meta">
              数据更新时间：{data?.computed_at ?? '-'}
            </span>
            <Button type="link" size="small" icon={<InfoCircleOutlined />} onClick={() => setHelp(true)}>
              榜单说明
            </Button>
            <Button type="primary" loading={exporting} onClick={onExport} disabled={!data || data.total === 0}>
              导出
            </Button>
          </Space>
        </div>
        <div>
          {[{ name: '', count: 0 }, ...(data?.categories ?? [])].map((c) => (
            <Tag.CheckableTag
              key={c.name || 'all'}
              className={styles.tag}
              checked={state.category === c.name}
              onChange={() => state.set({ category: c.name })}
            >
              {c.name || '全部'}
            </Tag.CheckableTag>
          ))}
        </div>
      </Card>
      <Card
        size="small"
        title={`${POST_BOARD_NAMES[board]} · ${labels[state.period]}`}
        extra={<span className={styles.meta}>{DESCRIPTIONS[board]}</span>}
      >
        {data?.window_start && (
          <p className={styles.meta} style={{ marginTop: 0 }}>
            统计区间：{data.window_start.slice(0, 16)} 至 {data.window_end?.slice(0, 16)} 发布的博文
          </p>
        )}
        {data && data.total_all > data.max_rows && (
          <Alert
            style={{ marginBottom: 12 }}
            type="info"
            showIcon
            title={
              <span>
                共 {data.total_all} 条博文上榜，当前会员等级可查看前 {data.max_rows} 名。
                <Link to="/member">升级会员</Link>查看更多。
              </span>
            }
          />
        )}
        <PagedTable<BoardRow | CakeRow, HotBoardPage>
          query={query}
          page={state.page}
          onPage={(page) => state.set({ page })}
          columns={columns}
          rowKey="mid"
          label={POST_BOARD_NAMES[board]}
          title="榜单加载失败"
          empty={data?.computed_at === null ? '榜单生成中，请稍候...' : undefined}
          scrollX={hot ? 860 : 1120}
          unit="条"
          testId="post-board-table"
        />
      </Card>
      <Modal title={`${POST_BOARD_NAMES[board]}说明`} open={help} onCancel={() => setHelp(false)} footer={null}>
        <ul style={{ paddingInlineStart: 18, lineHeight: 1.8 }}>
          {(hot ? HOT_EXPLAINED : CAKE_EXPLAINED).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}
