import { GENDER_LABELS, VERIFY_LABELS } from '@boguan/contracts/kol';
import { BOT_SIGNAL_LABELS } from '@boguan/contracts/kol-detail';
import type { SpreadParticipants } from '@boguan/contracts/propagation.api';
import { Card, Empty, Typography } from 'antd';
import { EChart } from '../../../components/charts/echart';
import { formatPercent } from '../../../lib/format';
import { FigureTitle } from './figure-title';
import styles from './propagation.module.css';

const pie = (data: { name: string; value: number }[]) => ({
  tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
  legend: { bottom: 0 },
  series: [{ type: 'pie', radius: ['35%', '62%'], top: -16, label: { formatter: '{b} {d}%' }, data }],
});

/** Who took part: gender, regions, verification and suspected bots of the profiled accounts. */
export function ParticipantsPanel({ participants: p }: { participants: SpreadParticipants }) {
  if (p.profiled === 0) return <Empty description="参与账号的资料尚未收录（例如从文件导入的转发），暂无画像数据" />;
  const gender = (['m', 'f', 'n'] as const).map((g) => ({ name: GENDER_LABELS[g], value: p.gender[g] }));
  const verify = (['gold', 'blue', 'yellow', 'none'] as const).map((v) => ({
    name: VERIFY_LABELS[v],
    value: p.verification[v],
  }));
  const regions = [...p.regions].reverse();
  const regionOption = {
    tooltip: { trigger: 'axis' },
    grid: { left: 64, right: 24, top: 8, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: regions.map((r) => r.name) },
    series: [{ type: 'bar', name: '账号数', data: regions.map((r) => r.count), barMaxWidth: 16 }],
  };
  return (
    <div className={styles.layout}>
      <Typography.Text type="secondary">
        参与账号 {p.accounts} 个，其中 {p.profiled} 个已收录资料，以下分布基于这 {p.profiled} 个账号。
      </Typography.Text>
      <div className={styles.panels}>
        <Card size="small" title="性别分布">
          <EChart option={pie(gender)} height={240} ariaLabel="参与账号性别分布" />
        </Card>
        <Card size="small" title="认证分布">
          <EChart option={pie(verify)} height={240} ariaLabel="参与账号认证分布" />
        </Card>
        <Card size="small" title="地区分布（前10）">
          <EChart option={regionOption} height={280} ariaLabel="参与账号地区分布" />
        </Card>
        <Card size="small" title={<FigureTitle metric="bots" />}>
          <Typography.Paragraph>
            疑似水军 <Typography.Text strong>{p.bots.suspected}</Typography.Text> 个，占{' '}
            <Typography.Text strong>{formatPercent(p.bots.share)}</Typography.Text>（检查 {p.bots.checked} 个账号）
          </Typography.Paragraph>
          <ul style={{ paddingLeft: 20, margin: 0 }}>
            {p.bots.signals.map((s) => (
              <li key={s.name}>
                {BOT_SIGNAL_LABELS[s.name as keyof typeof BOT_SIGNAL_LABELS] ?? s.name}：{s.count} 个账号
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
