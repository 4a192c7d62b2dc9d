import type { MessageItem } from '@boguan/contracts/home-content.api';
import { Badge, Button, Card, Modal, Pagination, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { useUiStore } from '../../../stores/ui-store';
import { isLoggedIn } from '../../../stores/user-store';
import { useMarkRead, useMessages } from '../api/messages-api';
import styles from './home.module.css';

/** 我的消息 (/api/index/message, login): paged, unread marked; opening one marks it read. */
export function MessageList() {
  const loggedIn = isLoggedIn();
  const [page, setPage] = useState(1);
  const messages = useMessages(page, loggedIn);
  const markRead = useMarkRead();
  const openLogin = useUiStore((s) => s.openLogin);
  const [shown, setShown] = useState<MessageItem | null>(null);

  const open = (message: MessageItem) => {
    setShown(message);
    if (message.is_read === 0) markRead.mutate({ id: message.id });
  };
  const unread = messages.data?.unread ?? 0;

  const body = !loggedIn ? (
    <div className={styles.loginHint}>
      <span>登录后查看监测提醒、会员与系统消息</span>
      <Button type="primary" size="small" onClick={() => openLogin()}>
        登录
      </Button>
    </div>
  ) : (
    <QueryState query={messages} isEmpty={(inbox) => inbox.data.length === 0}>
      {(inbox) => (
        <>
          <ul className={styles.rows}>
            {inbox.data.map((message) => (
              <li key={message.id}>
                <button type="button" className={styles.row} onClick={() => open(message)}>
                  <Badge dot={message.is_read === 0} offset={[-2, 2]}>
                    <Tag>{message.type_name}</Tag>
                  </Badge>
                  <Typography.Text ellipsis strong={message.is_read === 0} className={styles.listTitle}>
                    {message.title}
                  </Typography.Text>
                  <span className={styles.date}>{message.create_time.slice(5, 16)}</span>
                </button>
              </li>
            ))}
          </ul>
          {inbox.total > inbox.per_page && (
            <Pagination
              simple
              size="small"
              current={page}
              pageSize={inbox.per_page}
              total={inbox.total}
              onChange={setPage}
              className={styles.pager}
            />
          )}
        </>
      )}
    </QueryState>
  );

  return (
    <Card
      title={
        <span>
          我的消息 <Badge count={unread} size="small" />
        </span>
      }
      extra={
        loggedIn && unread > 0 ? (
          <Button type="link" size="small" onClick={() => markRead.mutate({ all: 1 })}>
            全部已读
          </Button>
        ) : null
      }
      size="small"
      className={styles.card}
    >
      {body}
      <Modal open={shown !== null} title={shown?.title} footer={null} onCancel={() => setShown(null)}>
        <p className={styles.date}>{shown?.create_time}</p>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{shown?.content}</Typography.Paragraph>
      </Modal>
    </Card>
  );
}
