import { SPREAD_COVERAGE_NOTE, type SpreadMetric } from '@boguan/contracts/propagation';
import type { Spread } from '@boguan/contracts/propagation.api';
import { Card, Statistic } from 'antd';
import { formatCount, formatPercent } from '../../../lib/format';
import { FigureTitle } from './figure-title';
import styles from './propagation.module.css';

interface Figure {
  metric: SpreadMetric;
  value: string;
  note?: string;
}

/** The headline figures of a report, each with its formula. */
export function SpreadFigures({ spread }: { spread: Spread }) {
  const s = spread.summary;
  const tipping = spread.tipping_point;
  const figures: Figure[] = [
    { metric: 'nodes', value: formatCount(s.nodes) },
    { metric: 'reposters', value: formatCount(s.reposters) },
    { metric: 'depth', value: `${s.depth} 层` },
    { metric: 'maxBreadth', value: formatCount(s.max_breadth), note: s.depth ? `第 ${s.max_breadth_level} 层` : '' },
    { metric: 'coverage', value: formatCount(s.coverage), note: '未去重' },
    { metric: 'kols', value: `${s.kol_count} 位` },
    {
      metric: 'tippingPoint',
      value: tipping ? tipping.time.slice(5, 16) : '-',
      note: tipping
        ? `该小时 ${tipping.count} 条${tipping.trigger ? `，由 ${tipping.trigger.name || tipping.trigger.uid} 带动` : ''}`
        : '',
    },
    {
      metric: 'bots',
      value: formatPercent(spread.participants.bots.share),
      note: `基于 ${spread.participants.bots.checked.toLocaleString('zh-CN')} 个有资料的账号`,
    },
  ];
  return (
    <div className={styles.cards} data-testid="spread-figures">
      {figures.map((f) => (
        <Card key={f.metric} size="small">
          <Statistic title={<FigureTitle metric={f.metric} />} value={f.value} />
          {f.note ? (
            <div
              style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.65)' }}
              title={f.metric === 'coverage' ? SPREAD_COVERAGE_NOTE : undefined}
            >
              {f.note}
            </div>
          ) : null}
        </Card>
      ))}
    </div>
  );
}
