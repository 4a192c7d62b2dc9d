import type { Spread } from '@boguan/contracts/propagation.api';
import { Empty, Table } from 'antd';
import { EChart } from '../../../components/charts/echart';
import { formatPercent } from '../../../lib/format';
import { curveOption, levelOption } from '../lib/spread-format';

/** Reposts per hour and in total, with the moments key spreaders joined and the tipping point. */
export function SpreadCurveChart({ spread }: { spread: Spread }) {
  if (spread.curve.length === 0) return <Empty description="暂无转发时间数据" />;
  return <EChart option={curveOption(spread)} height={320} ariaLabel="转发时间曲线与关键传播者加入时刻" />;
}

/** Reposts per level: the bars and the table of counts and shares. */
export function SpreadLevels({ spread }: { spread: Spread }) {
  if (spread.levels.length === 0) return <Empty description="暂无层级数据" />;
  return (
    <>
      <EChart option={levelOption(spread)} height={220} ariaLabel="各层级转发数" />
      <Table
        size="small"
        rowKey="level"
        pagination={false}
        dataSource={spread.levels}
        columns={[
          { title: '层级', dataIndex: 'level', render: (v: number) => `第 ${v} 层` },
          { title: '转发数', dataIndex: 'count' },
          { title: '占比', dataIndex: 'share', render: (v: number) => formatPercent(v) },
        ]}
      />
    </>
  );
}
