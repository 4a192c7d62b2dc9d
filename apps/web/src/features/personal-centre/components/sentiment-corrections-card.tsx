import { DownloadOutlined } from '@ant-design/icons';
import { Code } from '@boguan/contracts/envelope';
import { SENTIMENT_KIND_LABELS } from '@boguan/contracts/sentiment';
import type { SentimentCorrection } from '@boguan/contracts/sentiment.api';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { SentimentLabelTag } from '../../../components/sentiment-tag';
import { serverPagination } from '../../../components/server-pagination';
import { toast } from '../../../lib/feedback-bridge';
import { downloadSentimentCorrections, refreshSentiment, undoSentiment } from '../../../lib/sentiment-corrections';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useSentimentCorrections } from '../api/personal-centre-api';
import styles from '../personal-centre.module.css';

const NOTE =
  '在博文列表中点击情感标签即可修正，修正只计入您自己的报告与导出。导出的训练数据只包含修正为正面或负面的内容（模型只区分正负面），中性修正不导出。';

const keyOf = (row: SentimentCorrection) => `${row.kind}:${row.id}`;

/** 情感修正记录: the user's own sentiment labels, each undoable, and their download as training data. */
export function SentimentCorrectionsCard() {
  const [page, setPage] = useState(1);
  const corrections = useSentimentCorrections(page);
  const client = useQueryClient();
  const undo = useSubmit();
  const exporting = useSubmit();
  const [undoing, setUndoing] = useState<string | null>(null);

  const remove = (row: SentimentCorrection) =>
    undo.run(async () => {
      setUndoing(keyOf(row));
      try {
        const answer = await undoSentiment(row.kind, row.id);
        if (answer.code !== Code.ok) return;
        toast('success', answer.msg);
        // The last row of a later page went: show the page before.
        if (corrections.data && corrections.data.data.length === 1 && page > 1) setPage(page - 1);
        await refreshSentiment(client);
      } finally {
        setUndoing(null);
      }
    });

  return (
    <Card
      title="情感修正记录"
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={exporting.submitting}
          disabled={corrections.data?.total === 0}
          onClick={() => void exporting.run(downloadSentimentCorrections)}
        >
          导出为训练数据
        </Button>
      }
    >
      <div data-testid="sentiment-corrections">
        <Alert type="info" showIcon title={NOTE} className={styles.note} />
        <QueryState
          query={corrections}
          title="情感修正记录加载失败"
          empty="暂无情感修正记录"
          isEmpty={(data) => data.total === 0}
        >
          {(data) => (
            <Table<SentimentCorrection>
              size="middle"
              rowKey={keyOf}
              loading={corrections.isFetching}
              dataSource={data.data}
              locale={{ emptyText: '暂无情感修正记录' }}
              scroll={{ x: 760 }}
              pagination={serverPagination({
                page,
                perPage: data.per_page,
                total: data.total,
                unit: '条',
                onChange: setPage,
              })}
              columns={[
                {
                  title: '内容',
                  dataIndex: 'text',
                  render: (text: string, row) => (
                    <span className={styles.correctionText}>
                      <Tag>{SENTIMENT_KIND_LABELS[row.kind]}</Tag>
                      <Typography.Text title={text}>{text || '（无文字）'}</Typography.Text>
                    </span>
                  ),
                },
                {
                  title: '模型判断',
                  dataIndex: 'model_label',
                  width: 100,
                  render: (label: SentimentCorrection['model_label']) => <SentimentLabelTag label={label} />,
                },
                {
                  title: '修正为',
                  dataIndex: 'label',
                  width: 100,
                  render: (label: SentimentCorrection['label']) => <SentimentLabelTag label={label} />,
                },
                { title: '时间', dataIndex: 'update_time', width: 180 },
                {
                  title: '操作',
                  key: 'undo',
                  width: 100,
                  render: (_: unknown, row) => (
                    <Button
                      type="link"
                      size="small"
                      loading={undoing === keyOf(row)}
                      disabled={undo.submitting && undoing !== keyOf(row)}
                      aria-label={`撤销修正：${row.text.slice(0, 20) || row.id}`}
                      onClick={() => void remove(row)}
                    >
                      撤销
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </div>
    </Card>
  );
}
