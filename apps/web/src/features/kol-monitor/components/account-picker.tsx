import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { AccountSearchItem } from '@boguan/contracts/kol-monitor';
import { Alert, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { formatCount } from '../../../lib/format';
import { BloggerCell } from '../../blogger-common/blogger-cell';
import { useAccountSearch } from '../api/kol-monitor-api';

/**
 * Search stored bloggers by name or UID and tick the ones to monitor. Accounts already monitored
 * cannot be ticked; `max` caps the selection at the slots left.
 */
export function AccountPicker({
  selected,
  onChange,
  max,
}: {
  selected: AccountSearchItem[];
  onChange: (rows: AccountSearchItem[]) => void;
  max: number;
}) {
  const [keyword, setKeyword] = useState('');
  const search = useAccountSearch(keyword);
  const selectedIds = selected.map((row) => row.kol_id);

  const choose = (keys: React.Key[], rows: AccountSearchItem[]) => {
    // Rows ticked on an earlier search stay chosen; the current result list decides its own rows.
    const shown = new Set((search.data ?? []).map((r) => r.kol_id));
    const kept = selected.filter((row) => !shown.has(row.kol_id));
    const next = [...kept, ...rows.filter((row) => row && keys.includes(row.kol_id))];
    onChange(next.slice(0, Math.max(max, 0)));
  };

  return (
    <div>
      <Input.Search
        placeholder="输入博主昵称或UID搜索已收录的账号"
        enterButton="搜索"
        allowClear
        maxLength={30}
        loading={search.isFetching}
        onSearch={(value) => setKeyword(value.trim())}
        aria-label="搜索监控账号"
      />
      {keyword !== '' &&
        (search.isError ? (
          <Alert type="error" showIcon title="搜索失败，请稍后再试" style={{ marginTop: 12 }} />
        ) : (
          <Table<AccountSearchItem>
            style={{ marginTop: 12 }}
            rowKey="kol_id"
            size="small"
            loading={search.isFetching}
            dataSource={search.data ?? []}
            locale={{ emptyText: EMPTY_LIST }}
            pagination={false}
            scroll={{ y: 320 }}
            rowSelection={{
              selectedRowKeys: selectedIds,
              preserveSelectedRowKeys: true,
              onChange: choose,
              getCheckboxProps: (row) => ({
                disabled: row.monitored || (!selectedIds.includes(row.kol_id) && selectedIds.length >= max),
                'aria-label': `选择 ${row.uname}`,
              }),
            }}
            columns={[
              { title: '博主', key: 'card', render: (_: unknown, row) => <BloggerCell card={row} /> },
              { title: 'UID', dataIndex: 'uid', width: 130 },
              { title: '粉丝数', dataIndex: 'fans', width: 100, render: (fans: number) => formatCount(fans) },
              {
                title: '状态',
                dataIndex: 'monitored',
                width: 90,
                render: (monitored: boolean) => (monitored ? <Tag color="blue">监控中</Tag> : <Tag>未监控</Tag>),
              },
            ]}
          />
        ))}
    </div>
  );
}
