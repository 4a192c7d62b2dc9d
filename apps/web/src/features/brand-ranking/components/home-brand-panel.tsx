import { BRAND_BOARD_PATHS, BrandRankingMessage } from '@boguan/contracts/brand-ranking';
import { brandDetailPath } from '@boguan/contracts/brand-search';
import { EMPTY_LIST } from '@boguan/contracts/kol';
import { Card, Space } from 'antd';
import { Link } from 'react-router';
import styles from '../../../components/board.module.css';
import panelList from '../../../components/home-panel-list.module.css';
import { QueryState } from '../../../components/query-state';
import { formatCount } from '../../../lib/format';
import { isLoggedIn } from '../../../stores/user-store';
import { useBrandBoard } from '../api/brand-ranking-api';
import { readBoardState } from '../lib/board-state';
import { DemoDataTag } from './demo-data-tag';

const TOP = 10;

/** What /brandRanking opens on (the latest day, every category, page 1), so both share one query. */
const DEFAULT_STATE = readBoardState(new URLSearchParams());

const MEDALS: Record<number, string | undefined> = { 1: styles.gold, 2: styles.silver, 3: styles.bronze };

/** The latest finished day's top 10 by mentions; while no day has a board yet, a notice, never numbers. */
function BrandTop() {
  const board = useBrandBoard('volume', DEFAULT_STATE);
  return (
    <QueryState
      query={board}
      title="榜单加载失败"
      isEmpty={(page) => page.data.length === 0}
      empty={board.data?.period === null ? BrandRankingMessage.computing : EMPTY_LIST}
    >
      {(page) => (
        <ol className={panelList.list} aria-label="品牌声量日榜">
          {page.data.slice(0, TOP).map((row) => (
            <li key={row.brand_id} className={panelList.item}>
              <span className={`${styles.rank} ${MEDALS[row.rank] ?? ''}`}>{row.rank}</span>
              <Link to={brandDetailPath(row.brand_id)} className={panelList.name}>
                {row.brand_cn_name}
              </Link>
              <span className={styles.figure}>{formatCount(row.mentions)}</span>
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}

/** The /home panel: the brand volume day board's top 10, linked to /brandRanking. */
export default function HomeBrandPanel() {
  // A visitor sees the link only: the board needs a login and asking would open the login dialog.
  const loggedIn = isLoggedIn();
  return (
    <Card
      size="small"
      title={
        <Space size={8}>
          品牌声量日榜 TOP10
          {loggedIn && <DemoDataTag />}
        </Space>
      }
      extra={<Link to={BRAND_BOARD_PATHS.volume}>查看完整榜单</Link>}
    >
      {loggedIn ? <BrandTop /> : <p>登录后查看最近一日提及量最高的品牌。</p>}
    </Card>
  );
}
