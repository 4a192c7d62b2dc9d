import type { Spread } from '@boguan/contracts/propagation.api';
import { Card, Space, Statistic, Table, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { QueryState } from '../../../components/query-state';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount, formatPercent } from '../../../lib/format';
import { type ReportRef, useDiffuse } from '../api/post-monitor-api';
import styles from './post-monitor.module.css';

// The tree chart registers ECharts' tree series: loaded only when this tab opens.
const RepostTreeChart = lazy(() =>
  import('../../../components/charts/repost-tree-chart').then((m) => ({ default: m.RepostTreeChart })),
);

function KeySpreaders({ spread }: { spread: Spread }) {
  const scrollRef = useFocusableScroll('关键传播者');
  return (
    <div ref={scrollRef}>
      <Table
        size="small"
        rowKey="mid"
        pagination={false}
        scroll={{ x: 560 }}
        dataSource={spread.key_spreaders.slice(0, 10)}
        columns={[
          { title: '关键传播者', dataIndex: 'name' },
          { title: '层级', dataIndex: 'level' },
          { title: '粉丝', dataIndex: 'followers', render: (v: number) => formatCount(v) },
          { title: '带动转发', dataIndex: 'descendants', render: (v: number) => formatCount(v) },
          { title: '转发时间', dataIndex: 'time' },
        ]}
      />
    </div>
  );
}

/** 传播路径: the repost tree of the monitored post with its levels and key spreaders, read from the stored reposts. */
export function DiffusePanel({ reportRef, refreshMs }: { reportRef: ReportRef; refreshMs: number | false }) {
  const query = useDiffuse(reportRef, refreshMs);
  return (
    <QueryState query={query} title="传播路径加载失败" isEmpty={(s) => s.summary.nodes === 0}>
      {(s) => (
        <div className={styles.item}>
          <Space wrap size={24}>
            <Statistic title="转发节点" value={s.summary.nodes} />
            <Statistic title="传播层级" value={s.summary.depth} />
            <Statistic title="最大宽度" value={s.summary.max_breadth} />
            <Statistic title="覆盖人次（未去重）" value={formatCount(s.summary.coverage)} />
          </Space>
          <Typography.Text type="secondary">
            数据读取于 {s.read_at}
            {s.summary.capped ? `，仅读取最早的 ${s.summary.read} 条转发` : ''}；各层转发：
            {s.levels.map((l) => `第${l.level}层 ${l.count}（${formatPercent(l.share, 1)}）`).join('，')}
          </Typography.Text>
          <Card size="small" title="转发树">
            <Suspense fallback={<Typography.Text type="secondary">转发树加载中…</Typography.Text>}>
              <RepostTreeChart
                tree={s.tree}
                rootName={s.root.name || '原博文'}
                rootChildren={s.levels[0]?.count ?? 0}
                height={480}
              />
            </Suspense>
          </Card>
          <Card size="small" title="关键传播者">
            <KeySpreaders spread={s} />
          </Card>
        </div>
      )}
    </QueryState>
  );
}
