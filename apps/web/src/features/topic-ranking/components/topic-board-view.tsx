import { InfoCircleOutlined } from '@ant-design/icons';
import {
  TOPIC_BOARD_EXPLAINED,
  TOPIC_BOARD_NAMES,
  TOPIC_BOARD_PATHS,
  TOPIC_BOARDS,
  TOPIC_PERIOD_LABELS,
  TOPIC_PERIODS,
  type TopicBoard,
  type TopicPeriod,
} from '@boguan/contracts/topic-ranking';
import type { TopicBoardPage, TopicRankRow } from '@boguan/contracts/topic-ranking.api';
import { Alert, Button, Card, Grid, Modal, Segmented, Select, Space, Tabs, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import boardStyles from '../../../components/board.module.css';
import { PagedTable } from '../../../components/paged-table';
import { exportTopicBoard, useTopicBoard, useTopicPeriods } from '../api/topic-ranking-api';
import { useBoardState } from '../lib/board-state';
import { DemoDataTag } from './demo-data-tag';
import { boardColumns } from './topic-board-columns';

const DESCRIPTIONS: Record<TopicBoard, string> = {
  top: '话题按统计时段内的阅读增量排名',
  recreation: '娱乐类话题（明星、综艺、影视、音乐等）按阅读增量排名',
  heated: '话题按统计时段内的讨论增长率排名，讨论基数过小的话题不参与',
};

const periodKey = (date: string, hour: number | null) => `${date}|${hour ?? ''}`;

/** Which past period: the latest by default, or one of the periods that have data. */
function PeriodPicker({
  type,
  value,
  onChange,
}: {
  type: TopicPeriod;
  value: string;
  onChange: (key: string) => void;
}) {
  const periods = useTopicPeriods(type);
  const options = [
    { value: '', label: '最近一期' },
    ...(periods.data?.periods ?? []).map((p) => ({ value: periodKey(p.date, p.hour), label: p.label })),
  ];
  return (
    <Select
      aria-label="统计时段"
      className={boardStyles.periodSelect}
      value={value}
      onChange={onChange}
      options={options}
      loading={periods.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

/** One topic board page: period type, past period, categories, the table, its export and ⓘ. */
export function TopicBoardView({ board }: { board: TopicBoard }) {
  const navigate = useNavigate();
  const { state, set } = useBoardState();
  const query = useTopicBoard(board, state);
  const data: TopicBoardPage | undefined = query.data;
  const [exporting, setExporting] = useState(false);
  const [help, setHelp] = useState(false);
  const hasPrevious = data?.has_previous ?? false;
  // On a phone the table keeps three columns rather than scrolling sideways.
  const narrow = Grid.useBreakpoint().xs === true;
  const columns = useMemo(() => boardColumns(board, hasPrevious, narrow), [board, hasPrevious, narrow]);
  const name = TOPIC_BOARD_NAMES[board];

  const onExport = async () => {
    setExporting(true);
    try {
      await exportTopicBoard(board, state, `${name}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  const onPeriod = (key: string) => {
    const [date = '', hour = ''] = key.split('|');
    set({ date, hour: hour === '' ? null : Number(hour) });
  };

  return (
    <div className={boardStyles.page}>
      <Card size="small">
        <Tabs
          activeKey={board}
          onChange={(key) => navigate(TOPIC_BOARD_PATHS[key as TopicBoard])}
          items={TOPIC_BOARDS.map((key) => ({ key, label: TOPIC_BOARD_NAMES[key] }))}
        />
        <div className={boardStyles.toolbar}>
          <div className={boardStyles.pickers}>
            <Segmented<TopicPeriod>
              aria-label="榜单周期"
              value={state.type}
              onChange={(type) => set({ type, date: '', hour: null, category: state.category })}
              options={TOPIC_PERIODS.map((value) => ({ value, label: TOPIC_PERIOD_LABELS[value] }))}
            />
            <PeriodPicker
              type={state.type}
              value={state.date ? periodKey(state.date, state.hour) : ''}
              onChange={onPeriod}
            />
          </div>
          <Space wrap>
            <DemoDataTag />
            <span className={boardStyles.meta} data-testid="board-meta">
              数据更新时间：{data?.computed_at ?? '-'}
            </span>
            <Button type="link" size="small" icon={<InfoCircleOutlined />} onClick={() => setHelp(true)}>
              榜单说明
            </Button>
            <Button
              type="primary"
              data-testid="topic-board-export"
              loading={exporting}
              onClick={onExport}
              disabled={!data || data.total === 0}
            >
              导出
            </Button>
          </Space>
        </div>
        <div>
          {[{ name: '', count: 0 }, ...(data?.categories ?? [])].map((c) => (
            <Tag.CheckableTag
              key={c.name || 'all'}
              className={boardStyles.tag}
              checked={state.category === c.name}
              onChange={() => set({ category: c.name })}
            >
              {c.name || '全部'}
            </Tag.CheckableTag>
          ))}
        </div>
      </Card>
      <Card size="small" title={`${name} · ${TOPIC_PERIOD_LABELS[state.type]}`}>
        <p className={boardStyles.meta} style={{ marginTop: 0 }}>
          {DESCRIPTIONS[board]}
          {data?.period && (
            <span className={boardStyles.period} data-testid="board-period">
              统计时段：{data.period.start.slice(0, 16)} 至 {data.period.end.slice(0, 16)}（北京时间）
            </span>
          )}
        </p>
        {data && data.total_all > data.max_rows && (
          <Alert
            style={{ marginBottom: 12 }}
            type="info"
            showIcon
            title={
              <span>
                共 {data.total_all} 个话题上榜，当前会员等级可查看前 {data.max_rows} 名。
                <Link to="/member">升级会员</Link>查看更多。
              </span>
            }
          />
        )}
        <PagedTable<TopicRankRow, TopicBoardPage>
          query={query}
          page={state.page}
          onPage={(page) => set({ page, category: state.category })}
          columns={columns}
          rowKey="name"
          label={name}
          title="榜单加载失败"
          empty={data?.period === null ? '暂无已结束时段的话题数据，榜单生成中，请稍候...' : '该时段暂无上榜话题'}
          scrollX={narrow ? undefined : board === 'heated' ? 1010 : 900}
          unit="个话题"
          testId="topic-board-table"
        />
      </Card>
      <Modal title={`${name}说明`} open={help} onCancel={() => setHelp(false)} footer={null}>
        <ul style={{ paddingInlineStart: 18, lineHeight: 1.8 }}>
          {TOPIC_BOARD_EXPLAINED[board].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}
