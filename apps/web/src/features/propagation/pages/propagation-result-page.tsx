import { SPREAD_COVERAGE_NOTE, SPREAD_DEMO_NOTE } from '@boguan/contracts/propagation';
import { propagationIdSchema } from '@boguan/contracts/propagation.api';
import { Alert, Button, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { RepostTreeChart } from '../../../components/charts/repost-tree-chart';
import { QueryState } from '../../../components/query-state';
import { usePropagationResult } from '../api/propagation-api';
import { FigureTitle } from '../components/figure-title';
import { ParticipantsPanel } from '../components/participants-panel';
import { PostCard } from '../components/post-card';
import styles from '../components/propagation.module.css';
import { SpreadCurveChart, SpreadLevels } from '../components/spread-charts';
import { SpreadFigures } from '../components/spread-figures';
import { KeySpreadersTable, KolTable } from '../components/spread-tables';
import { usePropagationExport } from '../components/use-propagation-export';

/** /propagationAnalysisResult?id=: the frozen report of one analysis. */
export function PropagationResultPage() {
  const [params] = useSearchParams();
  const parsed = propagationIdSchema.safeParse({ id: params.get('id') });
  const id = parsed.success ? parsed.data.id : 0;
  const result = usePropagationResult(id, parsed.success);
  const exporter = usePropagationExport();

  if (!parsed.success) {
    return (
      <Card title="传播分析报告">
        <Empty description="缺少任务编号，请从分析记录进入">
          <Link to="/propagationAnalysisLog">查看分析记录</Link>
        </Empty>
      </Card>
    );
  }
  return (
    <QueryState query={result} title="传播分析报告加载失败" loading={<Skeleton active paragraph={{ rows: 10 }} />}>
      {({ task, spread }) => {
        const s = spread.summary;
        return (
          <div className={styles.layout}>
            <Card
              title={
                <Space wrap>
                  <span>传播分析报告</span>
                  <Tag color="blue">数据截至 {spread.read_at}</Tag>
                </Space>
              }
              extra={
                <Space>
                  <Link to="/propagationAnalysisLog">分析记录</Link>
                  <Button type="primary" loading={exporter.busy} onClick={() => void exporter.start(task.id)}>
                    导出报告
                  </Button>
                </Space>
              }
            >
              <PostCard post={spread.root} />
              <div className={styles.layout} style={{ marginTop: 12 }}>
                {spread.demo && <Alert type="info" showIcon title={SPREAD_DEMO_NOTE} />}
                {s.capped && <Alert type="warning" showIcon title={`转发过多，本报告分析最早的 ${s.read} 条转发`} />}
                {s.detached > 0 && (
                  <Alert
                    type="warning"
                    showIcon
                    title={`${s.detached} 条转发的上级转发不在数据中（其中 ${s.orphans} 条直接缺少上级），未计入传播树`}
                  />
                )}
                <Typography.Text type="secondary">
                  报告在 {spread.read_at} 读取转发数据后生成，之后不再变化；重新提交可生成新的报告。
                  {SPREAD_COVERAGE_NOTE}。
                </Typography.Text>
              </div>
            </Card>
            <SpreadFigures spread={spread} />
            <Card title="转发传播树">
              {s.nodes === 0 ? (
                <Empty description="没有与原博文相连的转发" />
              ) : (
                <RepostTreeChart
                  tree={spread.tree}
                  rootName={spread.root.name || '原博文'}
                  rootChildren={spread.levels[0]?.count ?? 0}
                />
              )}
            </Card>
            <div className={styles.panels}>
              <Card title={<FigureTitle metric="curve" />}>
                <SpreadCurveChart spread={spread} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  图钉为关键传播者加入的时刻（数字为排名），虚线为引爆点。
                </Typography.Text>
              </Card>
              <Card title={<FigureTitle metric="levelShare" label="层级分布" />}>
                <SpreadLevels spread={spread} />
              </Card>
            </div>
            <Card title={<FigureTitle metric="keySpreaders" />}>
              <KeySpreadersTable spreaders={spread.key_spreaders} />
            </Card>
            <Card title={<FigureTitle metric="kols" label={`KOL 参与（${s.kol_count} 位）`} />}>
              <KolTable kols={spread.kols} />
            </Card>
            <Card title={<FigureTitle metric="participants" />}>
              <ParticipantsPanel participants={spread.participants} />
            </Card>
          </div>
        );
      }}
    </QueryState>
  );
}
