import { Alert, Button, Card, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useBrandSearch } from '../api/brand-search-api';
import { BrandFilters } from '../components/brand-filters';
import styles from '../components/brand-search.module.css';
import { BrandTable } from '../components/brand-table';
import { CompareBar } from '../components/compare-bar';
import { type BrandSearchState, queryFromSearchState, searchStateFrom } from '../lib/brand-query';

/** /brandSearch: find brands by name or alias and category, sort by volume, growth, interactions, net sentiment. */
export function BrandSearchPage() {
  const [query, setQuery] = useSearchParams();
  const state = useMemo(() => searchStateFrom(query), [query]);
  const result = useBrandSearch(state);
  const [picked, setPicked] = useState<string[]>([]);
  // Names of the picked brands, kept when they page out of view.
  const names = useRef(new Map<string, string>());
  for (const row of result.data?.data ?? []) names.current.set(row.brand_id, row.brand_cn_name);

  const apply = (next: BrandSearchState) => setQuery(queryFromSearchState(next));
  const data = result.data;
  return (
    <div className={styles.page}>
      <BrandFilters key={`${state.keyword}|${state.category}`} initial={state} onSearch={apply} />
      <Card size="small">
        {data && (
          <Typography.Paragraph className={styles.muted} data-testid="brand-search-meta">
            共找到 <b>{data.found}</b> 个品牌，统计周期 {data.from} 至 {data.to}（增长率对比 {data.prev_from} 至{' '}
            {data.prev_to}）
            {data.max_rows !== null && data.found > data.max_rows && (
              <>
                ，当前会员等级可查看前 {data.max_rows} 个，<Link to="/member">升级会员</Link>查看更多
              </>
            )}
            。演示品牌的数据来自模拟微博世界。
          </Typography.Paragraph>
        )}
        {result.isError && !data ? (
          <Alert
            type="error"
            showIcon
            title="搜索失败"
            description={result.error.message}
            action={
              <Button size="small" onClick={() => result.refetch()}>
                重试
              </Button>
            }
          />
        ) : (
          <BrandTable
            rows={data?.data ?? []}
            loading={result.isFetching}
            page={state.page}
            total={data?.total ?? 0}
            sort={state.sort}
            order={state.order}
            canCollect={data?.can_collect ?? false}
            picked={picked}
            onPick={setPicked}
            onChange={(next) => apply({ ...state, ...next })}
          />
        )}
      </Card>
      <CompareBar
        picked={picked}
        names={names.current}
        onRemove={(id) => setPicked(picked.filter((p) => p !== id))}
        onClear={() => setPicked([])}
      />
    </div>
  );
}
