import { EMPTY_LIST } from '@boguan/contracts/kol';
import { Dialog, List, NoticeBar } from 'antd-mobile';
import { useNotices } from '../../../lib/home-content-api';
import styles from './mobile.module.css';

function show(title: string, content: string, time: string) {
  Dialog.alert({
    title,
    content: (
      <div className={styles.noticeText}>
        <p className={styles.muted}>{time}</p>
        {content}
      </div>
    ),
    confirmText: '知道了',
  });
}

/** The latest notice scrolls in a bar; the list below opens each one. */
export function MobileNotices() {
  const notices = useNotices();
  const list = notices.data ?? [];
  const [latest] = list;
  return (
    <>
      {latest && (
        <NoticeBar
          className={styles.noticeBar}
          content={latest.title}
          color="alert"
          onClick={() => show(latest.title, latest.content, latest.create_time)}
        />
      )}
      <List header="平台公告" className={styles.section}>
        {list.length === 0 && <List.Item>{notices.isPending ? '加载中…' : EMPTY_LIST}</List.Item>}
        {list.map((notice) => (
          <List.Item
            key={notice.id}
            extra={notice.create_time.slice(5, 10)}
            onClick={() => show(notice.title, notice.content, notice.create_time)}
          >
            <span className={styles.ellipsis}>{notice.title}</span>
          </List.Item>
        ))}
      </List>
    </>
  );
}
