import type { BrandAudienceReport } from '@boguan/contracts/brand-audience.api';
import { Card, Descriptions, Empty, Typography } from 'antd';
import { useMemo } from 'react';
import { ensureChinaMap, MAP_REGIONS } from '../../../components/charts/china-map';
import { EChart } from '../../../components/charts/echart';
import { formatCount } from '../../../lib/format';
import { genderOption, pct, regionMapOption, shareBarsOption, shareText } from '../lib/audience-charts';
import styles from './brand-audience.module.css';
import { MetricTitle } from './metric-title';
import { ShareTable } from './share-table';

ensureChinaMap();

const barsHeight = (rows: number) => Math.max(160, rows * 30 + 24);

export function GenderCard({ report }: { report: BrandAudienceReport }) {
  const option = useMemo(() => genderOption(report.gender), [report]);
  const n = report.gender.rows[0]?.share.n ?? 0;
  return (
    <Card title={<MetricTitle metric="gender" />}>
      {n === 0 ? (
        <Empty description="暂无已知性别的受众用户" />
      ) : (
        <EChart option={option} height={240} ariaLabel="受众性别分布" />
      )}
      <ShareTable
        label="性别"
        rows={report.gender.rows.map((r) => ({ key: r.key, label: r.label, share: r.share }))}
        note={`另有 ${report.gender.unknown} 人性别未知，不计入样本`}
      />
    </Card>
  );
}

export function RegionCard({ report }: { report: BrandAudienceReport }) {
  const option = useMemo(() => regionMapOption(report.regions), [report]);
  const rows = report.regions.rows;
  const offMap = rows.filter((r) => !MAP_REGIONS.has(r.name));
  return (
    <Card title={<MetricTitle metric="regions" />}>
      {rows.length === 0 ? (
        <Empty description="暂无填写地区的受众用户" />
      ) : (
        <EChart option={option} height={380} ariaLabel="受众地域分布地图" />
      )}
      {offMap.length > 0 && (
        <Typography.Paragraph type="secondary" className={styles.sample}>
          地图外：{offMap.map((r) => `${r.name} ${r.share.count} 人（${pct(r.share.share)}）`).join('、')}
        </Typography.Paragraph>
      )}
      <ShareTable
        label="地区"
        rows={rows.slice(0, 15).map((r) => ({ key: r.name, label: r.name, share: r.share }))}
        note={`前 ${Math.min(15, rows.length)} 个地区；另有 ${report.regions.unknown} 人地区未知，不计入样本`}
      />
    </Card>
  );
}

/** One breakdown (认证类型 / 粉丝量 / 兴趣) as bars and its table. */
function BarsCard({
  metric,
  label,
  rows,
  note,
  empty,
}: {
  metric: 'verification' | 'followers' | 'interests';
  label: string;
  rows: { key: string; label: string; share: BrandAudienceReport['gender']['rows'][number]['share'] }[];
  note?: string;
  empty: string;
}) {
  const option = useMemo(() => shareBarsOption(rows), [rows]);
  const n = rows[0]?.share.n ?? 0;
  return (
    <Card title={<MetricTitle metric={metric} />}>
      {n === 0 || rows.length === 0 ? (
        <Empty description={empty} />
      ) : (
        <>
          <EChart option={option} height={barsHeight(rows.length)} ariaLabel={`受众${label}分布`} />
          <ShareTable label={label} rows={rows} {...(note ? { note } : {})} />
        </>
      )}
    </Card>
  );
}

export function VerificationCard({ report }: { report: BrandAudienceReport }) {
  const rows = useMemo(() => report.verification.rows.map((r) => ({ ...r })), [report]);
  return <BarsCard metric="verification" label="认证类型" rows={rows} empty="暂无已收录资料的受众用户" />;
}

export function FollowersCard({ report }: { report: BrandAudienceReport }) {
  const rows = useMemo(() => report.followers.rows.map((r) => ({ ...r })), [report]);
  return <BarsCard metric="followers" label="粉丝量" rows={rows} empty="暂无已收录资料的受众用户" />;
}

export function InterestsCard({ report }: { report: BrandAudienceReport }) {
  const rows = useMemo(
    () => report.interests.rows.map((r) => ({ key: r.category, label: r.category, share: r.share })),
    [report],
  );
  return (
    <BarsCard
      metric="interests"
      label="兴趣"
      rows={rows}
      note={`其中 ${report.interests.by_follows} 人有关注的博主领域、${report.interests.by_reposts} 人有转发的博主领域；一人可有多个兴趣`}
      empty="暂无可知兴趣的受众用户（需要已抽样的关注关系或转发记录）"
    />
  );
}

export function OverlapCard({ report }: { report: BrandAudienceReport }) {
  const o = report.overlap;
  if (!o || !report.competitor) return null;
  return (
    <Card title={<MetricTitle metric="overlap" />}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'brand', label: `${report.brand.cn_name} 受众`, children: `${formatCount(o.brand_users)} 人` },
          {
            key: 'competitor',
            label: `${report.competitor.cn_name} 受众`,
            children: `${formatCount(o.competitor_users)} 人`,
          },
          { key: 'shared', label: '重合用户', children: `${formatCount(o.shared)} 人` },
          { key: 'union', label: '合计（并集）', children: `${formatCount(o.union)} 人` },
          { key: 'jaccard', label: '重合度（重合 ÷ 并集）', children: shareText(o.jaccard) },
          { key: 'of-brand', label: `占 ${report.brand.cn_name} 受众`, children: shareText(o.of_brand) },
          {
            key: 'of-competitor',
            label: `占 ${report.competitor.cn_name} 受众`,
            children: shareText(o.of_competitor),
          },
        ]}
      />
    </Card>
  );
}

export function SummaryCards({ report }: { report: BrandAudienceReport }) {
  const s = report.summary;
  const items: [string, number][] = [
    ['受众用户', s.users],
    ['提及用户', s.mentioners],
    ['转发用户', s.reposters],
    ['两者皆是', s.both],
    ['提及博文', s.mention_posts],
    ['已收录资料', s.profiled],
  ];
  return (
    <div className={styles.cards}>
      {items.map(([label, value]) => (
        <Card key={label} size="small">
          <Typography.Text type="secondary">{label}</Typography.Text>
          <div style={{ fontSize: 22, fontWeight: 600 }}>{formatCount(value)}</div>
        </Card>
      ))}
    </div>
  );
}
