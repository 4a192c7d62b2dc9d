import { EMPTY_LIST, VERIFY_LABELS } from '@boguan/contracts/kol';
import type { KolCard } from '@boguan/contracts/kol.api';
import { DEFAULT_PERIOD, PERIOD_LABELS, RANKING_PERIODS, type RankingPeriod } from '@boguan/contracts/kol-ranking';
import { Avatar, Button, DotLoading, ErrorBlock, List, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { MobileLoginPrompt } from '../../../components/mobile-login-prompt';
import { errorMessage } from '../../../components/query-state';
import { formatCount } from '../../../lib/format';
import { isLoggedIn } from '../../../stores/user-store';
import { formatMetric } from '../../blogger-common/metric-format';
import { BloggerSheet } from '../../blogger-common/mobile-blogger-sheet';
import { useMobileBoard, useRankingOptions } from '../api/kol-ranking-api';
import styles from './mobile-ranking.module.css';

/** /m/ranking/list: the composite influence board with period tabs, a category selector and 加载更多. */
export function MobileRankingPage() {
  const loggedIn = isLoggedIn();
  const [period, setPeriod] = useState<RankingPeriod>(DEFAULT_PERIOD);
  const [category, setCategory] = useState('');
  const [open, setOpen] = useState<KolCard | null>(null);
  const options = useRankingOptions(loggedIn);
  const board = useMobileBoard(period, category, loggedIn);
  const rows = board.data?.pages.flatMap((p) => p.data) ?? [];
  const first = board.data?.pages[0];

  if (!loggedIn) {
    return (
      <MobileLoginPrompt
        className={styles.center}
        title="登录后查看博主榜单"
        description="榜单按影响力指数排列，每天更新"
      />
    );
  }

  return (
    <div className={styles.page}>
      <Tabs activeKey={period} onChange={(key) => setPeriod(key as RankingPeriod)}>
        {RANKING_PERIODS.map((value) => (
          <Tabs.Tab key={value} title={PERIOD_LABELS[value]} />
        ))}
      </Tabs>
      <fieldset className={styles.chips} aria-label="分类">
        {['', ...(options.data?.categories ?? []).map((c) => c.name)].map((name) => (
          <button
            key={name || 'all'}
            type="button"
            className={styles.chip}
            aria-pressed={category === name}
            onClick={() => setCategory(name)}
          >
            {name || '全部'}
          </button>
        ))}
      </fieldset>
      {options.data?.computed_at && <div className={styles.meta}>数据更新时间：{options.data.computed_at}</div>}
      {board.isLoading ? (
        <div className={styles.center}>
          <DotLoading color="primary" />
        </div>
      ) : board.isError ? (
        <ErrorBlock
          status="default"
          title="榜单加载失败"
          description={
            <>
              <div>{errorMessage(board.error)}</div>
              <Button onClick={() => void board.refetch()}>重试</Button>
            </>
          }
        />
      ) : rows.length === 0 ? (
        <ErrorBlock status="empty" title={EMPTY_LIST} description="" />
      ) : (
        <List aria-label="博主榜单">
          {rows.map((row) => (
            <List.Item
              key={row.kol_id}
              onClick={() => setOpen(row)}
              arrowIcon={false}
              prefix={
                <div className={styles.prefix}>
                  <span className={`${styles.rank} ${row.rank <= 3 ? styles[`top${row.rank}`] : ''}`}>{row.rank}</span>
                  <Avatar src={row.avatar} alt="" style={{ '--size': '40px', '--border-radius': '20px' }} />
                </div>
              }
              description={`粉丝 ${formatCount(row.fans)} · ${row.category.join('/') || '未分类'}`}
              extra={
                <span className={styles.score} data-testid="rank-score">
                  {formatMetric('index', row.score)}
                </span>
              }
            >
              {row.uname}
              {row.verify !== 'none' && <span className={styles.badge}>{VERIFY_LABELS[row.verify]}</span>}
            </List.Item>
          ))}
        </List>
      )}
      {rows.length > 0 && (
        <div className={styles.more}>
          {board.hasNextPage ? (
            <Button block loading={board.isFetchingNextPage} onClick={() => void board.fetchNextPage()}>
              加载更多
            </Button>
          ) : (
            <span className={styles.meta}>
              {first && first.total_all > first.max_rows
                ? `当前会员等级可查看前${first.max_rows}名，升级会员查看更多`
                : '已经到底了'}
            </span>
          )}
        </div>
      )}
      <BloggerSheet row={open} onClose={() => setOpen(null)} />
    </div>
  );
}
