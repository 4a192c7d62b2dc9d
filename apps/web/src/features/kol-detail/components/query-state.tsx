import { EMPTY_LIST } from '@boguan/contracts/kol';
import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Loading, error and empty states of one tab's query; children render the data. */
export function QueryState<T>({
  query,
  isEmpty,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError || query.data === undefined) {
    const message = query.error instanceof Error ? query.error.message : '加载失败，请稍后再试';
    return (
      <Result
        status="warning"
        title="数据加载失败"
        subTitle={message}
        extra={
          <Button type="primary" onClick={() => query.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (isEmpty?.(query.data)) return <Empty description={EMPTY_LIST} />;
  return <>{children(query.data)}</>;
}

/** The empty state inside a card whose chart has nothing to show. */
export function EmptyBlock() {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_LIST} />;
}
