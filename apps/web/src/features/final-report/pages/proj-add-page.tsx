import { chinaDate } from '@boguan/contracts/china-time';
import {
  BRAND_NAME_MAX,
  FinalReportMessage as M,
  PROJECT_MAX_DAYS,
  PROJECT_NAME_MAX,
} from '@boguan/contracts/final-report';
import { App, Button, Card, DatePicker, Input, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSubmit } from '../../../lib/use-guarded-submit';
import tool from '../../blogger-common/tool-page.module.css';
import { useCreateProject, useProjectList } from '../api/project-api';
import styles from '../components/final-report.module.css';
import { LinkChecker } from '../components/link-checker';
import { isYuanText } from '../lib/yuan';

/** The first problem of the form, in the server's words (so nothing is sent that it would refuse). */
function problem(name: string, brand: string, range: [Dayjs, Dayjs], budget: string): string | null {
  if (!name.trim()) return M.projectName;
  if (!brand.trim()) return M.brand;
  if (range[1].diff(range[0], 'day') + 1 > PROJECT_MAX_DAYS) return M.tooLong;
  if (budget.trim() && !isYuanText(budget.trim())) return M.budget;
  return null;
}

/** /blogAddProj: a campaign project (name, brand, dates, budget) with its first posts. */
export function ProjAddPage() {
  const today = chinaDate(new Date());
  const [name, setName] = useState('');
  const [brand, setBrand] = useState('');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs(today), dayjs(today).add(13, 'day')]);
  const [budget, setBudget] = useState('');
  const [links, setLinks] = useState('');
  const create = useCreateProject();
  const list = useProjectList(1);
  const { submitting, run } = useSubmit();
  const { message } = App.useApp();
  const navigate = useNavigate();

  const send = async () => {
    const wrong = problem(name, brand, range, budget);
    if (wrong) {
      message.warning(wrong);
      return;
    }
    const created = await create
      .mutateAsync({
        name: name.trim(),
        brand: brand.trim(),
        start_date: range[0].format('YYYY-MM-DD'),
        end_date: range[1].format('YYYY-MM-DD'),
        budget: budget.trim() || undefined,
        urls: links,
      })
      .catch(() => null);
    if (!created) return;
    message.success(M.projectCreated);
    navigate(`/blogProjBlog?id=${created.id}`);
  };

  return (
    <div className={tool.layout}>
      <Card title="新建投放项目" extra={<Link to="/blogProjRecord">项目记录</Link>}>
        <Typography.Text type="secondary">
          一个项目汇集一次投放的博文：项目进行期间每小时读取博文的最新数据，可随时查看项目报告与每日趋势，结束后可生成结案报告。
          {list.data ? ` 已创建 ${list.data.total}/${list.data.limit} 个项目。` : ''}
        </Typography.Text>
        <div className={styles.formRow}>
          <Input
            aria-label="项目名称"
            placeholder="项目名称"
            maxLength={PROJECT_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
            style={{ width: 260 }}
          />
          <Input
            aria-label="品牌名称"
            placeholder="品牌名称"
            maxLength={BRAND_NAME_MAX}
            value={brand}
            onChange={(e) => setBrand(e.target.value)}
            style={{ width: 200 }}
          />
        </div>
        <div className={styles.formRow}>
          <Typography.Text>投放周期：</Typography.Text>
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            aria-label="投放周期"
            onChange={(value) => {
              if (value?.[0] && value[1]) setRange([value[0], value[1]]);
            }}
          />
          <Input
            aria-label="项目预算（元）"
            placeholder="项目预算（元，选填）"
            prefix="¥"
            inputMode="decimal"
            value={budget}
            onChange={(e) => setBudget(e.target.value)}
            style={{ width: 220 }}
          />
        </div>
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          博文链接（选填，创建后也可添加）：
        </Typography.Paragraph>
        <LinkChecker value={links} onChange={setLinks} />
        <div className={styles.formRow}>
          <Button type="primary" loading={submitting} onClick={() => void run(send)}>
            创建项目
          </Button>
        </div>
      </Card>
    </div>
  );
}
