import { BRAND_AUDIENCE_MAX_DAYS, BRAND_AUDIENCE_SUBMITTED } from '@boguan/contracts/brand-audience';
import type { BrandOption } from '@boguan/contracts/brand-audience.api';
import { Code } from '@boguan/contracts/envelope';
import { MembershipMessage } from '@boguan/contracts/membership';
import { Alert, App, Button, Card, DatePicker, Skeleton, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useUiStore } from '../../../stores/ui-store';
import { useBrandAudienceAllowance, useKeptRange, useSubmitBrandAudience } from '../api/brand-audience-api';
import styles from '../components/brand-audience.module.css';
import { BrandPicker } from '../components/brand-picker';
import { TaskProgress } from '../components/task-progress';
import { WatchListCard } from '../components/watch-list-card';
import { defaultRange, isDayDisabled } from '../lib/audience-dates';

/** /brandAudience: pick a brand (and a competitor), a range, submit and follow the job; the brand alerts below. */
export function BrandAudiencePage() {
  const allowance = useBrandAudienceAllowance();
  const kept = useKeptRange();
  const submit = useSubmitBrandAudience();
  const { submitting, run } = useSubmit();
  const { message } = App.useApp();
  const [brand, setBrand] = useState<BrandOption | null>(null);
  const [competitor, setCompetitor] = useState<BrandOption | null>(null);
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [taskId, setTaskId] = useState<number | null>(null);
  const today = kept.data?.today ?? dayjs().format('YYYY-MM-DD');
  const first = kept.data?.first_day ?? null;
  const shown: [Dayjs, Dayjs] =
    range ??
    (() => {
      const [start, end] = defaultRange(today, first);
      return [dayjs(start), dayjs(end)];
    })();

  const send = async () => {
    if (!brand) {
      message.warning('请选择品牌');
      return;
    }
    if (allowance.data && !allowance.data.allowed) {
      useUiStore.getState().openUpgrade(Code.noPermission, MembershipMessage.noPermission);
      return;
    }
    const answer = await submit
      .mutateAsync({
        brand_id: brand.brand_id,
        ...(competitor ? { competitor_id: competitor.brand_id } : {}),
        start_date: shown[0].format('YYYY-MM-DD'),
        end_date: shown[1].format('YYYY-MM-DD'),
      })
      .catch(() => null);
    if (!answer) return;
    message.success(BRAND_AUDIENCE_SUBMITTED);
    setTaskId(answer.id);
    void allowance.refetch();
  };

  return (
    <div className={styles.layout}>
      <Card title="品牌受众分析" extra={<Link to="/brandAudienceLog">分析记录</Link>}>
        <QueryState query={allowance} title="分析权限加载失败" loading={<Skeleton active paragraph={{ rows: 1 }} />}>
          {(allowed) => (
            <div className={styles.formRow} style={{ marginTop: 0 }}>
              <Typography.Text type="secondary">
                选择品牌和时间范围，系统汇总提及该品牌的用户与转发这些博文的用户，分析性别、地域、认证类型、粉丝量与兴趣分布；可选一个竞品比较两者受众的重合。每个比例都附样本量与95%置信区间。
              </Typography.Text>
              {allowed.allowed ? (
                <Typography.Text>
                  本月剩余分析次数：
                  <Typography.Text strong>{allowed.per_month?.remaining ?? '不限'}</Typography.Text>
                </Typography.Text>
              ) : (
                <Tag color="orange">当前会员等级暂不支持品牌受众分析，请升级会员</Tag>
              )}
            </div>
          )}
        </QueryState>
      </Card>
      <Card title="选择品牌与时间">
        <div className={styles.formRow} style={{ marginTop: 0 }}>
          <Typography.Text>品牌：</Typography.Text>
          <BrandPicker
            value={brand}
            onChange={setBrand}
            label="分析品牌"
            placeholder="输入品牌名称、英文名或别名"
            exclude={competitor?.brand_id}
          />
          <Typography.Text>对比竞品（可选）：</Typography.Text>
          <BrandPicker
            value={competitor}
            onChange={setCompetitor}
            label="对比竞品"
            placeholder="选择一个竞品品牌"
            allowClear
            exclude={brand?.brand_id}
          />
        </div>
        <div className={styles.formRow}>
          <Typography.Text id="audience-range">时间范围：</Typography.Text>
          <DatePicker.RangePicker
            className={styles.rangePicker}
            value={shown}
            allowClear={false}
            aria-labelledby="audience-range"
            disabledDate={(day, info) =>
              isDayDisabled(day.format('YYYY-MM-DD'), today, first, info?.from ? info.from.format('YYYY-MM-DD') : null)
            }
            onChange={(value) => {
              if (value?.[0] && value[1]) setRange([value[0], value[1]]);
            }}
          />
          <Button type="primary" loading={submitting} onClick={() => void run(send)}>
            开始分析
          </Button>
        </div>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }}>
          单次最长 {BRAND_AUDIENCE_MAX_DAYS} 天（一年）{first ? `；已收录的品牌数据从 ${first} 开始` : ''}。
        </Typography.Paragraph>
      </Card>
      {taskId !== null && (
        <Card title="分析进度">
          <TaskProgress id={taskId} />
        </Card>
      )}
      {allowance.data && !allowance.data.allowed && (
        <Alert type="info" showIcon title="高级版及以上会员可使用品牌受众分析" />
      )}
      <WatchListCard />
    </div>
  );
}
