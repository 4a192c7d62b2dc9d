import { FEEDBACK_LOG_PAGE_SIZE, FEEDBACK_TYPES, type OpinionLogItem } from '@boguan/contracts/feedback';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Image, Pagination, Spin, Tag } from 'antd';
import { useState } from 'react';
import { fetchOpinionLog } from '../api/feedback-api';
import { collapsedContent, feedbackStatusLabel } from '../lib/feedback-rules';
import styles from './feedback-records.module.css';

/** The user's own feedback, 10 a page (spec 7, 9), newest first as the server sorts it. */
export function FeedbackRecords() {
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: ['opinion-log', page],
    queryFn: () => fetchOpinionLog(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  return (
    <Spin spinning={log.isFetching}>
      <div className={styles.list}>
        {log.data?.data.map((item) => (
          // The log has no id; time + text + page identifies an entry well enough for React.
          <FeedbackRecord key={`${item.create_time}|${item.url}|${item.content}`} item={item} />
        ))}
        {log.data && log.data.data.length === 0 && <div className={styles.empty}>暂无数据...</div>}
        {log.isError && <div className={styles.empty}>反馈记录加载失败，请稍后再试</div>}
      </div>
      {(log.data?.total ?? 0) > FEEDBACK_LOG_PAGE_SIZE && (
        <div className={styles.pager}>
          <Pagination
            size="small"
            current={page}
            pageSize={FEEDBACK_LOG_PAGE_SIZE}
            total={log.data?.total ?? 0}
            showSizeChanger={false}
            onChange={setPage}
          />
        </div>
      )}
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
