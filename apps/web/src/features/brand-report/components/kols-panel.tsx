import type { BrandKol, BrandReport } from '@boguan/contracts/brand-report.api';
import { TIER_LABELS } from '@boguan/contracts/final-report';
import { VERIFY_LABELS } from '@boguan/contracts/kol';
import { Avatar, Card, Empty, Table, Tag } from 'antd';
import { EChart } from '../../../components/charts/echart';
import { WordCloudChart } from '../../../components/charts/word-cloud-chart';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount, formatPercent } from '../../../lib/format';
import { sponsoredOption } from '../lib/brand-report-charts';
import styles from './brand-report.module.css';
import { MetricTitle } from './metric-title';
import { PostItem } from './post-list';

const VERIFY_COLORS = { gold: 'gold', blue: 'blue', yellow: 'orange', none: 'default' } as const;

/** The bloggers who carried the brand: by interactions on their posts naming it, then followers. */
export function KolsCard({ report }: { report: BrandReport }) {
  const scroll = useFocusableScroll('关键博主列表');
  return (
    <Card title={<MetricTitle metric="kols" />}>
      <div ref={scroll}>
        <Table<BrandKol & { rank: number }>
          size="small"
          rowKey="uid"
          pagination={report.kols.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={{ x: 860 }}
          locale={{ emptyText: '暂无数据...' }}
          dataSource={report.kols.map((k, i) => ({ ...k, rank: i + 1 }))}
          columns={[
            { title: '排名', dataIndex: 'rank', width: 60 },
            {
              title: '博主',
              key: 'blogger',
              width: 200,
              render: (_: unknown, k) => {
                const name = k.name || `用户${k.uid}`;
                return (
                  <span>
                    <Avatar src={k.avatar || undefined} size={24} alt={name}>
                      {name.slice(0, 1)}
                    </Avatar>{' '}
                    {name} {k.verify !== 'none' && <Tag color={VERIFY_COLORS[k.verify]}>{VERIFY_LABELS[k.verify]}</Tag>}
                  </span>
                );
              },
            },
            { title: '层级', dataIndex: 'tier', width: 70, render: (v: BrandKol['tier']) => TIER_LABELS[v] },
            { title: '粉丝数', dataIndex: 'followers', width: 100, render: (v: number) => formatCount(v) },
            { title: '提及博文', dataIndex: 'posts', width: 90 },
            { title: '推广博文', dataIndex: 'sponsored_posts', width: 90 },
            { title: '负面博文', dataIndex: 'negative_posts', width: 90 },
            { title: '互动量', dataIndex: 'interactions', width: 100, render: (v: number) => formatCount(v) },
            { title: '互动占比', dataIndex: 'share', width: 90, render: (v: number) => formatPercent(v) },
          ]}
        />
      </div>
    </Card>
  );
}

/** Organic versus sponsored mentions, and the sponsored posts with the most interactions. */
export function SponsoredCard({ report }: { report: BrandReport }) {
  const sp = report.sponsored;
  return (
    <Card title={<MetricTitle metric="sponsored" />}>
      {sp.posts + sp.organic_posts === 0 ? (
        <Empty description="暂无提及" />
      ) : (
        <>
          <EChart
            option={sponsoredOption(report)}
            height={220}
            ariaLabel={`自然提及 ${sp.organic_posts} 条，商业推广 ${sp.posts} 条`}
          />
          <div style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.65)' }}>
            推广博文互动 {formatCount(sp.interactions)} · 自然提及互动 {formatCount(sp.organic_interactions)}（n ={' '}
            {sp.posts + sp.organic_posts}）
          </div>
          {sp.top.length > 0 && (
            <ul className={styles.postList} aria-label="推广博文" style={{ marginTop: 8 }}>
              {sp.top.map((p) => (
                <li key={p.mid}>
                  <PostItem post={p} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}

/** The words of the posts naming the brand, as /wordCloud draws them. */
export function WordsCard({ report }: { report: BrandReport }) {
  return (
    <Card title={<MetricTitle metric="words" />}>
      {report.words.length === 0 ? (
        <Empty description="暂无可统计的词语" />
      ) : (
        <WordCloudChart
          words={report.words.map((w) => ({ word: w.word, value: w.count, label: `出现 ${w.count} 次` }))}
          ariaLabel={`品牌词云，共 ${report.words.length} 个词`}
          height={320}
        />
      )}
    </Card>
  );
}
