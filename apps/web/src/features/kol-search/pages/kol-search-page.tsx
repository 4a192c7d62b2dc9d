import { KOL_SEARCH_PER_PAGE } from '@boguan/contracts/kol-search';
import { Alert, Button, Card, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { exportSearch, useKolSearch } from '../api/kol-search-api';
import { ContrastBar } from '../components/contrast-bar';
import styles from '../components/kol-search.module.css';
import { ResultTable } from '../components/result-table';
import { SearchFilters } from '../components/search-filters';
import { DEFAULT_STATE, filtersPayload, queryFromState, type SearchState, stateFromQuery } from '../lib/search-params';

/** /bosSearch: find bloggers by keyword and the filters advertisers use; sort, page, favourite, compare, export. */
export function KolSearchPage() {
  const [query, setQuery] = useSearchParams();
  const state = useMemo(() => stateFromQuery(query), [query]);
  const result = useKolSearch(state);
  const [exporting, setExporting] = useState(false);

  const apply = (next: SearchState) => setQuery(queryFromState(next));
  // The filter panel starts again from the URL whenever the filters there change (e.g. a new
  // header search), but not when only the sort or the page does.
  const filtersKey = JSON.stringify(filtersPayload({ ...state, sort: DEFAULT_STATE.sort, order: DEFAULT_STATE.order }));

  const runExport = async () => {
    setExporting(true);
    try {
      // A large export is built by a job; download() waits for it and saves the file when ready.
      await exportSearch(state);
    } finally {
      setExporting(false);
    }
  };

  const data = result.data;
  return (
    <div className={styles.page}>
      <SearchFilters key={filtersKey} initial={state} onSearch={apply} onExport={runExport} exporting={exporting} />
      <Card size="small">
        {data && (
          <Typography.Paragraph className={styles.meta} data-testid="kol-search-meta" style={{ marginBottom: 12 }}>
            共找到 <b>{data.found}</b> 位博主
            {data.max_rows !== null && data.found > data.max_rows && (
              <>
                ，当前会员等级可查看前 {data.max_rows} 位，<Link to="/member">升级会员</Link>查看更多
              </>
            )}
            {data.data[0] && <>。数据更新于 {data.data[0].computed_at.slice(0, 16)}</>}
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
          <ResultTable
            rows={data?.data ?? []}
            loading={result.isFetching}
            page={state.page}
            perPage={KOL_SEARCH_PER_PAGE}
            total={data?.total ?? 0}
            sort={state.sort}
            order={state.order}
            onChange={(next) => apply({ ...state, ...next })}
          />
        )}
      </Card>
      <ContrastBar />
    </div>
  );
}
