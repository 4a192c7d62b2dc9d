import { FEEDBACK_LOG_PAGE_SIZE, FEEDBACK_TYPES } from '@boguan/contracts/feedback';
import type { OpinionLogItem } from '@boguan/contracts/feedback.api';
import { Button, Image, Pagination, Spin, Tag } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { useOpinionLog } from '../api/feedback-api';
import { collapsedContent, feedbackStatusLabel } from '../lib/feedback-rules';
import styles from './feedback-records.module.css';

/** The user's own feedback, 10 a page (spec 7, 9), newest first as the server sorts it. */
export function FeedbackRecords() {
  const [page, setPage] = useState(1);
  const log = useOpinionLog(page);

  return (
    <Spin spinning={log.isFetching && log.data !== undefined}>
      <QueryState query={log} isEmpty={(entries) => entries.data.length === 0}>
        {(entries) => (
          <>
            <div className={styles.list}>
              {entries.data.map((item) => (
                // The log has no id; time + text + page identifies an entry well enough for React.
                <FeedbackRecord key={`${item.create_time}|${item.url}|${item.content}`} item={item} />
              ))}
            </div>
            {entries.total > FEEDBACK_LOG_PAGE_SIZE && (
              <div className={styles.pager}>
                <Pagination
                  size="small"
                  current={page}
                  pageSize={FEEDBACK_LOG_PAGE_SIZE}
                  total={entries.total}
                  showSizeChanger={false}
                  onChange={setPage}
                />
              </div>
            )}
          </>
        )}
      </QueryState>
    </Spin>
  );
}

function FeedbackRecord({ item }: { item: OpinionLogItem }) {
  const [expanded, setExpanded] = useState(false);
  const content = collapsedContent(item.content, expanded);
  const adopted = item.status > 0;
  const typeLabel = FEEDBACK_TYPES.find((t) => t.value === item.type)?.label;
  return (
    <div className={styles.item}>
      <div className={styles.meta}>
        <span>{item.create_time}</span>
        {typeLabel && <Tag>{typeLabel}</Tag>}
        <Tag color={adopted ? 'success' : 'processing'}>{feedbackStatusLabel(item.status)}</Tag>
      </div>
      <div className={styles.content}>
        {content.text}
        {content.collapsible && (
          <Button type="link" size="small" className={styles.toggle} onClick={() => setExpanded(!expanded)}>
            {expanded ? '收起' : '展开'}
          </Button>
        )}
      </div>
      {item.img.length > 0 && (
        <div className={styles.images}>
          <Image.PreviewGroup>
            {item.img.map((src) => (
              <Image key={src} src={src} width={48} height={48} alt="反馈截图" style={{ objectFit: 'cover' }} />
            ))}
          </Image.PreviewGroup>
        </div>
      )}
      {item.url && (
        <div className={styles.url}>
          页面：
          <a href={item.url} target="_blank" rel="noreferrer">
            {item.url}
          </a>
        </div>
      )}
    </div>
  );
}
