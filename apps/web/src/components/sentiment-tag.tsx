import { DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { Code } from '@boguan/contracts/envelope';
import {
  SENTIMENT_LABELS,
  SENTIMENT_VALUES,
  type SentimentKind,
  type SentimentLabel,
} from '@boguan/contracts/sentiment';
import type { Sentiment } from '@boguan/contracts/sentiment.api';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { toast } from '../lib/feedback-bridge';
import { correctSentiment, refreshSentiment, undoSentiment } from '../lib/sentiment-corrections';
import { useSubmit } from '../lib/use-guarded-submit';
import styles from './sentiment.module.css';

const UNDO = 'undo';

/** A label as a coloured tag that does nothing (lists of corrections, read-only views). */
export function SentimentLabelTag({ label }: { label: SentimentLabel }) {
  return <span className={`${styles.tag} ${styles[label]}`}>{SENTIMENT_LABELS[label]}</span>;
}

/**
 * The sentiment of one post or comment as a coloured tag. Clicking it opens a menu to set
 * 正面 / 中性 / 负面 for this user (one request at a time); a corrected label says 已修正 and offers
 * 撤销修正. Every report on screen that shows labels is refreshed after a change.
 */
export function SentimentTag({
  kind,
  id,
  sentiment,
}: {
  kind: SentimentKind;
  /** The post's mid or the comment's id. */
  id: string;
  sentiment: Sentiment;
}) {
  const client = useQueryClient();
  const { submitting, run } = useSubmit();
  const [shown, setShown] = useState(sentiment);
  // A new answer from the server (a refetch, another page) replaces what the tag showed.
  useEffect(() => setShown(sentiment), [sentiment]);

  const change = (key: string) =>
    run(async () => {
      if (key === UNDO) {
        const answer = await undoSentiment(kind, id);
        if (answer.code !== Code.ok) return;
        setShown({ label: answer.data.label, score: answer.data.score, corrected: false });
        toast('success', answer.msg);
      } else {
        const label = key as SentimentLabel;
        const answer = await correctSentiment(kind, id, label);
        if (answer.code !== Code.ok) return;
        setShown({ label, score: shown.score, corrected: true });
        toast('success', answer.msg);
      }
      await refreshSentiment(client);
    });

  const items: MenuProps['items'] = [
    ...SENTIMENT_VALUES.map((value) => ({ key: value, label: SENTIMENT_LABELS[value] })),
    ...(shown.corrected ? [{ type: 'divider' as const }, { key: UNDO, label: '撤销修正' }] : []),
  ];
  const name = `${SENTIMENT_LABELS[shown.label]}${shown.corrected ? '（已修正）' : ''}`;
  return (
    <Dropdown
      trigger={['click']}
      disabled={submitting}
      menu={{ items, selectable: true, selectedKeys: [shown.label], onClick: ({ key }) => void change(key) }}
    >
      <button
        type="button"
        className={`${styles.tag} ${styles[shown.label]}`}
        aria-label={`情感：${name}，点击修改`}
        aria-haspopup="menu"
        aria-busy={submitting}
        disabled={submitting}
      >
        {SENTIMENT_LABELS[shown.label]}
        {shown.corrected && <span className={styles.corrected}>已修正</span>}
        {submitting ? <LoadingOutlined aria-hidden /> : <DownOutlined aria-hidden style={{ fontSize: 10 }} />}
      </button>
    </Dropdown>
  );
}
