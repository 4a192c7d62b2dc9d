import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { ContrastHistoryItem } from '@boguan/contracts/kol-contrast.api';
import { Avatar, Button, Card, Space, Table, type TableColumnsType, Tooltip } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { serverPagination } from '../../../components/server-pagination';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { contrastDetailPath } from '../../blogger-common/api/contrast-api';
import { useContrastHistory, useDeleteContrast } from '../api/kol-contrast-api';

/** /bosContrastHis: the user's comparisons, newest first; open or delete. */
export function KolContrastHistoryPage() {
  const [page, setPage] = useState(1);
  const history = useContrastHistory(page);
  const deletion = useDeleteContrast();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();

  const remove = (row: ContrastHistoryItem) =>
    confirmDelete(async () => {
      // A refusal is already shown (mutation cache); the dialog just closes.
      const deleted = await deletion.mutateAsync(row.id).then(
        () => true,
        () => false,
      );
      if (!deleted) return;
      // The last row of a later page went: show the page before.
      if (history.data && history.data.data.length === 1 && page > 1) setPage(page - 1);
    });
  const open = (row: ContrastHistoryItem) => navigate(contrastDetailPath(row.id));

  const columns: TableColumnsType<ContrastHistoryItem> = [
    {
      title: '对比博主',
      key: 'bloggers',
      render: (_, row) => (
        <Space wrap size={[12, 4]}>
          {row.bloggers.map((b) => (
            <Space key={b.kol_id} size={6}>
              <Avatar src={b.avatar} size={28} alt={b.uname} />
              <span>{b.uname}</span>
            </Space>
          ))}
        </Space>
      ),
    },
    { title: '博主数', key: 'count', width: 90, align: 'center', render: (_, row) => row.bloggers.length },
    { title: '对比时间', key: 'time', width: 170, render: (_, row) => row.created_at.slice(0, 16) },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open(row)}>
            查看
          </Button>
          <Tooltip title="删除这条对比记录">
            <Button type="link" size="small" danger onClick={() => remove(row)}>
              删除
            </Button>
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Card size="small" title="博主对比记录" extra={<Link to="/bosContrast">新建对比</Link>}>
      <QueryState query={history} title="对比记录加载失败">
        {(list) => (
          <Table<ContrastHistoryItem>
            rowKey="id"
            columns={columns}
            dataSource={list.data}
            loading={history.isFetching}
            locale={{ emptyText: EMPTY_LIST }}
            pagination={serverPagination({
              page: list.page,
              perPage: list.per_page,
              total: list.total,
              unit: '条',
              onChange: setPage,
            })}
          />
        )}
      </QueryState>
    </Card>
  );
}
