import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { StopeAccount } from '@boguan/contracts/kol-stope';
import { Alert, Input, Table } from 'antd';
import { useState } from 'react';
import { formatCount } from '../../../lib/format';
import { BloggerCell } from '../../blogger-common/blogger-cell';
import { useStopeAccountSearch } from '../api/kol-stope-api';

/** Search stored bloggers by name or UID and pick one to back-collect. */
export function StopeAccountPicker({
  selected,
  onChange,
}: {
  selected: StopeAccount | null;
  onChange: (row: StopeAccount) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const search = useStopeAccountSearch(keyword);
  return (
    <div>
      <Input.Search
        placeholder="输入博主昵称或UID搜索已收录的博主"
        enterButton="搜索"
        allowClear
        maxLength={50}
        loading={search.isFetching}
        onSearch={(value) => setKeyword(value.trim())}
        aria-label="搜索回采博主"
      />
      {keyword !== '' &&
        (search.isError ? (
          <Alert type="error" showIcon title="搜索失败，请稍后再试" style={{ marginTop: 12 }} />
        ) : (
          <Table<StopeAccount>
            style={{ marginTop: 12 }}
            rowKey="kol_id"
            size="small"
            loading={search.isFetching}
            dataSource={search.data ?? []}
            locale={{ emptyText: EMPTY_LIST }}
            pagination={false}
            scroll={{ y: 300 }}
            onRow={(row) => ({ onClick: () => onChange(row), style: { cursor: 'pointer' } })}
            rowSelection={{
              type: 'radio',
              selectedRowKeys: selected ? [selected.kol_id] : [],
              onChange: (_keys, rows) => rows[0] && onChange(rows[0]),
              getCheckboxProps: (row) => ({ 'aria-label': `选择 ${row.uname}` }),
            }}
            columns={[
              { title: '博主', key: 'card', render: (_: unknown, row) => <BloggerCell card={row} link={false} /> },
              { title: 'UID', dataIndex: 'uid', width: 140 },
              { title: '粉丝数', dataIndex: 'fans', width: 110, render: (fans: number) => formatCount(fans) },
            ]}
          />
        ))}
    </div>
  );
}
