import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { KolCard } from '@boguan/contracts/kol.api';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Input, Table, type TableColumnsType } from 'antd';
import { type Key, useState } from 'react';
import { QueryState } from '../../components/query-state';
import { formatCount } from '../../lib/format';
import { BloggerCell } from './blogger-cell';

/** What the picker shows of a stored blogger. */
export type PickerAccount = Pick<KolCard, 'kol_id' | 'uid' | 'avatar' | 'uname' | 'verify' | 'category' | 'fans'>;

/** How a tool looks up stored bloggers: its own endpoint, cached under its own query key. */
export interface AccountLookup<T extends PickerAccount> {
  queryKey: (keyword: string) => QueryKey;
  search: (keyword: string) => Promise<T[]>;
}

interface BaseProps<T extends PickerAccount> {
  lookup: AccountLookup<T>;
  /** The search box's accessible name. */
  label: string;
  placeholder: string;
  /** The keyword's longest length, from the tool's contract. */
  maxLength: number;
  /** Columns after 粉丝数 (e.g. whether the account is monitored already). */
  extraColumns?: TableColumnsType<T>;
  /** Rows that cannot be picked. */
  isLocked?: (row: T) => boolean;
}

/** Several accounts, at most `max` (monitoring), or one (back-collection: a click on the row picks it). */
type Props<T extends PickerAccount> = BaseProps<T> &
  (
    | { multiple: true; selected: T[]; onChange: (rows: T[]) => void; max: number }
    | { multiple?: false; selected: T | null; onChange: (row: T) => void }
  );

/** Search stored bloggers by name or UID and pick the ones a tool works on. */
export function AccountPicker<T extends PickerAccount>(props: Props<T>) {
  const { lookup, label, placeholder, maxLength, extraColumns = [], isLocked = () => false } = props;
  const [keyword, setKeyword] = useState('');
  const search = useQuery({
    queryKey: lookup.queryKey(keyword),
    queryFn: () => lookup.search(keyword),
    enabled: keyword !== '',
  });
  const selectedIds = props.multiple
    ? props.selected.map((row) => row.kol_id)
    : props.selected
      ? [props.selected.kol_id]
      : [];
  const full = props.multiple && selectedIds.length >= props.max;

  const choose = (keys: Key[], rows: T[]) => {
    if (!props.multiple) {
      if (rows[0]) props.onChange(rows[0]);
      return;
    }
    // Rows ticked on an earlier search stay chosen; the current result list decides its own rows.
    const shown = new Set((search.data ?? []).map((row) => row.kol_id));
    const kept = props.selected.filter((row) => !shown.has(row.kol_id));
    const next = [...kept, ...rows.filter((row) => row && keys.includes(row.kol_id))];
    props.onChange(next.slice(0, Math.max(props.max, 0)));
  };

  const table = (rows: T[], loading: boolean) => (
    <Table<T>
      rowKey="kol_id"
      size="small"
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: EMPTY_LIST }}
      pagination={false}
      scroll={{ y: 320 }}
      onRow={
        props.multiple ? undefined : (row) => ({ onClick: () => props.onChange(row), style: { cursor: 'pointer' } })
      }
      rowSelection={{
        type: props.multiple ? 'checkbox' : 'radio',
        selectedRowKeys: selectedIds,
        preserveSelectedRowKeys: props.multiple,
        onChange: choose,
        getCheckboxProps: (row) => ({
          disabled: isLocked(row) || (full && !selectedIds.includes(row.kol_id)),
          'aria-label': `选择 ${row.uname}`,
        }),
      }}
      columns={[
        {
          title: '博主',
          key: 'card',
          render: (_: unknown, row) => <BloggerCell card={row} link={props.multiple === true} />,
        },
        { title: 'UID', dataIndex: 'uid', width: 130 },
        { title: '粉丝数', dataIndex: 'fans', width: 100, render: (fans: number) => formatCount(fans) },
        ...extraColumns,
      ]}
    />
  );

  return (
    <div>
      <Input.Search
        placeholder={placeholder}
        enterButton="搜索"
        allowClear
        maxLength={maxLength}
        loading={search.isFetching}
        onSearch={(value) => setKeyword(value.trim())}
        aria-label={label}
      />
      {keyword !== '' && (
        <div style={{ marginTop: 12 }}>
          <QueryState query={search} title="搜索失败，请稍后再试" loading={table([], true)}>
            {(rows) => table(rows, search.isFetching)}
          </QueryState>
        </div>
      )}
    </div>
  );
}
