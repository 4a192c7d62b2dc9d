import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, List, Popup, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../components/query-state';
import { fetchLoginHistory, loginHistoryKeys, LOGIN_METHOD_LABELS as METHOD_LABELS } from '../../../lib/login-history';
import styles from './login-history-popup.module.css';

/** The account's login attempts page by page, for 加载更多; asked only while the sheet is open. */
function useLoginHistoryPages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: loginHistoryKeys.pages(),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchLoginHistory(pageParam),
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
    enabled,
  });
}

/**
 * 登录记录 of /m/user in a bottom sheet (the spec's mobile routes are fixed, so no page of its own):
 * time, address, method and result of every attempt, failures marked.
 */
export function LoginHistoryPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const history = useLoginHistoryPages(visible);
  // Rows carry no id: their page and place on it key them (the list only grows at its end).
  const rows =
    history.data?.pages.flatMap((page) => page.data.map((row, at) => ({ ...row, key: `${page.page}-${at}` }))) ?? [];

  let body: ReactNode;
  if (history.isPending) {
    body = (
      <div className={styles.center}>
        <DotLoading color="primary" />
      </div>
    );
  } else if (history.isError && rows.length === 0) {
    body = (
      <ErrorBlock
        status="default"
        title="登录记录加载失败"
        description={
          <>
            <div>{errorMessage(history.error)}</div>
            <Button size="small" onClick={() => void history.refetch()}>
              重试
            </Button>
          </>
        }
      />
    );
  } else if (rows.length === 0) {
    body = <ErrorBlock status="empty" title="暂无登录记录" description="" />;
  } else {
    body = (
      <>
        <List aria-label="登录记录" style={{ '--font-size': '15px' }}>
          {rows.map((row) => (
            <List.Item
              key={row.key}
              className={row.success ? undefined : styles.failed}
              description={`IP ${row.ip || '未知'} · ${METHOD_LABELS[row.method]}`}
              extra={row.success ? <Tag color="success">成功</Tag> : <Tag color="danger">失败</Tag>}
            >
              {row.time}
            </List.Item>
          ))}
        </List>
        <div className={styles.more}>
          {history.hasNextPage ? (
            <Button block loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              加载更多
            </Button>
          ) : (
            <span className={styles.muted}>已经到底了</span>
          )}
        </div>
      </>
    );
  }

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyStyle={{ borderRadius: '12px 12px 0 0' }}
    >
      <div className={styles.sheet} data-testid="m-login-history">
        {/* The title and the close button stay put while the list scrolls. */}
        <div className={styles.head}>
          <div className={styles.title}>登录记录</div>
          <p className={styles.note}>
            密码连续输错会触发等待时间，但不会锁定账号；如发现陌生 IP 的失败记录，建议修改密码，短信验证码登录始终可用。
          </p>
        </div>
        <div className={styles.body}>{body}</div>
      </div>
    </Popup>
  );
}
