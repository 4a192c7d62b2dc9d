import { ART_MON_HINTS } from '@boguan/contracts/post-monitor';
import type { ArtMonReportContent } from '@boguan/contracts/post-monitor.api';
import { Card, Tag, Typography } from 'antd';
import { EmptyBlock } from '../../../components/query-state';
import { SentimentShare } from '../../../components/sentiment-share';
import { HintTitle } from './hint-title';
import styles from './post-monitor.module.css';

/** 评论分析: the sentiment of the comments read (with their number) and their top words. */
export function CommentsPanel({ comments }: { comments: ArtMonReportContent['comments'] }) {
  return (
    <div className={styles.panels}>
      <Card size="small" title={<HintTitle label="评论情感" hint={ART_MON_HINTS.sentiment} />}>
        {comments.sample_size === 0 ? <EmptyBlock /> : <SentimentShare counts={comments.sentiment} />}
      </Card>
      <Card size="small" title="评论高频词">
        {comments.top_words.length === 0 ? (
          <EmptyBlock />
        ) : (
          <div className={styles.words} data-testid="art-mon-words">
            {comments.top_words.map((w) => (
              <Tag key={w.word}>
                {w.word} <Typography.Text type="secondary">{w.count}</Typography.Text>
              </Tag>
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}
