import type { TablePaginationConfig } from 'antd';

export interface ServerPaging {
  page: number;
  perPage: number;
  total: number;
  /** Shown as 共 N <unit> beside the pages (条, 位博主, 名…); without it no total is shown. */
  unit?: string;
  /** A new page picked; tables that also sort handle it in their own onChange instead. */
  onChange?: (page: number) => void;
}

/** The paging of a table whose rows the server pages: its page size, no size changer, the total. */
export function serverPagination({ page, perPage, total, unit, onChange }: ServerPaging): TablePaginationConfig {
  return {
    current: page,
    pageSize: perPage,
    total,
    showSizeChanger: false,
    showTotal: unit ? (count) => `共 ${count} ${unit}` : undefined,
    onChange,
  };
}
