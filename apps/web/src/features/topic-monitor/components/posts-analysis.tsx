import { TOPIC_MON_HINTS } from '@boguan/contracts/topic-monitor';
import type { TopicReportContent } from '@boguan/contracts/topic-monitor.api';
import { Card, Tag, Typography } from 'antd';
import { EmptyBlock } from '../../../components/query-state';
import { SentimentShare } from '../../../components/sentiment-share';
import { HintTitle } from './hint-title';
import styles from './topic-monitor.module.css';

/** 内容分析: the sentiment of the topic's posts read (with their number) and their top words. */
export function PostsAnalysis({ posts }: { posts: TopicReportContent['posts'] }) {
  return (
    <div className={styles.panels}>
      <Card size="small" title={<HintTitle label="博文情感" hint={TOPIC_MON_HINTS.sentiment} />}>
        {posts.sample_size === 0 ? <EmptyBlock /> : <SentimentShare counts={posts.sentiment} />}
      </Card>
      <Card size="small" title="博文高频词">
        {posts.top_words.length === 0 ? (
          <EmptyBlock />
        ) : (
          <div className={styles.words} data-testid="topic-mon-words">
            {posts.top_words.map((w) => (
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
