import type { MessageItem } from '@boguan/contracts/home-content.api';
import { Link, useLocation } from 'react-router';
import styles from '../inform.module.css';
import { MessageTypeTag } from '../lib/message-type-tag';

/** The first line of a message's text, for the list (the detail page shows it all). */
function excerpt(content: string): string {
  return content.replace(/\s+/g, ' ').trim();
}

/** The inbox rows: unread dot, type, title, time and a one-line excerpt; each opens /inform/detail. */
export function MessageRows({ messages }: { messages: MessageItem[] }) {
  // The detail's 返回列表 comes back to this tab, type and page.
  const { search } = useLocation();
  return (
    <ul className={styles.rows} aria-label="消息列表">
      {messages.map((message) => {
        const unread = message.is_read === 0;
        return (
          <li key={message.id}>
            <Link
              to={`/inform/detail?id=${message.id}`}
              state={{ list: search }}
              className={styles.row}
              data-testid="message-row"
            >
              {unread ? (
                <span className={styles.dot} data-unread="true" role="img" aria-label="未读" />
              ) : (
                <span className={styles.dot} aria-hidden="true" />
              )}
              <div className={styles.main}>
                <div className={styles.head}>
                  <MessageTypeTag type={message.type} name={message.type_name} />
                  <span className={styles.title} data-unread={unread}>
                    {message.title}
                  </span>
                  <span className={styles.time}>{message.create_time.slice(0, 16)}</span>
                </div>
                <div className={styles.excerpt}>{excerpt(message.content) || '（无正文）'}</div>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
