import { CrownFilled, InfoCircleOutlined } from '@ant-design/icons';
import type {
  BrandContrastDetail,
  BrandContrastMetricRow,
  ContrastBrandFigures,
} from '@boguan/contracts/brand-contrast.api';
import { Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount, formatPercent } from '../../../lib/format';
import styles from './brand-contrast.module.css';
import { signedText } from './format-share';

function valueText(row: BrandContrastMetricRow, value: number | null): string {
  if (value === null) return '-';
  switch (row.format) {
    case 'count':
      return formatCount(value);
    case 'percent':
      return formatPercent(value, 1);
    case 'signed':
      return signedText(value);
    default:
      return value.toLocaleString('zh-CN', { maximumFractionDigits: 2 });
  }
}

/** The sample a row's value rests on, shown under it (shares and sentiment are never bare). */
function sampleText(row: BrandContrastMetricRow, f: ContrastBrandFigures | undefined): string | null {
  if (!f) return null;
  if (row.key === 'sov') return `n=${f.sov.n}`;
  if (row.key === 'net_sentiment')
    return `正${f.sentiment.positive} 负${f.sentiment.negative}，n=${f.sentiment.sample}`;
  if (row.key === 'sponsored_share') return `${f.sponsored}/${f.mentions}`;
  return null;
}

/** Metrics as rows, brands as columns; the best value of each row carries a crown and 领先. */
export function MetricTable({ detail }: { detail: BrandContrastDetail }) {
  // On a phone the brands' columns scroll sideways; the keyboard needs to reach them too.
  const scrollRef = useFocusableScroll('品牌对比指标表');
  const columns: TableColumnsType<BrandContrastMetricRow> = [
    {
      title: '指标',
      key: 'label',
      width: 140,
      fixed: 'left',
      render: (_, row) => (
        <span>
          {row.label}{' '}
          <Tooltip title={row.info}>
            <InfoCircleOutlined aria-label={`${row.label}说明`} style={{ color: '#8c8c8c' }} />
          </Tooltip>
        </span>
      ),
    },
    ...detail.brands.map((b, i) => ({
      title: b.brand_cn_name,
      key: b.brand_id,
      align: 'center' as const,
      render: (_: unknown, row: BrandContrastMetricRow) => {
        const lead = row.leaders.includes(b.brand_id);
        const sample = sampleText(row, detail.figures[i]);
        return (
          <div>
            <span className={lead ? styles.leader : undefined} data-testid={lead ? 'metric-leader' : undefined}>
              {valueText(row, row.values[i] ?? null)}
              {lead && (
                <Tag color="orange" icon={<CrownFilled />} style={{ marginInlineStart: 6 }}>
                  领先
                </Tag>
              )}
            </span>
            {sample && <div className={styles.muted}>{sample}</div>}
          </div>
        );
      },
    })),
  ];
  return (
    <div ref={scrollRef}>
      <Table<BrandContrastMetricRow>
        rowKey="key"
        size="middle"
        columns={columns}
        dataSource={detail.metrics}
        pagination={false}
        bordered
        scroll={{ x: 140 + detail.brands.length * 170 }}
        data-testid="brand-contrast-metrics"
      />
    </div>
  );
}
