import { HOT_KEYWORD_MAX, HOT_REFRESH_MS, HotSearchMessage } from '@boguan/contracts/hot-search';
import { Card, Empty, Input, Select, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useRealtime } from '../api/hot-search-api';
import styles from '../components/hot-search.module.css';
import { HotDemoTag } from '../components/hot-tags';
import { RealtimeTable } from '../components/realtime-table';

/**
 * /hotSearch: the live list as Weibo shows it, from the latest capture the collector stored, read
 * again every minute while visible; paid entries apart, each word opening its life (/hotDetail).
 */
export function HotSearchPage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const keyword = params.get('keyword') ?? '';
  const list = useRealtime(category, keyword);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <div className={styles.page}>
      <Card
        title={
          <Space wrap>
            实时热搜
            <HotDemoTag demo={list.data?.demo ?? false} />
          </Space>
        }
      >
        <div className={styles.toolbar} style={{ marginBottom: 12 }}>
          <Select
            aria-label="分类"
            style={{ width: 140 }}
            value={category}
            onChange={(v) => set('category', v)}
            options={[
              { value: '', label: '全部分类' },
              ...(list.data?.categories ?? []).map((c) => ({ value: c, label: c })),
            ]}
          />
          <Input.Search
            aria-label="搜索热搜词"
            placeholder="搜索热搜词"
            allowClear
            maxLength={HOT_KEYWORD_MAX}
            defaultValue={keyword}
            onSearch={(v) => set('keyword', v.trim())}
            style={{ width: 220, maxWidth: '100%' }}
          />
          {list.data?.captured_at && (
            <Typography.Text className={styles.meta} data-testid="hot-captured-at">
              数据时间 {list.data.captured_at}，每 {HOT_REFRESH_MS / 60_000} 分钟自动刷新
              {list.data.compared_at && `；近1小时变化对比 ${list.data.compared_at.slice(11, 16)} 的热度`}
            </Typography.Text>
          )}
        </div>
        <QueryState query={list} title="热搜加载失败">
          {(data) =>
            data.captured_at === null ? (
              <Empty description={HotSearchMessage.noData} />
            ) : (
              <RealtimeTable entries={data.entries} testId="hot-realtime-table" />
            )
          }
        </QueryState>
      </Card>
      {list.data && list.data.ads.length > 0 && (
        <Card title="推广（广告位，不参与排名）" size="small">
          <RealtimeTable entries={list.data.ads} testId="hot-ads-table" />
        </Card>
      )}
    </div>
  );
}
