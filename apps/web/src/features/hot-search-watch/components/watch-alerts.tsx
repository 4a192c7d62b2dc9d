import type { HotWatchAlert } from '@boguan/contracts/hot-search-watch.api';
import { Space, Tag } from 'antd';
import { useState } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { useWatchAlerts } from '../api/hot-search-watch-api';

/** One watch's alerts, newest first, ten a page. */
export function WatchAlerts({ watchId }: { watchId: number }) {
  const [page, setPage] = useState(1);
  const alerts = useWatchAlerts(watchId, page);
  return (
    <PagedTable<HotWatchAlert>
      query={alerts}
      page={page}
      onPage={setPage}
      rowKey={(a) => `${a.word}-${a.time}`}
      label="预警提醒"
      title="预警提醒加载失败"
      testId="hot-watch-alerts"
      scrollX={740}
      columns={[
        {
          title: '热搜词',
          dataIndex: 'word',
          width: 220,
          render: (word: string, alert) => (
            <Space size={4} wrap>
              <span>{word}</span>
              {alert.is_demo && <Tag color="blue">演示数据</Tag>}
            </Space>
          ),
        },
        { title: '命中关键词', dataIndex: 'keyword', width: 110 },
        { title: '排名', dataIndex: 'rank', width: 70, render: (rank: number | null) => rank ?? '—' },
        { title: '上榜时间', dataIndex: 'time', width: 170 },
        { title: '最近在榜', dataIndex: 'last_seen', width: 170 },
      ]}
    />
  );
}
