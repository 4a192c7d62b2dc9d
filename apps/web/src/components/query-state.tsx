import { EMPTY_LIST } from '@boguan/contracts/kol';
import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/** What QueryState reads of a TanStack query. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The message of a failed query: the server's own words when it answered. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '加载失败，请稍后再试';
}

/**
 * The one way a page shows a query's loading, error and empty states; `children` render the data.
 * A failed query shows one message here, with 重新加载 (queries do not toast: see api-client).
 * While a refetch fails after data was shown, the data stays and the message sits above it.
 */
export function QueryState<T>({
  query,
  isEmpty,
  empty = EMPTY_LIST,
  loading = <Skeleton active paragraph={{ rows: 6 }} />,
  title = '数据加载失败',
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  /** The empty text (spec 8: 暂无数据...). */
  empty?: ReactNode;
  loading?: ReactNode;
  title?: string;
  children: (data: T) => ReactNode;
}) {
  const failure = query.isError ? (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorMessage(query.error)}
      action={
        <Button size="small" onClick={() => query.refetch()}>
          重新加载
        </Button>
      }
      style={{ marginBottom: 12 }}
    />
  ) : null;
  if (query.data === undefined) return failure ?? <>{loading}</>;
  if (isEmpty?.(query.data)) {
    return (
      <>
        {failure}
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      </>
    );
  }
  return (
    <>
      {failure}
      {children(query.data)}
    </>
  );
}

/** The empty state inside a card whose chart has nothing to show. */
export function EmptyBlock({ text = EMPTY_LIST }: { text?: ReactNode }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}
