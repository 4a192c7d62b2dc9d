import type { TopicReport } from '@boguan/contracts/topic-analysis.api';
import { Card, Empty, Table } from 'antd';
import { EChart } from '../../../components/charts/echart';
import { WordCloudChart } from '../../../components/charts/word-cloud-chart';
import { SentimentShare } from '../../../components/sentiment-share';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount, formatPercent } from '../../../lib/format';
import { sentimentOption, tierOption } from '../lib/topic-charts';
import { MetricTitle } from './metric-title';
import styles from './topic-analysis.module.css';

/** Sentiment over time (share per bucket) and over the whole range. */
export function SentimentCard({ report }: { report: TopicReport }) {
  return (
    <Card title={<MetricTitle metric="sentiment" />}>
      <SentimentShare counts={report.summary.sentiment} />
      {report.summary.posts > 0 && (
        <EChart option={sentimentOption(report)} height={280} ariaLabel="各时间段正面、中性、负面博文占比" />
      )}
    </Card>
  );
}

/** The words of the topic's posts, as /wordCloud draws them. */
export function WordsCard({ report }: { report: TopicReport }) {
  return (
    <Card title={<MetricTitle metric="words" />}>
      {report.words.length === 0 ? (
        <Empty description="暂无可统计的词语" />
      ) : (
        <WordCloudChart
          words={report.words.map((w) => ({ word: w.word, value: w.count, label: `出现 ${w.count} 次` }))}
          ariaLabel={`话题词云，共 ${report.words.length} 个词`}
          height={320}
        />
      )}
    </Card>
  );
}

/** The share of the conversation by blogger tier (头部 / 腰部 / 尾部 / 素人). */
export function TiersCard({ report }: { report: TopicReport }) {
  const scroll = useFocusableScroll('博主层级列表');
  return (
    <Card title={<MetricTitle metric="tiers" />}>
      <div className={styles.layout}>
        {report.summary.posts > 0 && (
          <EChart option={tierOption(report)} height={240} ariaLabel="各层级博主的博文占比" />
        )}
        <div ref={scroll}>
          <Table
            size="small"
            rowKey="tier"
            pagination={false}
            scroll={{ x: 480 }}
            dataSource={report.tiers}
            columns={[
              { title: '层级', dataIndex: 'label', width: 64 },
              { title: '粉丝数', dataIndex: 'band', width: 130 },
              { title: '博主', dataIndex: 'bloggers', width: 60 },
              { title: '博文占比', dataIndex: 'post_share', width: 90, render: (v: number) => formatPercent(v) },
              {
                title: '互动占比',
                dataIndex: 'interaction_share',
                width: 90,
                render: (v: number, t) => (
                  <span title={`${formatCount(t.interactions)} 次互动`}>{formatPercent(v)}</span>
                ),
              },
            ]}
          />
        </div>
      </div>
    </Card>
  );
}
