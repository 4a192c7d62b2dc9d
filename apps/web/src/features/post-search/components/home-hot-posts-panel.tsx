import { EMPTY_LIST } from '@boguan/contracts/kol';
import { HOT_PERIOD_LABELS } from '@boguan/contracts/post-search';
import { Card, Space } from 'antd';
import { Link } from 'react-router';
import styles from '../../../components/board.module.css';
import panelList from '../../../components/home-panel-list.module.css';
import { PostLink } from '../../../components/post-link';
import { QueryState } from '../../../components/query-state';
import { formatCount } from '../../../lib/format';
import { isLoggedIn } from '../../../stores/user-store';
import { useHotBoard } from '../api/post-search-api';
import { DemoDataTag } from './demo-data-tag';

const TOP = 10;

const BOARD_PATH = '/blogHotRanking';

/** What /blogHotRanking opens on (24小时榜, every category, page 1), so both share one query. */
const DEFAULT_PARAMS = { period: 'day', category: '', page: 1 } as const;

/** The board page's own words before the board's first computation. */
const COMPUTING = '榜单生成中，请稍候...';

const MEDALS: Record<number, string | undefined> = { 1: styles.gold, 2: styles.silver, 3: styles.bronze };

const TITLE = `热门博文${HOT_PERIOD_LABELS[DEFAULT_PARAMS.period]}`;

/** The 24-hour board's top 10 by interactions; before its first computation, a notice, never numbers. */
function HotPostsTop() {
  const board = useHotBoard(DEFAULT_PARAMS);
  return (
    <QueryState
      query={board}
      title="榜单加载失败"
      isEmpty={(page) => page.data.length === 0}
      empty={board.data?.computed_at === null ? COMPUTING : EMPTY_LIST}
    >
      {(page) => (
        <ol className={panelList.list} aria-label={TITLE}>
          {page.data.slice(0, TOP).map((row) => (
            <li key={row.mid} className={panelList.item}>
              <span className={`${styles.rank} ${MEDALS[row.rank] ?? ''}`}>{row.rank}</span>
              {/* Where the board links a post: weibo.com, or plain text for a demo post. */}
              <PostLink url={row.art_url} className={panelList.name} title={row.art_title}>
                {row.text || row.art_title}
              </PostLink>
              <span className={styles.figure} title="互动量（转发 + 评论 + 点赞）">
                {formatCount(row.interactions)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}

/** The /home panel: the hot-post board's top 10 of the last 24 hours, linked to /blogHotRanking. */
export default function HomeHotPostsPanel() {
  // A visitor sees the link only: the board needs a login and asking would open the login dialog.
  const loggedIn = isLoggedIn();
  return (
    <Card
      size="small"
      title={
        <Space size={8}>
          {`${TITLE} TOP10`}
          {loggedIn && <DemoDataTag />}
        </Space>
      }
      extra={<Link to={BOARD_PATH}>查看完整榜单</Link>}
    >
      {loggedIn ? <HotPostsTop /> : <p>登录后查看近24小时互动量最高的博文。</p>}
    </Card>
  );
}
