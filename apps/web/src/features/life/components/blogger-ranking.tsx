import { LIFE_BLOGGER_CATEGORIES, LIFE_PERIOD_LABELS } from '@boguan/contracts/life';
import type { BloggerRankingPage, LifeBloggerRow } from '@boguan/contracts/life.api';
import { Button, Card, Grid, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import boardStyles from '../../../components/board.module.css';
import { PagedTable } from '../../../components/paged-table';
import { formatCount } from '../../../lib/format';
import { BloggerCell } from '../../blogger-common/blogger-cell';
import { exportBloggerRanking, useBloggerRanking } from '../api/life-api';
import type { LifeState } from '../lib/life-state';
import styles from './life.module.css';
import { RankBadge } from './rank-cells';

function columns(state: LifeState, narrow: boolean): TableColumnsType<LifeBloggerRow> {
  const influence = `影响力指数（${LIFE_PERIOD_LABELS[state.type].replace('榜', '')}）`;
  const rank = {
    title: '排名',
    key: 'rank',
    width: narrow ? 56 : 72,
    align: 'center' as const,
    render: (_: unknown, row: LifeBloggerRow) => <RankBadge rank={row.rank} />,
  };
  const blogger = {
    title: '博主',
    key: 'blogger',
    render: (_: unknown, row: LifeBloggerRow) => <BloggerCell card={row} />,
  };
  if (narrow) {
    return [
      rank,
      blogger,
      {
        title: influence,
        key: 'score',
        width: 104,
        align: 'right',
        render: (_, row) => (
          <div>
            <b className={boardStyles.figure}>{row.score.toFixed(1)}</b>
            <div className={boardStyles.meta}>探店提及 {row.merchant_posts_30d}</div>
          </div>
        ),
      },
    ];
  }
  return [
    rank,
    { ...blogger, width: 260 },
    { title: '粉丝数', key: 'fans', width: 100, align: 'right', render: (_, row) => formatCount(row.fans) },
    {
      title: influence,
      key: 'score',
      width: 140,
      align: 'right',
      render: (_, row) => <b className={boardStyles.figure}>{row.score.toFixed(1)}</b>,
    },
    {
      title: '近30天探店提及',
      key: 'merchant_posts_30d',
      width: 128,
      align: 'right',
      render: (_, row) => row.merchant_posts_30d,
    },
    {
      title: '平均互动数',
      key: 'avg_interactions',
      width: 110,
      align: 'right',
      render: (_, row) => formatCount(row.avg_interactions),
    },
  ];
}

/** 本地博主榜: the city's 探店, 美食 and 本地生活 bloggers by the period's influence index. */
export function BloggerRanking({
  state,
  city,
  set,
}: {
  state: LifeState;
  city: string;
  set: (next: Partial<LifeState>) => void;
}) {
  const query = useBloggerRanking(state, city);
  const data: BloggerRankingPage | undefined = query.data;
  const narrow = Grid.useBreakpoint().xs === true;
  const [exporting, setExporting] = useState(false);
  const cols = useMemo(() => columns(state, narrow), [state, narrow]);
  const onExport = async () => {
    setExporting(true);
    try {
      await exportBloggerRanking(state, city);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card
      size="small"
      title="本地博主榜"
      extra={
        <Button
          type="primary"
          size="small"
          data-testid="life-blogger-export"
          loading={exporting}
          disabled={!data || data.total === 0}
          onClick={onExport}
        >
          导出
        </Button>
      }
    >
      <div className={`${styles.categories} ${boardStyles.toolbar}`} data-testid="life-blogger-categories">
        {['', ...LIFE_BLOGGER_CATEGORIES].map((name) => (
          <Tag.CheckableTag
            key={name || 'all'}
            className={boardStyles.tag}
            checked={state.bcat === name}
            onChange={() => set({ bcat: name, page: state.page })}
          >
            {name || '全部'}
          </Tag.CheckableTag>
        ))}
        {data?.computed_at && <span className={boardStyles.meta}>数据更新时间：{data.computed_at}</span>}
      </div>
      <PagedTable<LifeBloggerRow, BloggerRankingPage>
        query={query}
        page={state.bpage}
        onPage={(bpage) => set({ bpage, page: state.page })}
        columns={cols}
        rowKey="kol_id"
        label="本地博主榜"
        title="本地博主榜加载失败"
        empty="该城市暂无本地博主"
        scrollX={narrow ? undefined : 820}
        unit="位博主"
        testId="life-blogger-table"
      />
    </Card>
  );
}
