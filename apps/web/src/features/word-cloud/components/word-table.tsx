import { WORD_CLOUD_HINTS, type WordCloudSort } from '@boguan/contracts/word-cloud';
import type { WordCloudWord } from '@boguan/contracts/word-cloud.api';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { useCloudWords } from '../api/word-cloud-api';

/**
 * The word table of a cloud, paged by the server, in the cloud's order (the parent keys it by the
 * order, so a new order starts on page 1); 移除 picks a word for removal.
 */
export function WordTable({
  id,
  sort,
  pending,
  onRemove,
}: {
  id: number;
  sort: WordCloudSort;
  pending: readonly string[];
  onRemove: (word: string) => void;
}) {
  const [page, setPage] = useState(1);
  const query = useCloudWords(id, page, sort);
  const picked = new Set(pending.map((w) => w.toLowerCase()));
  return (
    <PagedTable<WordCloudWord>
      query={query}
      page={page}
      onPage={setPage}
      rowKey="word"
      label="词频表"
      title="词频表加载失败"
      unit="个词"
      scrollX={560}
      testId="word-table"
      columns={[
        { title: '排名', dataIndex: 'rank', width: 70 },
        { title: '词语', dataIndex: 'word' },
        // Titles hint on hover only: antd copies them into a hidden measuring row, where a button would
        // be a hidden focusable; the card's ⓘ says the same to the keyboard.
        { title: <Tooltip title={WORD_CLOUD_HINTS.count}>词频</Tooltip>, dataIndex: 'count', width: 110 },
        { title: <Tooltip title={WORD_CLOUD_HINTS.docs}>出现条数</Tooltip>, dataIndex: 'docs', width: 120 },
        {
          title: <Tooltip title={WORD_CLOUD_HINTS.weight}>TF-IDF权重</Tooltip>,
          dataIndex: 'weight',
          width: 140,
          render: (v: number) => v.toFixed(4),
        },
        {
          title: '操作',
          key: 'remove',
          width: 90,
          render: (_: unknown, row) => (
            <Button
              type="link"
              size="small"
              disabled={picked.has(row.word.toLowerCase())}
              aria-label={`移除「${row.word}」`}
              onClick={() => onRemove(row.word)}
            >
              移除
            </Button>
          ),
        },
      ]}
    />
  );
}
