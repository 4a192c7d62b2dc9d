import type { BrandContent } from '@boguan/contracts/brand-search.api';
import { Card, Descriptions, Empty, Typography } from 'antd';
import { EChart } from '../../../components/charts/echart';
import { WordCloudChart } from '../../../components/charts/word-cloud-chart';
import { formatCount } from '../../../lib/format';
import { splitOption } from '../lib/brand-charts';
import styles from './brand-search.module.css';
import { PostList } from './post-list';
import { ShareText } from './share-text';

/** 内容分析: the most interacted posts, organic against sponsored, the words said with the brand. */
export function ContentTab({ data }: { data: BrandContent }) {
  const { organic, sponsored, sponsored_share } = data.split;
  return (
    <div className={styles.page} data-testid="brand-content">
      <div className={styles.grid}>
        <Card title="自然内容与商业内容">
          {organic.posts + sponsored.posts === 0 ? (
            <Empty description="统计周期内暂无提及" />
          ) : (
            <>
              <EChart
                option={splitOption(organic.posts, sponsored.posts)}
                ariaLabel="自然与商业内容占比"
                height={220}
              />
              <Descriptions size="small" column={1}>
                <Descriptions.Item label="商业内容占比">
                  <ShareText share={sponsored_share} />
                </Descriptions.Item>
                <Descriptions.Item label="自然内容">
                  {formatCount(organic.posts)} 条，互动 {formatCount(organic.interactions)}
                </Descriptions.Item>
                <Descriptions.Item label="商业内容">
                  {formatCount(sponsored.posts)} 条，互动 {formatCount(sponsored.interactions)}
                </Descriptions.Item>
              </Descriptions>
            </>
          )}
        </Card>
        <Card title="高频词">
          {data.words.length === 0 ? (
            <Empty description="暂无高频词" />
          ) : (
            <>
              <WordCloudChart
                words={data.words.map((w) => ({ word: w.word, value: w.count, label: `出现 ${w.count} 次` }))}
                ariaLabel="品牌高频词云"
                height={300}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                取互动量最高的 {data.word_posts} 条提及博文统计，已去除品牌自身名称
              </Typography.Text>
            </>
          )}
        </Card>
      </div>
      <Card title="热门博文（按互动量）">
        <PostList posts={data.top_posts} />
      </Card>
    </div>
  );
}
