import { brandDetailPath } from '@boguan/contracts/brand-search';
import { dayChange, hotDetailPath, topicDayBoardPath } from '@boguan/contracts/data-board';
import type { DataBoardTops, TopBlogger, TopBrand, TopPost, TopTopic } from '@boguan/contracts/data-board.api';
import { hashtagOf } from '@boguan/contracts/topic-name';
import { Avatar, Card, Col, Grid, Row, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import boardStyles from '../../../components/board.module.css';
import { PostLink } from '../../../components/post-link';
import { formatCount } from '../../../lib/format';
import { bloggerDetailPath } from '../../blogger-common/blogger-cell';
import { VerifyBadge } from '../../blogger-common/verify-badge';
import styles from './data-board.module.css';
import { DayChange } from './day-change';

/** The rank (medals for the top three) and the places moved since the day before. */
function RankCell({ rank, change, shown }: { rank: number; change: number | null; shown: boolean }) {
  const medal = rank === 1 ? boardStyles.gold : rank === 2 ? boardStyles.silver : rank === 3 ? boardStyles.bronze : '';
  let moved: ReactNode = null;
  if (shown) {
    if (change === null) moved = <span className={boardStyles.fresh}>新</span>;
    else if (change === 0) moved = <span className={boardStyles.same}>–</span>;
    else if (change > 0)
      moved = (
        <span className={boardStyles.up} title={`较前日上升${change}位`}>
          ↑{change}
        </span>
      );
    else
      moved = (
        <span className={boardStyles.down} title={`较前日下降${-change}位`}>
          ↓{-change}
        </span>
      );
  }
  return (
    <div className={boardStyles.rankCell}>
      <span className={`${boardStyles.rank} ${medal}`} data-testid="rank">
        {rank}
      </span>
      {moved}
    </div>
  );
}

/** A figure and, under it, its change against what it is compared with. */
function FigureWithChange({
  value,
  previous,
  shown,
  narrow = false,
}: {
  value: number;
  previous: number | null;
  shown: boolean;
  narrow?: boolean;
}) {
  const { change, rate } = dayChange(value, shown ? previous : null);
  return (
    <div className={boardStyles.figure}>
      <b>{formatCount(value)}</b>
      {shown && (
        <div>
          <DayChange change={change} rate={rate} prefix="" stacked={narrow} />
        </div>
      )}
    </div>
  );
}

const rankColumn = <T extends { rank: number }>(
  change: (row: T) => number | null,
  shown: boolean,
  narrow: boolean,
) => ({
  title: '排名',
  key: 'rank',
  width: narrow ? 48 : 64,
  align: 'center' as const,
  render: (_: unknown, row: T) => <RankCell rank={row.rank} change={change(row)} shown={shown} />,
});

function bloggerColumns(shown: boolean, narrow: boolean): TableColumnsType<TopBlogger> {
  return [
    rankColumn<TopBlogger>((row) => row.rank_change, shown, narrow),
    {
      title: '博主',
      key: 'blogger',
      render: (_, row) => (
        <div className={styles.cell}>
          {!narrow && (
            <Avatar src={row.avatar || undefined} size={32} alt="">
              {row.uname.slice(0, 1)}
            </Avatar>
          )}
          <div className={styles.cellText}>
            {row.kol_id === null ? (
              <span>{row.uname}</span>
            ) : (
              <Link to={bloggerDetailPath({ kol_id: row.kol_id, uid: row.uid })}>{row.uname}</Link>
            )}{' '}
            <VerifyBadge verify={row.verify} />
            <div className={boardStyles.meta}>
              {row.category.join(' / ') || '未分类'} · 发博 {row.posts} 条
            </div>
          </div>
        </div>
      ),
    },
    {
      title: '互动量 / 较前日',
      key: 'interactions',
      width: narrow ? 112 : 132,
      align: 'right',
      render: (_, row) => (
        <FigureWithChange value={row.interactions} previous={row.prev_interactions} shown={shown} narrow={narrow} />
      ),
    },
  ];
}

function postColumns(shown: boolean, narrow: boolean): TableColumnsType<TopPost> {
  return [
    rankColumn<TopPost>(() => 0, false, narrow),
    {
      title: '微博',
      key: 'post',
      render: (_, row) => (
        <div className={styles.cellText}>
          <PostLink url={row.url} className={styles.postText}>
            {row.text || row.mid}
          </PostLink>
          <div className={boardStyles.meta}>
            {row.kol_id === null ? (
              row.uname
            ) : (
              <Link to={bloggerDetailPath({ kol_id: row.kol_id, uid: row.uid })}>{row.uname}</Link>
            )}{' '}
            · {row.created_at.slice(11, 16)}
            {!narrow &&
              ` · 转 ${formatCount(row.reposts)} 评 ${formatCount(row.comments)} 赞 ${formatCount(row.likes)}`}
          </div>
        </div>
      ),
    },
    {
      title: '互动量 / 较前日同名次',
      key: 'interactions',
      width: narrow ? 112 : 180,
      align: 'right',
      render: (_, row) => (
        <FigureWithChange value={row.interactions} previous={row.prev_interactions} shown={shown} narrow={narrow} />
      ),
    },
  ];
}

function topicColumns(date: string, shown: boolean, narrow: boolean): TableColumnsType<TopTopic> {
  return [
    rankColumn<TopTopic>((row) => row.rank_change, shown, narrow),
    {
      title: '话题',
      key: 'topic',
      render: (_, row) => (
        <div className={styles.cellText}>
          <Link to={topicDayBoardPath(date)}>{hashtagOf(row.name)}</Link>
          <div className={boardStyles.meta}>
            {row.category || '未分类'} · 讨论 +{formatCount(row.discuss_inc)}
          </div>
        </div>
      ),
    },
    {
      title: '阅读增量 / 较前日',
      key: 'read_inc',
      width: narrow ? 112 : 132,
      align: 'right',
      render: (_, row) => (
        <FigureWithChange value={row.read_inc} previous={row.prev_read_inc} shown={shown} narrow={narrow} />
      ),
    },
  ];
}

function brandColumns(shown: boolean, narrow: boolean): TableColumnsType<TopBrand> {
  return [
    rankColumn<TopBrand>((row) => row.rank_change, shown, narrow),
    {
      title: '品牌',
      key: 'brand',
      render: (_, row) => (
        <div className={styles.cell}>
          {!narrow && (
            <Avatar shape="square" size={32} src={row.brand_pic || undefined} alt="">
              {row.brand_cn_name.slice(0, 1)}
            </Avatar>
          )}
          <div className={styles.cellText}>
            <Link to={brandDetailPath(row.brand_id)}>{row.brand_cn_name}</Link>
            <div className={boardStyles.meta}>互动 {formatCount(row.interactions)}</div>
          </div>
        </div>
      ),
    },
    {
      title: '提及量 / 较前日',
      key: 'mentions',
      width: narrow ? 112 : 132,
      align: 'right',
      render: (_, row) => (
        <FigureWithChange value={row.mentions} previous={row.prev_mentions} shown={shown} narrow={narrow} />
      ),
    },
  ];
}

function TopCard<T extends object>({
  title,
  more,
  rows,
  columns,
  rowKey,
  empty,
  testId,
}: {
  title: string;
  more: { to: string; label: string };
  rows: T[];
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  empty: string;
  testId: string;
}) {
  return (
    <Card size="small" title={title} extra={<Link to={more.to}>{more.label}</Link>} data-testid={testId}>
      <Table<T>
        size="small"
        rowKey={rowKey}
        pagination={false}
        dataSource={rows}
        columns={columns}
        locale={{ emptyText: empty }}
      />
    </Card>
  );
}

/** The day's top bloggers, posts, topics and brands, each against the day before. */
export function TopLists({ data }: { data: DataBoardTops }) {
  const date = data.date ?? '';
  const shown = data.has_previous;
  // On a phone the avatars go and the figure columns narrow, so a name keeps its line.
  const narrow = Grid.useBreakpoint().xs === true;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <TopCard<TopBlogger>
          title="博主榜 TOP10"
          more={{ to: '/synthe', label: '博主排行' }}
          rows={data.bloggers}
          columns={bloggerColumns(shown, narrow)}
          rowKey="uid"
          empty="当日暂无博主发博"
          testId="top-bloggers"
        />
      </Col>
      <Col xs={24} xl={12}>
        <TopCard<TopPost>
          title="微博榜 TOP10"
          more={{ to: '/blogHotRanking', label: '热门微博' }}
          rows={data.posts}
          columns={postColumns(shown, narrow)}
          rowKey="mid"
          empty="当日暂无微博"
          testId="top-posts"
        />
      </Col>
      <Col xs={24} xl={12}>
        <TopCard<TopTopic>
          title="话题榜 TOP10"
          more={{ to: topicDayBoardPath(date), label: '当日话题榜' }}
          rows={data.topics.rows}
          columns={topicColumns(date, data.topics.has_previous, narrow)}
          rowKey="name"
          empty={data.topics.computed ? '当日暂无上榜话题' : '该日话题榜尚未生成，请稍后再看'}
          testId="top-topics"
        />
      </Col>
      <Col xs={24} xl={12}>
        <TopCard<TopBrand>
          title="品牌榜 TOP10"
          more={{ to: `/brandRanking?date=${date}`, label: '当日品牌榜' }}
          rows={data.brands}
          columns={brandColumns(shown, narrow)}
          rowKey="brand_id"
          empty="当日暂无品牌提及"
          testId="top-brands"
        />
      </Col>
    </Row>
  );
}

