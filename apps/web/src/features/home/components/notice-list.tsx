import type { Notice } from '@boguan/contracts/home-content.api';
import { Card, Modal, Typography } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { useNotices } from '../../../lib/home-content-api';
import styles from './home.module.css';

/** 平台公告 (/api/index/notice): titles with dates; a click shows the whole notice. */
export function NoticeList() {
  const notices = useNotices();
  const [shown, setShown] = useState<Notice | null>(null);

  return (
    <Card title="平台公告" size="small" className={styles.card}>
      <QueryState query={notices} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul className={styles.rows}>
            {list.map((notice) => (
              <li key={notice.id}>
                <button type="button" className={styles.row} onClick={() => setShown(notice)}>
                  <Typography.Text ellipsis className={styles.listTitle}>
                    {notice.title}
                  </Typography.Text>
                  <span className={styles.date}>{notice.create_time.slice(0, 10)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Modal open={shown !== null} title={shown?.title} footer={null} onCancel={() => setShown(null)}>
        <p className={styles.date}>{shown?.create_time}</p>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{shown?.content}</Typography.Paragraph>
      </Modal>
    </Card>
  );
}
