import type { MessageItem } from '@boguan/contracts/home-content.api';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Dialog, DotLoading, ErrorBlock, List, Popup, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../components/query-state';
import { api } from '../../../lib/api-client';
import { applyUnread, messageKeys } from '../../../lib/messages';
import { useSubmit } from '../../../lib/use-guarded-submit';
import styles from './messages-popup.module.css';

/** The inbox page by page for 加载更多; asked only while the sheet is open. */
function useMessagePages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...messageKeys.all, 'mobile-pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => api('/api/index/message', { page: pageParam }),
    getNextPageParam: (last, pages) => (pages.length * last.per_page < last.total ? pages.length + 1 : undefined),
    enabled,
  });
}

/**
 * 消息通知 of /m/user in a bottom sheet (the spec's mobile routes are fixed, so no page of its own):
 * unread marked; tapping one shows it in full and marks it read; 全部已读.
 */
export function MessagesPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const pages = useMessagePages(visible);
  const rows = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const unread = pages.data?.pages[0]?.unread ?? 0;
  const { submitting, run } = useSubmit();
  const open = useMutation({
    mutationFn: (id: number) => api('/api/index/message_detail', { id }),
    onSuccess: (detail) => applyUnread(client, detail.unread),
  });
  const markAll = useMutation({
    mutationFn: () => api('/api/index/message_read', { all: 1 }),
    onSuccess: (answer) => applyUnread(client, answer.unread),
  });

  const show = (message: MessageItem) => {
    void Dialog.alert({
      title: message.title,
      content: (
        <div className={styles.content}>
          <p className={styles.muted}>
            {message.type_name} · {message.create_time.slice(0, 16)}
          </p>
          {message.content || '（无正文）'}
        </div>
      ),
      confirmText: '知道了',
    });
    if (message.is_read === 0) open.mutate(message.id);
  };

  let body: ReactNode;
  if (pages.isPending) {
    body = (
      <div className={styles.center}>
        <DotLoading color="primary" />
      </div>
    );
  } else if (pages.isError && rows.length === 0) {
    body = (
      <ErrorBlock
        status="default"
        title="消息加载失败"
        description={
          <>
            <div>{errorMessage(pages.error)}</div>
            <Button size="small" onClick={() => void pages.refetch()}>
              重试
            </Button>
          </>
        }
      />
    );
  } else if (rows.length === 0) {
    body = <ErrorBlock status="empty" title="暂无数据..." description="" />;
  } else {
    body = (
      <>
        <List aria-label="消息列表">
          {rows.map((message) => (
            <List.Item
              key={message.id}
              onClick={() => show(message)}
              description={<div className={styles.excerpt}>{message.content.replace(/\s+/g, ' ')}</div>}
              extra={<span className={styles.muted}>{message.create_time.slice(5, 16)}</span>}
            >
              <div className={styles.itemTitle}>
                {message.is_read === 0 && (
                  <span role="img" aria-label="未读">
                    <Badge content={Badge.dot} />
                  </span>
                )}
                <Tag fill="outline">{message.type_name}</Tag>
                <span className={message.is_read === 0 ? styles.unread : undefined}>{message.title}</span>
              </div>
            </List.Item>
          ))}
        </List>
        <div className={styles.more}>
          {pages.hasNextPage ? (
            <Button block loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
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
      <div className={styles.sheet} data-testid="m-messages">
        <div className={styles.head}>
          <div className={styles.title}>消息通知</div>
          <Button
            size="small"
            fill="none"
            color="primary"
            disabled={unread === 0}
            loading={submitting}
            onClick={() => void run(() => markAll.mutateAsync().catch(() => undefined))}
          >
            全部已读
          </Button>
        </div>
        <div className={styles.body}>{body}</div>
      </div>
    </Popup>
  );
}
