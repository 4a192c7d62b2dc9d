import { BRAND_REPORT_DEMO_NOTE } from '@boguan/contracts/brand-report';
import { brandReportIdSchema } from '@boguan/contracts/brand-report.api';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { downloadBrandReportBloggers, downloadBrandReportPosts, useBrandReportResult } from '../api/brand-report-api';
import styles from '../components/brand-report.module.css';
import { KolsCard, SponsoredCard, WordsCard } from '../components/kols-panel';
import { ReportFigures } from '../components/report-figures';
import { NegativePostsCard, SentimentCard } from '../components/sentiment-panel';
import { SpikePostsCard, VolumeCard } from '../components/volume-panel';

/** /brandResult?id=: the frozen report of one brand over one range. */
export function BrandResultPage() {
  const [params] = useSearchParams();
  const parsed = brandReportIdSchema.safeParse({ id: params.get('id') });
  const id = parsed.success ? parsed.data.id : 0;
  const result = useBrandReportResult(id, parsed.success);
  const [exporting, setExporting] = useState<'posts' | 'bloggers' | null>(null);

  const exportFile = async (what: 'posts' | 'bloggers') => {
    setExporting(what);
    try {
      await (what === 'posts' ? downloadBrandReportPosts(id) : downloadBrandReportBloggers(id));
    } finally {
      setExporting(null);
    }
  };

  if (!parsed.success) {
    return (
      <Card title="品牌报告">
        <Empty description="缺少任务编号，请从报告记录进入">
          <Link to="/brandReportLog">查看报告记录</Link>
        </Empty>
      </Card>
    );
  }
  return (
    <QueryState query={result} title="品牌报告加载失败" loading={<Skeleton active paragraph={{ rows: 10 }} />}>
      {({ report }) => (
        <div className={styles.layout}>
          <Card
            title={`品牌报告 · ${report.brand.brand_cn_name}`}
            extra={
              <Space wrap>
                <Link to="/brandReportLog">报告记录</Link>
                <Button loading={exporting === 'posts'} onClick={() => void exportFile('posts')}>
                  导出博文
                </Button>
                <Button type="primary" loading={exporting === 'bloggers'} onClick={() => void exportFile('bloggers')}>
                  导出博主
                </Button>
              </Space>
            }
          >
            <Space wrap style={{ marginBottom: 8 }}>
              <Tag color="blue">数据截至 {report.read_at}</Tag>
              {report.demo && <Tag>演示数据</Tag>}
            </Space>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, md: 3 }}
              items={[
                { key: 'range', label: '时间范围', children: `${report.start_date} 至 ${report.end_date}` },
                { key: 'cat', label: '品类', children: report.brand.brand_category.join('、') || '-' },
                {
                  key: 'rivals',
                  label: '竞品',
                  children: report.competitors.map((c) => c.brand_cn_name).join('、') || '未选择',
                },
              ]}
            />
            <div className={styles.layout} style={{ marginTop: 8 }}>
              {report.demo && <Alert type="info" showIcon title={BRAND_REPORT_DEMO_NOTE} />}
              {report.summary.capped && (
                <Alert
                  type="warning"
                  showIcon
                  title={`提及较多：声量与情感统计全部 ${report.summary.mentions} 条，博主、推广、关键博文、词云与导出基于最新的 ${report.summary.posts_read} 条`}
                />
              )}
              <Typography.Text type="secondary">
                报告在 {report.read_at} 读取品牌提及后生成，之后不再变化；重新提交可生成新的报告。
              </Typography.Text>
            </div>
          </Card>
          <ReportFigures report={report} />
          <VolumeCard report={report} />
          <SpikePostsCard report={report} />
          <div className={styles.panels}>
            <SentimentCard report={report} />
            <NegativePostsCard report={report} />
          </div>
          <KolsCard report={report} />
          <div className={styles.panels}>
            <SponsoredCard report={report} />
            <WordsCard report={report} />
          </div>
        </div>
      )}
    </QueryState>
  );
}
