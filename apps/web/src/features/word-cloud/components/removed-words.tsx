import { WORD_CLOUD_WORD_MAX } from '@boguan/contracts/word-cloud';
import { App, Button, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { addRemoved, sameWords } from '../lib/cloud-lib';
import styles from './word-cloud.module.css';

/**
 * The words taken out of the cloud: those saved with it and those picked since (from the cloud,
 * the table or typed here). 重新绘制 saves the list and draws again; closing a tag puts a word back.
 */
export function RemovedWords({
  pending,
  saved,
  onChange,
  onRedraw,
  busy,
}: {
  pending: string[];
  saved: string[];
  onChange: (list: string[]) => void;
  onRedraw: () => void;
  busy: boolean;
}) {
  const [typed, setTyped] = useState('');
  const { message } = App.useApp();
  const add = () => {
    const next = addRemoved(pending, typed);
    if (next.problem) {
      message.warning(next.problem);
      return;
    }
    onChange(next.list);
    setTyped('');
  };
  const changed = !sameWords(pending, saved);
  return (
    <div className={styles.removed}>
      <Typography.Text>已移除的词：</Typography.Text>
      {pending.length === 0 && <Typography.Text type="secondary">无</Typography.Text>}
      {pending.map((word) => (
        <Tag key={word}>
          {word}
          <button
            type="button"
            className={styles.tagClose}
            aria-label={`恢复「${word}」`}
            onClick={() => onChange(pending.filter((w) => w !== word))}
          >
            ×
          </button>
        </Tag>
      ))}
      <Space.Compact>
        <Input
          aria-label="输入要移除的词"
          placeholder="输入要移除的词"
          maxLength={WORD_CLOUD_WORD_MAX}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={add}
          style={{ width: 160 }}
        />
        <Button onClick={add}>添加</Button>
      </Space.Compact>
      <Button type="primary" disabled={!changed} loading={busy} onClick={onRedraw}>
        重新绘制
      </Button>
      <Button disabled={pending.length === 0} onClick={() => onChange([])}>
        恢复全部
      </Button>
      {changed && <Typography.Text type="secondary">有未生效的修改，点击「重新绘制」后生效</Typography.Text>}
    </div>
  );
}
