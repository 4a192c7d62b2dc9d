import { VERIFY_LABELS } from '@boguan/contracts/kol';
import type { InfluenceBreakdown } from '@boguan/contracts/kol-detail.api';
import { Modal, Table, Typography } from 'antd';
import { formatCount } from '../../../lib/format';

type Key = keyof InfluenceBreakdown['components'];

const ROWS: { key: Key; name: string; scaling: string; input: (i: InfluenceBreakdown) => string }[] = [
  {
    key: 'reach',
    name: '传播力（粉丝）',
    scaling: 'log10(1 + 粉丝数) ÷ 8（1亿粉丝 = 1）',
    input: (i) => `粉丝 ${formatCount(i.inputs.followers)}`,
  },
  {
    key: 'engagement',
    name: '互动力',
    scaling: 'log10(1 + 平均每条互动) ÷ 6（100万 = 1）',
    input: (i) => `平均每条互动 ${formatCount(i.inputs.avg_interactions)}`,
  },
  {
    key: 'activity',
    name: '活跃度',
    scaling: 'log10(1 + 日均发博) ÷ log10(21)（日均20条 = 1）',
    input: (i) => `${i.window_days}天发博 ${i.inputs.posts} 条，日均 ${i.inputs.posts_per_day}`,
  },
  {
    key: 'growth',
    name: '成长性',
    scaling: 'log10(1 + 新增粉丝) ÷ 6（100万 = 1，掉粉记 0）',
    input: (i) => `${i.window_days}天涨粉 ${formatCount(i.inputs.follower_growth)}`,
  },
  {
    key: 'verification',
    name: '认证',
    scaling: '金V 1，蓝V 0.8，黄V 0.6，未认证 0',
    input: (i) => VERIFY_LABELS[i.inputs.verify],
  },
];

/** The ⓘ of the influence index: the formula and this blogger's five components. */
export function InfluenceModal({
  open,
  onClose,
  influence,
}: {
  open: boolean;
  onClose: () => void;
  influence: InfluenceBreakdown;
}) {
  const data = ROWS.map((row) => ({
    ...row,
    weight: influence.weights[row.key],
    component: influence.components[row.key],
    points: Math.round(influence.weights[row.key] * influence.components[row.key] * 1000) / 10,
    inputText: row.input(influence),
  }));
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="影响力指数（周）计算方法" width={820}>
      <Typography.Paragraph>
        影响力指数 = 100 × Σ（权重 × 分项得分），每个分项先缩放到 0–1（封顶 1），结果保留一位小数。
        对数缩放是因为粉丝与互动跨越六个数量级。统计窗口为近 {influence.window_days} 天，截至 {influence.as_of}。
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={data}
        columns={[
          { title: '分项', dataIndex: 'name' },
          { title: '权重', dataIndex: 'weight' },
          { title: '缩放方式', dataIndex: 'scaling' },
          { title: '本博主数据', dataIndex: 'inputText' },
          { title: '分项得分', dataIndex: 'component', render: (v: number) => v.toFixed(4) },
          { title: '贡献(分)', dataIndex: 'points' },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              <Typography.Text strong>影响力指数</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1}>
              <Typography.Text strong data-testid="influence-total">
                {influence.index}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Modal>
  );
}
