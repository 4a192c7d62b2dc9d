import type { BrandContrastHistoryItem } from '@boguan/contracts/brand-contrast.api';
import { EMPTY_LIST } from '@boguan/contracts/kol';
import { Avatar, Button, Card, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { serverPagination } from '../../../components/server-pagination';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { brandContrastDetailPath, useBrandContrastHistory, useDeleteBrandContrast } from '../api/brand-contrast-api';

/** /brandContrastHis: the user's brand comparisons, newest first; open or delete. */
export function BrandContrastHistoryPage() {
  const [page, setPage] = useState(1);
  const history = useBrandContrastHistory(page);
  const deletion = useDeleteBrandContrast();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();

  const remove = (row: BrandContrastHistoryItem) =>
    confirmDelete(async () => {
      const deleted = await deletion.mutateAsync(row.id).then(
        () => true,
        () => false,
      );
      if (deleted && history.data && history.data.data.length === 1 && page > 1) setPage(page - 1);
    });

  const columns: TableColumnsType<BrandContrastHistoryItem> = [
    {
      title: '对比品牌',
      key: 'brands',
      render: (_, row) => (
        <Space wrap size={[12, 4]}>
          {row.brands.map((b) => (
            <Space key={b.brand_id} size={6}>
              <Avatar src={b.brand_pic || undefined} size={24} shape="square" alt="">
                {b.brand_cn_name.slice(0, 1)}
              </Avatar>
              <span>{b.brand_cn_name}</span>
            </Space>
          ))}
        </Space>
      ),
    },
    { title: '统计周期', key: 'period', width: 200, render: (_, row) => `${row.from} 至 ${row.to}` },
    { title: '对比时间', key: 'time', width: 150, render: (_, row) => row.created_at.slice(0, 16) },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(brandContrastDetailPath(row.id))}>
            查看
          </Button>
          <Button type="link" size="small" danger onClick={() => remove(row)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card size="small" title="品牌对比记录" extra={<Link to="/brandContrast">新建对比</Link>}>
      <QueryState query={history} title="对比记录加载失败">
        {(list) => (
          <Table<BrandContrastHistoryItem>
            rowKey="id"
            columns={columns}
            dataSource={list.data}
            loading={history.isFetching}
            locale={{ emptyText: EMPTY_LIST }}
            scroll={{ x: 640 }}
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
