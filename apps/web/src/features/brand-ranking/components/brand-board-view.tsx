import { InfoCircleOutlined } from '@ant-design/icons';
import {
  BRAND_BOARD_EXPLAINED,
  BRAND_BOARD_NAMES,
  BRAND_BOARD_PATHS,
  BRAND_BOARDS,
  BRAND_PERIOD_LABELS,
  BRAND_PERIODS,
  type BrandBoard,
  type BrandPeriod,
  BrandRankingMessage,
} from '@boguan/contracts/brand-ranking';
import type { BrandBoardPage, BrandRankRow } from '@boguan/contracts/brand-ranking.api';
import { Alert, Button, Card, Grid, Modal, Segmented, Select, Space, Tabs, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import boardStyles from '../../../components/board.module.css';
import { PagedTable } from '../../../components/paged-table';
import { exportBrandBoard, useBrandBoard, useBrandPeriods } from '../api/brand-ranking-api';
import { useBoardState } from '../lib/board-state';
import { BrandBoardChart } from './brand-board-chart';
import { boardColumns } from './brand-board-columns';
import { DemoDataTag } from './demo-data-tag';

const DESCRIPTIONS: Record<BrandBoard, string> = {
  volume: '品牌按统计时段内提及它的微博数（声量）排名',
  growth: '品牌按提及量较上一时段的增长率排名，上期基数过小的品牌不参与',
  hot: '品牌按提及它的微博获得的转发、评论、点赞总数排名',
};

/** Which past period: the latest by default, or one of the periods that have data. */
function PeriodPicker({
  type,
  value,
  onChange,
}: {
  type: BrandPeriod;
  value: string;
  onChange: (date: string) => void;
}) {
  const periods = useBrandPeriods(type);
  const options = [
    { value: '', label: '最近一期' },
    ...(periods.data?.periods ?? []).map((p) => ({ value: p.date, label: p.label })),
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

/** One brand board page: period type, past period, categories, the table, its export and ⓘ. */
export function BrandBoardView({ board }: { board: BrandBoard }) {
  const navigate = useNavigate();
  const { state, set } = useBoardState();
  const query = useBrandBoard(board, state);
  const data: BrandBoardPage | undefined = query.data;
  const [exporting, setExporting] = useState(false);
  const [help, setHelp] = useState(false);
  const hasPrevious = data?.has_previous ?? false;
  // On a phone the table keeps three columns rather than scrolling sideways.
  const narrow = Grid.useBreakpoint().xs === true;
  const columns = useMemo(() => boardColumns(board, hasPrevious, narrow), [board, hasPrevious, narrow]);
  const name = BRAND_BOARD_NAMES[board];

  const onExport = async () => {
    setExporting(true);
    try {
      await exportBrandBoard(board, state, `${name}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={boardStyles.page}>
      <Card size="small">
        <Tabs
          activeKey={board}
          onChange={(key) => navigate(BRAND_BOARD_PATHS[key as BrandBoard])}
          items={BRAND_BOARDS.map((key) => ({ key, label: BRAND_BOARD_NAMES[key] }))}
        />
        <div className={boardStyles.toolbar}>
          <div className={boardStyles.pickers}>
            <Segmented<BrandPeriod>
              aria-label="榜单周期"
              value={state.type}
              onChange={(type) => set({ type, date: '', category: state.category })}
              options={BRAND_PERIODS.map((value) => ({ value, label: BRAND_PERIOD_LABELS[value] }))}
            />
            <PeriodPicker
              type={state.type}
              value={state.date}
              onChange={(date) => set({ date, category: state.category })}
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
              data-testid="brand-board-export"
              loading={exporting}
              onClick={onExport}
              disabled={!data || data.total === 0}
            >
              导出
            </Button>
          </Space>
        </div>
        <div data-testid="brand-board-categories">
          {[{ name: '', count: 0 }, ...(data?.categories ?? [])].map((c) => (
            <Tag.CheckableTag
              key={c.name || 'all'}
              className={boardStyles.tag}
              checked={state.category === c.name}
              onChange={() => set({ category: c.name })}
            >
              {c.name ? `${c.name} (${c.count})` : '全部'}
            </Tag.CheckableTag>
          ))}
        </div>
      </Card>
      <Card
        size="small"
        title={`${name} · ${BRAND_PERIOD_LABELS[state.type]}${state.category ? ` · ${state.category}` : ''}`}
      >
        <p className={boardStyles.meta} style={{ marginTop: 0 }}>
          {DESCRIPTIONS[board]}
          {data?.period && (
            <span className={boardStyles.period} data-testid="board-period">
              统计时段：{data.period.label}（北京时间）
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
                共 {data.total_all} 个品牌上榜，当前会员等级可查看前 {data.max_rows} 名。
                <Link to="/member">升级会员</Link>查看更多。
              </span>
            }
          />
        )}
        {data && state.page === 1 && !narrow && <BrandBoardChart board={board} rows={data.data} />}
        <PagedTable<BrandRankRow, BrandBoardPage>
          query={query}
          page={state.page}
          onPage={(page) => set({ page, category: state.category, date: state.date })}
          columns={columns}
          rowKey="brand_id"
          label={name}
          title="榜单加载失败"
          empty={data?.period === null ? BrandRankingMessage.computing : '该时段暂无上榜品牌'}
          scrollX={narrow ? undefined : 880}
          unit="个品牌"
          testId="brand-board-table"
        />
      </Card>
      <Modal title={`${name}说明`} open={help} onCancel={() => setHelp(false)} footer={null}>
        <ul style={{ paddingInlineStart: 18, lineHeight: 1.8 }}>
          {BRAND_BOARD_EXPLAINED[board].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}