/** The day's hot-search entries (organic only), best peak rank first. */
export function HotSearchCard({ data }: { data: DataBoardTops }) {
  return (
    <Card
      size="small"
      title={`当日热搜（共 ${data.hot_search.total} 条）`}
      extra={<Link to="/hotHistory?tab=day">热搜历史</Link>}
      data-testid="day-hot-search"
    >
      <Table
        size="small"
        rowKey="word"
        pagination={false}
        dataSource={data.hot_search.rows}
        locale={{ emptyText: '当日暂无热搜记录' }}
        columns={[
          {
            title: '词条',
            key: 'word',
            render: (_, row) => <Link to={hotDetailPath(row.word)}>{row.word}</Link>,
          },
          { title: '分类', dataIndex: 'category', key: 'category', width: 80, render: (v: string) => v || '-' },
          {
            title: '最高排名',
            key: 'peak_rank',
            width: 88,
            align: 'right',
            render: (_, row) => (row.peak_rank === null ? '-' : `第${row.peak_rank}名`),
          },
          {
            title: '在榜时长',
            key: 'minutes',
            width: 96,
            align: 'right',
            render: (_, row) => `${row.minutes_on_list} 分钟`,
          },
          {
            title: '最高热度',
            key: 'heat',
            width: 96,
            align: 'right',
            render: (_, row) => formatCount(row.peak_heat),
          },
        ]}
      />
    </Card>
  );
}
