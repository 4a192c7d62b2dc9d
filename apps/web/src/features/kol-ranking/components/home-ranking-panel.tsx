import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { InfluenceRankRow } from '@boguan/contracts/kol-ranking';
import { Avatar, Card, Result } from 'antd';
import { Link } from 'react-router';
import { isLoggedIn } from '../../../stores/user-store';
import { bloggerDetailPath } from '../../blogger-common/blogger-cell';
import { useBoard } from '../api/kol-ranking-api';
import { RankBadge } from './rank-badge';
import styles from './ranking.module.css';

/** The /home panel: this week's top 10 of the composite board, linked to /synthe. */
export default function HomeRankingPanel() {
  // A visitor sees the link only: the board needs a login and asking would open the login dialog.
  const loggedIn = isLoggedIn();
  const board = useBoard('synthesize', { period: 'week', category: '', province: '', page: 1, per_page: 10 }, loggedIn);
  const rows = (board.data?.data ?? []) as InfluenceRankRow[];
  return (
    <Card
      size="small"
      title="博主影响力周榜 TOP10"
      loading={loggedIn && board.isLoading}
      extra={<Link to="/synthe">查看完整榜单</Link>}
    >
      {!loggedIn ? (
        <p>登录后查看本周影响力最高的博主。</p>
      ) : board.isError ? (
        <Result status="warning" subTitle="榜单加载失败" />
      ) : rows.length === 0 ? (
        <p>{EMPTY_LIST}</p>
      ) : (
        <ol className={styles.panelList} aria-label="博主影响力周榜">
          {rows.map((row) => (
            <li key={row.kol_id} className={styles.panelItem}>
              <RankBadge rank={row.rank} />
              <Avatar src={row.avatar} size={28} alt={row.uname} />
              <Link to={bloggerDetailPath(row)} className={styles.panelName}>
                {row.uname}
              </Link>
              <span className={styles.score}>{row.score.toFixed(1)}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
