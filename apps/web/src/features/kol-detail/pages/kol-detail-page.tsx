import { DETAIL_TAB_LABELS, DETAIL_TABS, type DetailTab } from '@boguan/contracts/kol-detail';
import { Button, Card, Flex, Result, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useOverview } from '../api/kol-detail-api';
import { CommercialTab } from '../components/commercial-tab';
import { ContentTab } from '../components/content-tab';
import { DetailHeader } from '../components/detail-header';
import { FansTab } from '../components/fans-tab';
import { OverviewTab } from '../components/overview-tab';
import { SimilarTab } from '../components/similar-tab';
import { type DetailRef, parseDetailQuery, withTab } from '../lib/detail-query';

function DetailBody({ detailRef, tab }: { detailRef: DetailRef; tab: DetailTab }) {
  const [params, setParams] = useSearchParams();
  // The overview call opens the blogger (one kol_detail use per blogger per day); the other tabs
  // load only after it succeeded and only once shown.
  const overview = useOverview(detailRef);
  return (
    <QueryState query={overview}>
      {(data) => (
        <Flex vertical gap={16}>
          <DetailHeader card={data.card} />
          <Card styles={{ body: { paddingTop: 4 } }}>
            <Tabs
              activeKey={tab}
              onChange={(key) => setParams(withTab(params, key as DetailTab), { replace: true })}
              items={DETAIL_TABS.map((key) => ({
                key,
                label: DETAIL_TAB_LABELS[key],
                children:
                  key === 'overview' ? (
                    <OverviewTab overview={data} />
                  ) : key === 'content' ? (
                    <ContentTab detailRef={detailRef} active={tab === key} />
                  ) : key === 'fans' ? (
                    <FansTab detailRef={detailRef} active={tab === key} />
                  ) : key === 'commercial' ? (
                    <CommercialTab detailRef={detailRef} active={tab === key} />
                  ) : (
                    <SimilarTab detailRef={detailRef} active={tab === key} />
                  ),
              }))}
            />
          </Card>
        </Flex>
      )}
    </QueryState>
  );
}

/** /bosSearch/detail?kol_id=&uid=&t=: one blogger in five tabs, the tab kept in the URL. */
export function KolDetailPage() {
  const [params] = useSearchParams();
  const { ref, tab } = parseDetailQuery(params);
  if (ref.kolId === null && ref.uid === null) {
    return (
      <Result
        status="info"
        title="请指定博主"
        subTitle="从博主搜索、榜单或收藏中点击博主即可查看详情"
        extra={
          <Link to="/bosSearch">
            <Button type="primary">去搜索博主</Button>
          </Link>
        }
      />
    );
  }
  // Keyed by the blogger so moving to a similar blogger starts from a clean page.
  return <DetailBody key={`${ref.kolId}-${ref.uid}`} detailRef={ref} tab={tab} />;
}
