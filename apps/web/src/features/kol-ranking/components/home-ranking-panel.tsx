import { EMPTY_LIST } from '@boguan/contracts/kol';
import { Avatar, Card } from 'antd';
import { Link } from 'react-router';
import panelList from '../../../components/home-panel-list.module.css';
import { QueryState } from '../../../components/query-state';
import { isLoggedIn } from '../../../stores/user-store';
import { bloggerDetailPath } from '../../blogger-common/blogger-cell';
import { formatMetric } from '../../blogger-common/metric-format';
import { useWeeklyTop } from '../api/kol-ranking-api';
import { BOARDS } from '../lib/boards';
import { RankBadge } from './rank-badge';
import styles from './ranking.module.css';

const TOP = 10;

/** The /home panel: this week's top 10 of the composite board, linked to /synthe. */
export default function HomeRankingPanel() {
  // A visitor sees the link only: the board needs a login and asking would open the login dialog.
  const loggedIn = isLoggedIn();
  const top = useWeeklyTop(TOP, loggedIn);
  return (
    <Card size="small" title="博主影响力周榜 TOP10" extra={<Link to={BOARDS.synthesize.path}>查看完整榜单</Link>}>
      {!loggedIn ? (
        <p>登录后查看本周影响力最高的博主。</p>
      ) : (
        <QueryState query={top} title="榜单加载失败" isEmpty={(page) => page.data.length === 0} empty={EMPTY_LIST}>
          {(page) => (
            <ol className={panelList.list} aria-label="博主影响力周榜">
              {page.data.map((row) => (
                <li key={row.kol_id} className={panelList.item}>
                  <RankBadge rank={row.rank} />
                  <Avatar src={row.avatar} size={28} alt={row.uname} />
                  <Link to={bloggerDetailPath(row)} className={panelList.name}>
                    {row.uname}
                  </Link>
                  <span className={styles.score}>{formatMetric('index', row.score)}</span>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      )}
    </Card>
  );
}
