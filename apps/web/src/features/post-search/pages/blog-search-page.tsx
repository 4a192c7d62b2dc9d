import { EMPTY_LIST } from '@boguan/contracts/kol';
import { POST_FOUND_CAP } from '@boguan/contracts/post-search';
import { Button, Card, Empty, Flex, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { usePostSearch, useSearchAuth } from '../api/post-search-api';
import { DemoDataTag } from '../components/demo-data-tag';
import { ExportRecords } from '../components/export-records';
import styles from '../components/post-search.module.css';
import { ResultList } from '../components/result-list';
import { SearchForm } from '../components/search-form';
import { useSearchExport } from '../components/use-search-export';
import { DEFAULT_STATE, filtersPayload, queryFromState, type SearchState, stateFromQuery } from '../lib/search-state';

/** Uses left today and the rows a level may see, above the results. */
function Allowance() {
  const auth = useSearchAuth();
  const search = auth.data?.search;
  if (!search) return null;
  return (
    <span className={styles.meta} data-testid="post-search-allowance">
      {search.per_day && `今日剩余搜索 ${search.per_day.remaining}/${search.per_day.limit} 次`}
      {search.max_rows !== null && `，每次可查看前 ${search.max_rows} 条`}
    </span>
  );
}

/**
 * /blogSearch: stored posts by keyword, time range, the author's category and verification, type,
 * media, sponsorship and a floor of interactions; sorted and paged on the server; the results or the
 * ticked posts exported, with the export records beside.
 */
export function BlogSearchPage() {
  const [query, setQuery] = useSearchParams();
  const state = useMemo(() => stateFromQuery(query), [query]);
  const result = usePostSearch(state);
  const [selected, setSelected] = useState<string[]>([]);
  const [recordsOpen, setRecordsOpen] = useState(false);
  const exporter = useSearchExport();

  const apply = (next: SearchState) => setQuery(queryFromState(next));
  const search = (next: SearchState) => {
    setSelected([]);
    apply(next);
  };
  // The form starts again from the URL when the filters there change (a new header search), not
  // when only the sort or the page does.
  const formKey = JSON.stringify(filtersPayload({ ...state, sort: DEFAULT_STATE.sort, order: DEFAULT_STATE.order }));
  const data = result.data;

  return (
    <div className={styles.page}>
      <SearchForm key={formKey} initial={state} onSearch={search} />
      <Card size="small">
        <div className={styles.toolbar}>
          <Space wrap size={[12, 4]}>
            {data && state.keyword && (
              <Typography.Text className={styles.meta} data-testid="post-search-meta">
                共找到 <b>{data.found_more ? `${POST_FOUND_CAP}+` : data.found}</b> 条博文
                {data.max_rows !== null && (data.found > data.max_rows || data.found_more) && (
                  <>
                    ，当前会员等级可查看前 {data.max_rows} 条，<Link to="/member">升级会员</Link>查看更多
                  </>
                )}
              </Typography.Text>
            )}
            <Allowance />
            <DemoDataTag />
          </Space>
          <Flex gap={8} wrap>
            <Button onClick={() => setRecordsOpen(true)}>导出记录</Button>
            <Button
              disabled={selected.length === 0}
              loading={exporter.busy}
              onClick={() => void exporter.exportPicked(selected)}
            >
              导出所选{selected.length > 0 ? `（${selected.length}）` : ''}
            </Button>
            <Button
              type="primary"
              disabled={!data || data.total === 0}
              loading={exporter.busy}
              data-testid="post-search-export"
              onClick={() => void exporter.exportAll(state)}
            >
              导出结果
            </Button>
          </Flex>
        </div>
        {state.keyword === '' ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="输入关键词并设置筛选条件，搜索已收录的微博博文"
            className={styles.prompt}
          />
        ) : (
          <QueryState query={result} title="搜索失败" empty={EMPTY_LIST} isEmpty={(page) => page.total === 0}>
            {(page) => (
              <ResultList
                data={page}
                loading={result.isFetching}
                sort={state.sort}
                order={state.order}
                onChange={(next) => apply({ ...state, ...next })}
                selected={selected}
                onSelect={setSelected}
              />
            )}
          </QueryState>
        )}
      </Card>
      <ExportRecords open={recordsOpen} onClose={() => setRecordsOpen(false)} />
    </div>
  );
}
