import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { type QueryLike, QueryState } from './query-state';
import { serverPagination } from './server-pagination';
import { useFocusableScroll } from './use-focusable-scroll';

/** The `data` of a paged list (spec 3: data, page, per_page, total). */
export interface PagedData<Row> {
  data: Row[];
  per_page: number;
  total: number;
}

/**
 * A list the server pages, shown the one way: loading / error / 暂无数据... through QueryState,
 * then an antd Table with the server's page size and 共 N <unit>, dimmed while the next page
 * loads, its sideways scroll a labelled region a keyboard can reach (`label`).
 */
export function PagedTable<Row extends object, Data extends PagedData<Row> = PagedData<Row>>({
  query,
  page,
  onPage,
  columns,
  rowKey,
  label,
  title,
  empty,
  scrollX,
  unit = '条',
  testId,
}: {
  query: QueryLike<Data> & { isFetching: boolean };
  page: number;
  onPage: (page: number) => void;
  columns: TableColumnsType<Row>;
  rowKey: string | ((row: Row) => string | number);
  /** What the table lists, for its scroll region (e.g. 提现记录). */
  label: string;
  /** The failure's title (e.g. 提现记录加载失败). */
  title: string;
  empty?: ReactNode;
  scrollX?: number;
  unit?: string;
  testId?: string;
}) {
  const scrollRef = useFocusableScroll(label);
  return (
    <div ref={scrollRef}>
      <QueryState query={query} title={title} empty={empty} isEmpty={(data) => data.total === 0}>
        {(data) => (
          <Table<Row>
            data-testid={testId}
            rowKey={rowKey}
            size="middle"
            loading={query.isFetching}
            dataSource={data.data}
            scroll={scrollX ? { x: scrollX } : undefined}
            pagination={serverPagination({ page, perPage: data.per_page, total: data.total, unit, onChange: onPage })}
            columns={columns}
          />
        )}
      </QueryState>
    </div>
  );
}
