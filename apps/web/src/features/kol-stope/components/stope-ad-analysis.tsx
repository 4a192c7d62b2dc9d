import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { StopeAdAnalysis, StopeAdPost } from '@boguan/contracts/kol-stope.api';
import { Button, Card, Empty, Statistic, Table, Tag, Typography } from 'antd';
import { CHART_COLORS, EChart } from '../../../components/charts/echart';
import { QueryState } from '../../../components/query-state';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount, formatPercent } from '../../../lib/format';
import tool from '../../blogger-common/tool-page.module.css';
import { adsExporter, useStopeAdAnalysis } from '../api/kol-stope-api';
import styles from './kol-stope.module.css';
import { postColumns } from './stope-posts-table';
import { useStopeExport } from './use-stope-export';

/** 商业博文分析: the sponsored posts, the brands they name and how they did against the organic posts. */
export function StopeAdAnalysisView({ id }: { id: number }) {
  const analysis = useStopeAdAnalysis(id);
  return (
    <QueryState query={analysis} title="商业博文分析加载失败">
      {(data) => <AdAnalysis id={id} data={data} />}
    </QueryState>
  );
}

function AdAnalysis({ id, data }: { id: number; data: StopeAdAnalysis }) {
  const exporter = useStopeExport(adsExporter);
  const adTable = useFocusableScroll('商业博文列表');
  const lift = data.lift;
  const brands = data.brands.slice(0, 15);
  return (
    <div className={tool.layout}>
      <div className={tool.toolbar} style={{ marginBottom: 0 }}>
        <Typography.Text type="secondary">
          商业博文按平台广告标记与文案中的合作标记识别；“互动/自然均值”为该博文互动量与同一任务中非商业博文平均互动量之比。
        </Typography.Text>
        <Button onClick={() => exporter.start(id)} loading={exporter.busy}>
          导出商业博文
        </Button>
      </div>
      <div className={styles.cards}>
        <Card size="small">
          <Statistic title="商业博文数" value={data.sponsored_posts} />
        </Card>
        <Card size="small">
          <Statistic title="自然博文数" value={data.organic_posts} />
        </Card>
        <Card size="small">
          <Statistic title="商业博文平均互动" value={formatCount(data.sponsored_avg_interactions)} />
        </Card>
        <Card size="small">
          <Statistic title="自然博文平均互动" value={formatCount(data.organic_avg_interactions)} />
        </Card>
        <Card size="small">
          <Statistic
            title="商业较自然互动"
            value={lift === null ? '-' : `${lift > 0 ? '+' : ''}${formatPercent(lift, 1)}`}
            valueStyle={{ color: lift === null ? undefined : lift >= 0 ? '#cf1322' : '#237804' }}
          />
        </Card>
      </div>
      <Card size="small" title="提及品牌（商业博文）">
        {brands.length === 0 ? (
          <Empty description="商业博文中未识别到已收录的品牌" />
        ) : (
          <EChart
            ariaLabel="商业博文提及品牌"
            height={Math.max(160, brands.length * 28 + 40)}
            option={{
              color: CHART_COLORS.slice(0, 1),
              tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
              grid: { left: 100, right: 40, top: 10, bottom: 24 },
              xAxis: { type: 'value', minInterval: 1 },
              yAxis: { type: 'category', inverse: true, data: brands.map((b) => b.name) },
              series: [{ name: '商业博文数', type: 'bar', data: brands.map((b) => b.posts), barMaxWidth: 20 }],
            }}
          />
        )}
      </Card>
      <div ref={adTable}>
        <Table<StopeAdPost>
          rowKey="mid"
          dataSource={data.posts}
          locale={{ emptyText: EMPTY_LIST }}
          scroll={{ x: 1300 }}
          pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (total) => `共 ${total} 条` }}
          columns={[
            ...postColumns<StopeAdPost>().filter((c) => c.title !== '商业博文'),
            {
              title: '提及品牌',
              dataIndex: 'brands',
              width: 160,
              render: (names: string[]) =>
                names.length ? (
                  names.map((n) => <Tag key={n}>{n}</Tag>)
                ) : (
                  <Typography.Text type="secondary">-</Typography.Text>
                ),
            },
            {
              title: '互动/自然均值',
              dataIndex: 'vs_organic',
              width: 120,
              render: (ratio: number | null) => (ratio === null ? '-' : `${ratio.toFixed(2)} 倍`),
            },
          ]}
        />
      </div>
    </div>
  );
}
