import {
  WORD_CLOUD_DRAW_CHOICES,
  WORD_CLOUD_DRAW_DEFAULT,
  WORD_CLOUD_HINTS,
  WORD_CLOUD_REDRAWN,
  WORD_CLOUD_SORT_LABELS,
  WORD_CLOUD_SORTS,
  type WordCloudDrawCount,
  type WordCloudSort,
} from '@boguan/contracts/word-cloud';
import type { WordCloudResult } from '@boguan/contracts/word-cloud.api';
import { App, Button, Card, Segmented, Space, Statistic, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { saveChartPng } from '../../../components/charts/chart-image';
import type { EChartInstance } from '../../../components/charts/echart';
import { WordCloudChart } from '../../../components/charts/word-cloud-chart';
import { EmptyBlock } from '../../../components/query-state';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { exportCloudWords, useRedrawCloud } from '../api/word-cloud-api';
import { addRemoved, cloudBasis, pngName, textUnit } from '../lib/cloud-lib';
import { HintTitle } from './hint-title';
import { RemovedWords } from './removed-words';
import styles from './word-cloud.module.css';
import { WordTable } from './word-table';

/** The header of a cloud: its name, source and figures. */
function CloudHeader({ cloud }: { cloud: WordCloudResult['cloud'] }) {
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <div className={styles.row}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {cloud.title}
        </Typography.Title>
        <Tag color="orange">{cloud.source_text}</Tag>
        {cloud.demo && <Tag color="blue">演示数据</Tag>}
      </div>
      <Typography.Text type="secondary">
        {cloudBasis(cloud)} · 生成于 {cloud.create_time}
      </Typography.Text>
      <div className={styles.figures}>
        <Statistic title="分析文本" value={cloud.texts} suffix={textUnit(cloud)} />
        <Statistic title="字数" value={cloud.chars} />
        <Statistic
          title={
            <HintTitle label="有效词数" hint="去除停用词、标点、数字、表情、@用户名与链接后，全部文本中的词语总数。" />
          }
          value={cloud.total_words}
        />
        <Statistic title="不同词语" value={cloud.distinct_words} />
        <Statistic title="词频表词数" value={cloud.word_count} />
      </div>
    </Space>
  );
}

/**
 * A cloud: the drawing (by frequency or TF-IDF, 50 to 200 words, saved as PNG), the removed words
 * and 重新绘制, and the paged word table with its .xlsx export.
 */
export function CloudResult({
  result,
  sort,
  onSort,
}: {
  result: WordCloudResult;
  sort: WordCloudSort;
  onSort: (sort: WordCloudSort) => void;
}) {
  const { cloud } = result;
  const { message, modal } = App.useApp();
  const [top, setTop] = useState<WordCloudDrawCount>(WORD_CLOUD_DRAW_DEFAULT);
  const [pending, setPending] = useState<string[]>(cloud.removed);
  const chartRef = useRef<EChartInstance | null>(null);
  const redraw = useRedrawCloud();
  const exporting = useSubmit();
  const saving = useSubmit();

  // A redraw (or another cloud) brings new saved removals: the pending list starts from them.
  const savedKey = `${cloud.id}:${cloud.removed.join('\n')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the saved list changes
  useEffect(() => setPending(cloud.removed), [savedKey]);

  const words = useMemo(
    () =>
      result.words.slice(0, top).map((w) => ({
        word: w.word,
        value: sort === 'count' ? w.count : w.weight,
        label: `词频 ${w.count}，出现条数 ${w.docs}，TF-IDF ${w.weight.toFixed(4)}`,
      })),
    [result.words, top, sort],
  );

  const pick = (word: string) => {
    const next = addRemoved(pending, word);
    if (next.problem) message.warning(next.problem);
    else setPending(next.list);
  };

  const save = () =>
    void redraw
      .mutateAsync({ id: cloud.id, removed: pending })
      .then(() => message.success(WORD_CLOUD_REDRAWN))
      .catch(() => undefined);

  const askExport = () =>
    modal.confirm({
      title: '导出词频表',
      content: `将导出 ${cloud.word_count} 个词的词频表（Excel），导出消耗 1 次今日词云次数。确定导出吗？`,
      okText: '确定导出',
      cancelText: '取消',
      onOk: () => exporting.run(() => exportCloudWords(cloud.id)),
    });

  const png = () =>
    saving.run(async () => {
      const chart = chartRef.current;
      if (!chart || !(await saveChartPng(chart, pngName(cloud.title)))) message.error('图片生成失败，请稍后再试');
    });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <CloudHeader cloud={cloud} />
      </Card>
      <Card
        title="词云"
        extra={
          <Button onClick={() => void png()} loading={saving.submitting} disabled={words.length === 0}>
            下载PNG
          </Button>
        }
      >
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <div className={styles.row}>
            <Segmented<WordCloudSort>
              aria-label="词的大小依据"
              value={sort}
              onChange={onSort}
              options={WORD_CLOUD_SORTS.map((s) => ({ value: s, label: WORD_CLOUD_SORT_LABELS[s] }))}
            />
            <Segmented<WordCloudDrawCount>
              aria-label="显示词数"
              value={top}
              onChange={setTop}
              options={WORD_CLOUD_DRAW_CHOICES.map((n) => ({ value: n, label: `${n}词` }))}
            />
          </div>
          <div className={styles.chartBox}>
            {words.length > 0 ? (
              <WordCloudChart words={words} ariaLabel="词云图" onWordClick={pick} instanceRef={chartRef} />
            ) : (
              <EmptyBlock text="所有词都已移除，请恢复部分词语后重新绘制" />
            )}
          </div>
          <Typography.Text type="secondary">点击词云中的词，可把它加入移除列表。</Typography.Text>
          <RemovedWords
            pending={pending}
            saved={cloud.removed}
            onChange={setPending}
            onRedraw={save}
            busy={redraw.isPending}
          />
        </Space>
      </Card>
      <Card
        title={
          <HintTitle
            label="词频表"
            hint={`${WORD_CLOUD_HINTS.count}${WORD_CLOUD_HINTS.docs}${WORD_CLOUD_HINTS.weight}`}
          />
        }
        extra={
          <Button type="primary" loading={exporting.submitting} onClick={askExport}>
            导出Excel
          </Button>
        }
      >
        <WordTable key={sort} id={cloud.id} sort={sort} pending={pending} onRemove={pick} />
      </Card>
    </Space>
  );
}
