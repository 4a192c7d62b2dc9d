import { Typography } from 'antd';
import { QueryState } from '../../../components/query-state';
import { useNotices } from '../../../lib/home-content-api';
import styles from '../inform.module.css';

/** 系统公告: the platform's notices for everyone (/api/index/notice, newest first, at most 20). */
export function NoticeList() {
  const notices = useNotices();
  return (
    <QueryState query={notices} title="公告加载失败" isEmpty={(list) => list.length === 0}>
      {(list) => (
        <ul className={styles.rows} aria-label="系统公告">
          {list.map((notice) => (
            <li key={notice.id} className={styles.row}>
              <div className={styles.main}>
                <div className={styles.head}>
                  <span className={`${styles.title} ${styles.noticeTitle}`}>{notice.title}</span>
                  <span className={styles.time}>{notice.create_time.slice(0, 16)}</span>
                </div>
                <Typography.Paragraph
                  type="secondary"
                  ellipsis={{ rows: 2, expandable: 'collapsible' }}
                  style={{ marginTop: 4, marginBottom: 0, whiteSpace: 'pre-wrap' }}
                >
                  {notice.content}
                </Typography.Paragraph>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
