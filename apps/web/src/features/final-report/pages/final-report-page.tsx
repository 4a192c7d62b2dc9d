import { Code } from '@boguan/contracts/envelope';
import { FinalReportMessage as M, REPORT_NAME_MAX } from '@boguan/contracts/final-report';
import { MembershipMessage } from '@boguan/contracts/membership';
import { Alert, App, Button, Card, Input, Segmented, Select, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useUiStore } from '../../../stores/ui-store';
import tool from '../../blogger-common/tool-page.module.css';
import { useReportAuth, useSubmitReport } from '../api/final-report-api';
import { useProjectDetail, useProjectList } from '../api/project-api';
import styles from '../components/final-report.module.css';
import { LinkChecker, lineCount } from '../components/link-checker';
import { ReportProgressPanel } from '../components/report-progress';
import { isYuanText } from '../lib/yuan';

type Source = 'links' | 'project';

function ProjectPicker({ value, onChange }: { value: number | undefined; onChange: (id: number) => void }) {
  const list = useProjectList(1);
  // A project opened from its own page may be older than the newest ten the list shows.
  const chosen = useProjectDetail(value);
  const projects = [...(list.data?.data ?? [])];
  if (chosen.data && !projects.some((p) => p.id === chosen.data.id)) projects.unshift(chosen.data);
  return (
    <Select<number>
      aria-label="选择投放项目"
      placeholder="选择一个投放项目"
      style={{ width: '100%', maxWidth: 420 }}
      loading={list.isPending}
      value={value}
      onChange={onChange}
      notFoundContent="暂无项目，请先新建投放项目"
      options={projects.map((p) => ({
        value: p.id,
        label: `${p.name}（${p.brand}，${p.posts} 条博文）`,
      }))}
    />
  );
}

/** /finalReport: paste a campaign's post links (or pick a project), name it, enter the cost, and follow the job. */
export function FinalReportPage() {
  const auth = useReportAuth();
  const submit = useSubmitReport();
  const { submitting, run } = useSubmit();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const preset = Number(params.get('project')) || undefined;
  const [source, setSource] = useState<Source>(preset ? 'project' : 'links');
  const [links, setLinks] = useState('');
  const [projectId, setProjectId] = useState<number | undefined>(preset);
  const [name, setName] = useState('');
  const [cost, setCost] = useState('');
  const [reportId, setReportId] = useState<number | null>(null);

  const send = async () => {
    if (auth.data && !auth.data.allowed) {
      useUiStore.getState().openUpgrade(Code.noPermission, MembershipMessage.noPermission);
      return;
    }
    if ((source === 'links' && lineCount(links) === 0) || (source === 'project' && !projectId)) {
      message.warning(M.noLinks);
      return;
    }
    if (cost.trim() && !isYuanText(cost.trim())) {
      message.warning(M.cost);
      return;
    }
    const result = await submit
      .mutateAsync({
        name: name.trim() || undefined,
        urls: source === 'links' ? links : undefined,
        project_id: source === 'project' ? projectId : undefined,
        cost: cost.trim() || undefined,
      })
      .catch(() => null);
    if (!result) return;
    message.success(M.submitted);
    setReportId(result.id);
    auth.refetch();
  };

  return (
    <div className={tool.layout}>
      <Card title="结案报告" extra={<Link to="/finalReportLog">报告记录</Link>}>
        <QueryState query={auth} title="结案报告权限加载失败" loading={<Skeleton active paragraph={{ rows: 1 }} />}>
          {(allowance) => (
            <div className={tool.authBar}>
              <Typography.Text type="secondary">
                汇总一次投放的全部博文：博文与博主、曝光估算、互动构成、互动率、CPE/CPM、表现最好与最弱的博文、评论情感与高频词。报告生成后数据冻结，再次生成即为新报告。
              </Typography.Text>
              {allowance.allowed ? (
                <Typography.Text>
                  本月剩余次数：<Typography.Text strong>{allowance.per_month?.remaining ?? '不限'}</Typography.Text>
                  {allowance.max_rows ? `，每份报告最多 ${allowance.max_rows} 条博文` : ''}
                </Typography.Text>
              ) : (
                <Tag color="orange">当前会员等级暂不支持结案报告，请升级会员</Tag>
              )}
            </div>
          )}
        </QueryState>
      </Card>
      <Card title="选择博文">
        <Segmented<Source>
          value={source}
          onChange={setSource}
          options={[
            { value: 'links', label: '粘贴博文链接' },
            { value: 'project', label: '从投放项目选择' },
          ]}
        />
        {source === 'links' ? (
          <LinkChecker value={links} onChange={setLinks} />
        ) : (
          <div className={styles.field}>
            <ProjectPicker value={projectId} onChange={setProjectId} />
            <Typography.Text type="secondary">
              使用项目中的全部博文。<Link to="/blogAddProj">新建投放项目</Link>
            </Typography.Text>
          </div>
        )}
        <div className={styles.formRow}>
          <Input
            aria-label="报告名称"
            placeholder="报告名称（选填）"
            maxLength={REPORT_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
            style={{ width: 260 }}
          />
          <Input
            aria-label="投放费用（元）"
            placeholder="投放费用（元，选填）"
            prefix="¥"
            inputMode="decimal"
            value={cost}
            onChange={(e) => setCost(e.target.value)}
            style={{ width: 220 }}
          />
          <Button type="primary" loading={submitting} onClick={() => void run(send)}>
            生成报告
          </Button>
        </div>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          填写投放费用后计算 CPE（元/互动）与 CPM（元/千次曝光），报告生成后也可补填。
        </Typography.Paragraph>
      </Card>
      {reportId !== null && (
        <Card title="生成进度">
          <ReportProgressPanel id={reportId} />
        </Card>
      )}
      {auth.data && !auth.data.allowed && <Alert type="info" showIcon title="高级版及以上会员可使用结案报告" />}
    </div>
  );
}
