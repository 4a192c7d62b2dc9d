import { EMPTY_LIST } from '@boguan/contracts/kol';
import { Table, type TableProps } from 'antd';
import { type ServerPaging, serverPagination } from '../../components/server-pagination';

type BloggerTableProps<T> = Omit<TableProps<T>, 'rowKey' | 'pagination'> & { paging: ServerPaging };

/**
 * A server-paged table of bloggers (search results, ranking boards, favourites): a row per kol_id,
 * the middle size, 暂无数据... without rows, and the server's pages with their total.
 */
export function BloggerTable<T extends { kol_id: number }>({ paging, scroll, ...table }: BloggerTableProps<T>) {
  return (
    <Table<T>
      rowKey="kol_id"
      size="middle"
      locale={{ emptyText: EMPTY_LIST }}
      pagination={serverPagination(paging)}
      // An empty table does not scroll: a scrolling box with nothing to focus traps keyboard users.
      scroll={table.dataSource?.length ? scroll : undefined}
      {...table}
    />
  );
}
