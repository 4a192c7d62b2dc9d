import { BRAND_TABS, type BrandTab } from '@boguan/contracts/brand-search';
import { Alert, Button, Card, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useBrandSample } from '../api/brand-search-api';
import { AudienceTab } from '../components/audience-tab';
import { BloggersTab } from '../components/bloggers-tab';
import { BrandHeader } from '../components/brand-header';
import styles from '../components/brand-search.module.css';
import { ContentTab } from '../components/content-tab';
import { OverviewTab } from '../components/overview-tab';
import { useBrandTabLabel } from '../lib/brand-tabs';

/** /brandGive: a sample brand report of a demo brand, open to visitors, showing what the brand tools hold. */
export function BrandGivePage() {
  const sample = useBrandSample();
  const [tab, setTab] = useState<BrandTab>('overview');
  const tabLabel = useBrandTabLabel();
  return (
    <QueryState query={sample}>
      {(data) => (
        <div className={styles.page}>
          <div data-testid="sample-notice">
            <Alert
              type="warning"
              showIcon
              title="品牌报告样例：以下为演示品牌的示例数据（来自模拟微博世界），用于展示品牌分析包含的内容。"
              action={
                <Link to="/brandSearch">
                  <Button size="small" type="primary">
                    搜索真实品牌
                  </Button>
                </Link>
              }
            />
          </div>
          <BrandHeader
            brand={data.overview.brand}
            period={`${data.overview.from} 至 ${data.overview.to}（数据读取于 ${data.overview.read_at.slice(0, 16)}）`}
          />
          <Card styles={{ body: { paddingTop: 4 } }}>
            <Tabs
              activeKey={tab}
              onChange={(key) => setTab(key as BrandTab)}
              items={BRAND_TABS.map((key) => ({
                key,
                label: tabLabel(key),
                children:
                  key === 'overview' ? (
                    <OverviewTab data={data.overview} />
                  ) : key === 'content' ? (
                    <ContentTab data={data.content} />
                  ) : key === 'bloggers' ? (
                    <BloggersTab data={data.bloggers} />
                  ) : (
                    <AudienceTab data={data.audience} />
                  ),
              }))}
            />
          </Card>
        </div>
      )}
    </QueryState>
  );
}
