import { HotSearchMessage } from '@boguan/contracts/hot-search';
import type { HotRealtime } from '@boguan/contracts/hot-search.api';
import { EMPTY_LIST } from '@boguan/contracts/kol';
import { Card, Space } from 'antd';
import { Link } from 'react-router';
import panelList from '../../../components/home-panel-list.module.css';
import { QueryState } from '../../../components/query-state';
import { formatCount } from '../../../lib/format';
import { useRealtime } from '../api/hot-search-api';
import styles from './hot-search.module.css';
import { HotDemoTag, HotLabel } from './hot-tags';
import { detailPath } from './realtime-table';

const TOP = 10;

/** The ranked entries only: paid ones never take a place on the board. */
const topEntries = (list: HotRealtime) => list.entries.filter((entry) => !entry.is_ad).slice(0, TOP);

/**
 * The /home panel: the live list's top 10, linked to /hotSearch. The list is open to visitors, so
 * everyone sees it; the query shares the key of /hotSearch without filters and so its cache.
 */
export default function HomeHotPanel() {
  const list = useRealtime('', '');
  return (
    <Card
      size="small"
      title={
        <Space size={8}>
          微博热搜 TOP10
          <HotDemoTag demo={list.data?.demo ?? false} />
        </Space>
      }
      extra={<Link to="/hotSearch">查看完整热搜</Link>}
    >
      <QueryState
        query={list}
        title="热搜加载失败"
        isEmpty={(data) => topEntries(data).length === 0}
        empty={list.data?.captured_at === null ? HotSearchMessage.noData : EMPTY_LIST}
      >
        {(data) => (
          <ol className={panelList.list} aria-label="微博热搜榜">
            {topEntries(data).map((entry) => (
              <li key={entry.word} className={panelList.item}>
                <span className={`${styles.rank} ${entry.rank !== null && entry.rank <= 3 ? styles.top : ''}`}>
                  {entry.rank}
                </span>
                <Link to={detailPath(entry.word)} className={panelList.name}>
                  {entry.word}
                </Link>
                <HotLabel label={entry.label} isAd={false} />
                <span className={styles.panelHeat}>{formatCount(entry.heat)}</span>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Card>
  );
}
