import { TOPIC_MON_HINTS } from '@boguan/contracts/topic-monitor';
import type { TopicPoint } from '@boguan/contracts/topic-monitor.api';
import { Button, Space, Table, Typography } from 'antd';
import { QueryState } from '../../../components/query-state';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatChange, formatCount } from '../../../lib/format';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { exportTrend, useTrend } from '../api/topic-monitor-api';
import { HintTitle } from './hint-title';

const count = (v: number) => formatCount(v);
const change = (v: number) => formatChange(v);

/** 数据明细: every interval's figures and increments, newest first, with the .xlsx export. */
export function IntervalTable({ id, refreshMs }: { id: number; refreshMs: number | false }) {
  const trend = useTrend(id, refreshMs);
  const { submitting, run } = useSubmit();
  const scrollRef = useFocusableScroll('话题监测数据明细');
  return (
    <>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 12 }}>
        <HintTitle label="每个监测间隔的数据" hint={TOPIC_MON_HINTS.interval} />
        <Button loading={submitting} onClick={() => void run(() => exportTrend(id))}>
          导出明细
        </Button>
      </Space>
      <QueryState query={trend} title="监测明细加载失败" isEmpty={(t) => t.points.length === 0}>
        {(t) => (
          <div ref={scrollRef}>
            <Table<TopicPoint>
              size="small"
              rowKey="time"
              data-testid="topic-mon-intervals"
              dataSource={[...t.points].reverse()}
              pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (total) => `共 ${total} 条` }}
              scroll={{ x: 900 }}
              columns={[
                { title: '时间', dataIndex: 'time', width: 170 },
                { title: '阅读数', dataIndex: 'read', render: count },
                { title: '讨论数', dataIndex: 'discussion', render: count },
                { title: '原创博文', dataIndex: 'originals', render: count },
                { title: '新增阅读', dataIndex: 'new_read', render: change },
                { title: '新增讨论', dataIndex: 'new_discussion', render: change },
                { title: '新增博文', dataIndex: 'new_posts', render: change },
                { title: '新增原创', dataIndex: 'new_originals', render: change },
              ]}
            />
          </div>
        )}
      </QueryState>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        第一行为开始监测时的基准数据，新增为 0。
      </Typography.Paragraph>
    </>
  );
}
