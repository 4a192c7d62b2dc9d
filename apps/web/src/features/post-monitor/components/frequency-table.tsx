import { ART_MON_HINTS } from '@boguan/contracts/post-monitor';
import type { ArtMonPoint } from '@boguan/contracts/post-monitor.api';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { formatChange, formatCount } from '../../../lib/format';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { exportFrequency, type ReportRef, useFrequency } from '../api/post-monitor-api';
import { HintTitle } from './hint-title';

const count = (v: number) => formatCount(v);
const change = (v: number) => formatChange(v);

/** 数据明细: every interval's counts and increments, newest first, with the .xlsx export. */
export function FrequencyTable({ reportRef, refreshMs }: { reportRef: ReportRef; refreshMs: number | false }) {
  const [page, setPage] = useState(1);
  const list = useFrequency(reportRef, page, refreshMs);
  const { submitting, run } = useSubmit();
  return (
    <>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 12 }}>
        <HintTitle label="每个监测间隔的数据" hint={ART_MON_HINTS.interval} />
        <Button loading={submitting} onClick={() => void run(() => exportFrequency(reportRef))}>
          导出明细
        </Button>
      </Space>
      <PagedTable<ArtMonPoint>
        query={list}
        page={page}
        onPage={setPage}
        rowKey="time"
        label="监测数据明细"
        title="监测明细加载失败"
        scrollX={760}
        testId="art-mon-frequency"
        columns={[
          { title: '时间', dataIndex: 'time', width: 170 },
          { title: '转发数', dataIndex: 'reposts', render: count },
          { title: '评论数', dataIndex: 'comments', render: count },
          { title: '点赞数', dataIndex: 'likes', render: count },
          { title: '新增转发', dataIndex: 'new_reposts', render: change },
          { title: '新增评论', dataIndex: 'new_comments', render: change },
          { title: '新增点赞', dataIndex: 'new_likes', render: change },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        第一行为开始监测时的基准数据，新增为 0。
      </Typography.Paragraph>
    </>
  );
}
