import { BRAND_PERIODS, BRAND_TABS, type BrandPeriod, type BrandTab } from '@boguan/contracts/brand-search';
import { Button, Card, Radio, Result, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useBrandAudience, useBrandBloggers, useBrandContent, useBrandOverview } from '../api/brand-search-api';
import { AudienceTab } from '../components/audience-tab';
import { BloggersTab } from '../components/bloggers-tab';
import { BrandHeader } from '../components/brand-header';
import styles from '../components/brand-search.module.css';
import { ContentTab } from '../components/content-tab';
import { OverviewTab } from '../components/overview-tab';
import { contrastPath, detailQueryFrom } from '../lib/brand-query';
import { useBrandTabLabel } from '../lib/brand-tabs';

function TabBody({ brandId, days, tab }: { brandId: string; days: number; tab: BrandTab }) {
  // Each tab loads once shown; opening the brand (any tab first) counts one use a day.
  const content = useBrandContent(brandId, days, tab === 'content');
  const bloggers = useBrandBloggers(brandId, days, tab === 'bloggers');
  const audience = useBrandAudience(brandId, days, tab === 'audience');
  if (tab === 'content') return <QueryState query={content}>{(d) => <ContentTab data={d} />}</QueryState>;
  if (tab === 'bloggers') return <QueryState query={bloggers}>{(d) => <BloggersTab data={d} />}</QueryState>;
  return <QueryState query={audience}>{(d) => <AudienceTab data={d} />}</QueryState>;
}

function DetailBody({ brandId, days, tab }: { brandId: string; days: BrandPeriod; tab: BrandTab }) {
  const [params, setParams] = useSearchParams();
  const overview = useBrandOverview(brandId, days);
  const tabLabel = useBrandTabLabel();
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  return (
    <QueryState query={overview}>
      {(data) => (
        <div className={styles.page}>
          <BrandHeader
            brand={data.brand}
            period={`${data.from} 至 ${data.to}（数据读取于 ${data.read_at.slice(0, 16)}）`}
            extra={
              <div className={styles.filters}>
                <Radio.Group
                  aria-label="统计周期"
                  optionType="button"
                  value={days}
                  onChange={(e) => set('days', String(e.target.value))}
                  options={BRAND_PERIODS.map((d) => ({ value: d, label: `近${d}天` }))}
                />
                <Link to={contrastPath([brandId])}>
                  <Button>加入对比</Button>
                </Link>
              </div>
            }
          />
          <Card styles={{ body: { paddingTop: 4 } }}>
            <Tabs
              activeKey={tab}
              onChange={(key) => set('t', key)}
              items={BRAND_TABS.map((key) => ({
                key,
                label: tabLabel(key),
                children:
                  key !== tab ? null : key === 'overview' ? (
                    <OverviewTab data={data} />
                  ) : (
                    <TabBody brandId={brandId} days={days} tab={key} />
                  ),
              }))}
            />
          </Card>
        </div>
      )}
    </QueryState>
  );
}

/** /brandSearch/detail?brand_id=&t=: one brand in four tabs, the tab and period kept in the URL. */
export function BrandDetailPage() {
  const [params] = useSearchParams();
  const { brandId, tab, days } = detailQueryFrom(params);
  if (brandId === null) {
    return (
      <Result
        status="info"
        title="请指定品牌"
        subTitle="从品牌搜索、榜单或收藏中点击品牌即可查看详情"
        extra={
          <Link to="/brandSearch">
            <Button type="primary">去搜索品牌</Button>
          </Link>
        }
      />
    );
  }
  return <DetailBody key={brandId} brandId={brandId} days={days} tab={tab} />;
}
