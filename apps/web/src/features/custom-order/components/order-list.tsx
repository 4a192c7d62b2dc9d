import {
  CUSTOM_ORDER_STATUS_KEYS,
  CUSTOM_ORDER_STATUSES,
  type CustomOrderStatus,
} from '@boguan/contracts/custom-order';
import { Flex, Pagination, Select } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { useCustomOrders } from '../api/custom-order-api';
import { OrderCard } from './order-card';

const FILTERS = [
  { value: 'all', label: '全部状态' },
  ...CUSTOM_ORDER_STATUS_KEYS.map((value) => ({ value, label: CUSTOM_ORDER_STATUSES[value] })),
];

/** 我的需求: the user's orders as cards (they fit a phone), newest first, filtered by state. */
export function OrderList() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<CustomOrderStatus | undefined>(undefined);
  const list = useCustomOrders(page, status);
  return (
    <Flex vertical gap={12}>
      <Select
        aria-label="需求状态"
        value={status ?? 'all'}
        options={FILTERS}
        style={{ width: 140 }}
        onChange={(value: string) => {
          setStatus(value === 'all' ? undefined : (value as CustomOrderStatus));
          setPage(1);
        }}
      />
      <QueryState query={list} title="需求加载失败" isEmpty={(data) => data.total === 0}>
        {(data) => (
          <Flex vertical gap={12} data-testid="custom-order-list">
            {data.data.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
            {data.total > data.per_page && (
              <Pagination
                size="small"
                align="center"
                current={page}
                pageSize={data.per_page}
                total={data.total}
                showSizeChanger={false}
                showTotal={(count) => `共 ${count} 条`}
                onChange={setPage}
              />
            )}
          </Flex>
        )}
      </QueryState>
    </Flex>
  );
}
