import { hashtagOf } from '@boguan/contracts/topic-name';
import { TOPIC_BOARD_PATHS } from '@boguan/contracts/topic-ranking';
import type { TopicRankRow } from '@boguan/contracts/topic-ranking.api';
import { Card, Space } from 'antd';
import { Link } from 'react-router';
import styles from '../../../components/board.module.css';
import panelList from '../../../components/home-panel-list.module.css';
import { QueryState } from '../../../components/query-state';
import { formatCount } from '../../../lib/format';
import { useTopicBoard } from '../api/topic-ranking-api';
import { readBoardState } from '../lib/board-state';
import { DemoDataTag } from './demo-data-tag';
import topicStyles from './topic-ranking.module.css';

const TOP = 10;

/** What /topicheatedRanking opens on (the latest finished day, every category, page 1), so both share one query. */
const DEFAULT_STATE = readBoardState(new URLSearchParams());

/** The board page's own words: before any period has a board, and for a period with no topic on it. */
const COMPUTING = '暂无已结束时段的话题数据，榜单生成中，请稍候...';
const NONE_IN_PERIOD = '该时段暂无上榜话题';

const MEDALS: Record<number, string | undefined> = { 1: styles.gold, 2: styles.silver, 3: styles.bronze };

const TITLE = '飙升话题日榜';

/** The growth rate the board ranks by, as the board writes it. */
const rate = (row: TopicRankRow) => (row.discuss_rate === null ? '-' : `+${row.discuss_rate.toFixed(1)}%`);

/**
 * The /home panel: the latest finished day's top 10 topics by discussion growth, linked to
 * /topicheatedRanking. The board is open to visitors (they see what 免费版 sees), so everyone sees
 * it; the query shares the key of the board page's default and so its cache.
 */
export default function HomeRisingTopicsPanel() {
  const board = useTopicBoard('heated', DEFAULT_STATE);
  return (
    <Card
      size="small"
      title={
        <Space size={8}>
          {`${TITLE} TOP10`}
          <DemoDataTag />
        </Space>
      }
      extra={<Link to={TOPIC_BOARD_PATHS.heated}>查看完整榜单</Link>}
    >
      <QueryState
        query={board}
        title="榜单加载失败"
        isEmpty={(page) => page.data.length === 0}
        empty={board.data?.period === null ? COMPUTING : NONE_IN_PERIOD}
      >
        {(page) => (
          <ol className={panelList.list} aria-label={TITLE}>
            {page.data.slice(0, TOP).map((row) => (
              <li key={row.name} className={panelList.item}>
                <span className={`${styles.rank} ${MEDALS[row.rank] ?? ''}`}>{row.rank}</span>
                {/* The board shows a topic as #name# without a link; so does the panel. */}
                <span className={`${panelList.name} ${topicStyles.topic}`} title={hashtagOf(row.name)}>
                  {hashtagOf(row.name)}
                </span>
                <span className={`${styles.figure} ${styles.up}`} title="讨论增长率">
                  {rate(row)}
                </span>
                <span className={styles.figure} title="讨论增量">
                  讨论 +{formatCount(row.discuss_inc)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Card>
  );
}
