import { TOPIC_ANALYSIS_DEMO_NOTE } from '@boguan/contracts/topic-analysis';
import { topicAnalysisIdSchema } from '@boguan/contracts/topic-analysis.api';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { formatCount } from '../../../lib/format';
import { downloadTopicAnalysis, useTopicAnalysisResult } from '../api/topic-analysis-api';
import { SentimentCard, TiersCard, WordsCard } from '../components/audience-panels';
import { LeadersTable } from '../components/leaders-table';
import { MetricTitle } from '../components/metric-title';
import { ReportFigures } from '../components/report-figures';
import styles from '../components/topic-analysis.module.css';
import { SpikePostsCard, VolumeCard } from '../components/volume-panel';

/** /topicAnalysisResult?id=: the frozen report of one analysis. */
export function TopicAnalysisResultPage() {
  const [params] = useSearchParams();
  const parsed = topicAnalysisIdSchema.safeParse({ id: params.get('id') });
  const id = parsed.success ? parsed.data.id : 0;
  const result = useTopicAnalysisResult(id, parsed.success);
  const [exporting, setExporting] = useState(false);

  const exportReport = async () => {
    setExporting(true);
    try {
      await downloadTopicAnalysis(id);
    } finally {
      setExporting(false);
    }
  };

  if (!parsed.success) {
    return (
      <Card title="话题分析报告">
        <Empty description="缺少任务编号，请从分析记录进入">
          <Link to="/topicAnalysisLog">查看分析记录</Link>
        </Empty>
      </Card>
    );
  }
  return (
    <QueryState query={result} title="话题分析报告加载失败" loading={<Skeleton active paragraph={{ rows: 10 }} />}>
      {({ report }) => (
        <div className={styles.layout}>
          <Card
            title={`#${report.topic.name}#`}
            extra={
              <Space wrap>
                <Link to="/topicAnalysisLog">分析记录</Link>
                <Button type="primary" loading={exporting} onClick={() => void exportReport()}>
                  导出报告
                </Button>
              </Space>
            }
          >
            {/* Below the title, not in it: a narrow screen would cut the moment off beside the buttons. */}
            <Space wrap style={{ marginBottom: 8 }}>
              <Tag color="blue">数据截至 {report.read_at}</Tag>
              {report.demo && <Tag>演示数据</Tag>}
            </Space>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, md: 4 }}
              items={[
                { key: 'range', label: '时间范围', children: `${report.start_date} 至 ${report.end_date}` },
                { key: 'read', label: '阅读数', children: formatCount(report.topic.read_count) },
                { key: 'discuss', label: '讨论数', children: formatCount(report.topic.discuss_count) },
                {
                  key: 'host',
                  label: '主持人',
                  children: report.topic.host_name || report.topic.host_uid || '-',
                },
              ]}
            />
            <div className={styles.layout} style={{ marginTop: 8 }}>
              {report.demo && <Alert type="info" showIcon title={TOPIC_ANALYSIS_DEMO_NOTE} />}
              {report.summary.capped && (
                <Alert type="warning" showIcon title={`博文过多，本报告统计最新的 ${report.summary.posts} 条`} />
              )}
              <Typography.Text type="secondary">
                报告在 {report.read_at} 读取话题博文后生成，之后不再变化；重新提交可生成新的报告。
              </Typography.Text>
            </div>
          </Card>
          <ReportFigures report={report} />
          <VolumeCard report={report} />
          <SpikePostsCard report={report} />
          <Card title={<MetricTitle metric="leaders" />}>
            <LeadersTable leaders={report.leaders} />
          </Card>
          <div className={styles.panels}>
            <SentimentCard report={report} />
            <TiersCard report={report} />
          </div>
          <WordsCard report={report} />
        </div>
      )}
    </QueryState>
  );
}
