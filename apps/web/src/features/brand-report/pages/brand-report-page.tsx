import { BRAND_REPORT_MAX_COMPETITORS, BRAND_REPORT_SUBMITTED } from '@boguan/contracts/brand-report';
import type { BrandRef } from '@boguan/contracts/brand-report.api';
import { chinaDate } from '@boguan/contracts/china-time';
import { Code } from '@boguan/contracts/envelope';
import { MembershipMessage } from '@boguan/contracts/membership';
import { Alert, App, Button, Card, DatePicker, Descriptions, Select, Skeleton, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useUiStore } from '../../../stores/ui-store';
import { useBrandCheck, useBrandReportAllowance, useBrandSearch, useSubmitBrandReport } from '../api/brand-report-api';
import styles from '../components/brand-report.module.css';
import { TaskProgress } from '../components/task-progress';
import { defaultRange, isDayDisabled } from '../lib/brand-dates';

const brandLabel = (b: BrandRef) => (b.brand_en_name ? `${b.brand_cn_name}（${b.brand_en_name}）` : b.brand_cn_name);
const options = (brands: readonly BrandRef[]) => brands.map((b) => ({ value: b.brand_id, label: brandLabel(b) }));

/** /brandReport: pick a brand (?brand_id= preselects one), its competitors and a range; submit and follow the job. */
export function BrandReportPage() {
  const [params] = useSearchParams();
  const allowance = useBrandReportAllowance();
  const submit = useSubmitBrandReport();
  const { submitting, run } = useSubmit();
  const { message } = App.useApp();
  const today = chinaDate(new Date());
  const [keyword, setKeyword] = useState('');
  const [rivalKeyword, setRivalKeyword] = useState('');
  const [brandId, setBrandId] = useState(params.get('brand_id') ?? '');
  // The competitors the member chose, for the brand they were chosen for.
  const [picked, setPicked] = useState<{ brandId: string; ids: string[] } | null>(null);
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [taskId, setTaskId] = useState<number | null>(null);
  const found = useBrandSearch(keyword);
  const rivals = useBrandSearch(rivalKeyword);
  const card = useBrandCheck(brandId);
  const current = card.data?.brand.brand_id === brandId ? card.data : undefined;
  const earliest = current?.earliest_date ?? null;

  // A new brand takes its category peers as the competitors until the member changes them.
  const chosen = picked?.brandId === brandId ? picked.ids : (current?.peers.map((p) => p.brand_id) ?? []);
  const known = useMemo(() => {
    const all = new Map<string, BrandRef>();
    for (const b of [...(current?.peers ?? []), ...(rivals.data ?? []), ...(found.data ?? [])]) all.set(b.brand_id, b);
    return all;
  }, [current, rivals.data, found.data]);

  const shown: [Dayjs, Dayjs] =
    range ??
    (() => {
      const [start, end] = defaultRange(today, earliest);
      return [dayjs(start), dayjs(end)];
    })();

  const send = async () => {
    if (!current) {
      message.warning('请先选择品牌');
      return;
    }
    if (allowance.data && !allowance.data.allowed) {
      useUiStore.getState().openUpgrade(Code.noPermission, MembershipMessage.noPermission);
      return;
    }
    const answer = await submit
      .mutateAsync({
        brand_id: current.brand.brand_id,
        competitor_ids: chosen,
        start_date: shown[0].format('YYYY-MM-DD'),
        end_date: shown[1].format('YYYY-MM-DD'),
      })
      .catch(() => null);
    if (!answer) return;
    message.success(BRAND_REPORT_SUBMITTED);
    setTaskId(answer.id);
    void allowance.refetch();
  };

  return (
    <div className={styles.layout}>
      <Card title="品牌报告" extra={<Link to="/brandReportLog">报告记录</Link>}>
        <QueryState query={allowance} title="报告权限加载失败" loading={<Skeleton active paragraph={{ rows: 1 }} />}>
          {(allowed) => (
            <div className={styles.formRow} style={{ marginTop: 0 }}>
              <Typography.Text type="secondary">
                选择品牌、竞品与时间范围，系统统计品牌的声量与声量份额趋势、声量峰值与关键博文、情感趋势与负面来源、关键博主与商业推广、品牌词云，并可导出报告的博文与博主。
              </Typography.Text>
              {allowed.allowed ? (
                <Typography.Text>
                  本月剩余报告次数：<Typography.Text strong>{allowed.per_month?.remaining ?? '不限'}</Typography.Text>
                </Typography.Text>
              ) : (
                <Tag color="orange">当前会员等级暂不支持品牌报告，请升级会员</Tag>
              )}
            </div>
          )}
        </QueryState>
      </Card>
      <Card title="选择品牌、竞品与时间">
        <div className={styles.formRow} style={{ marginTop: 0 }}>
          <Typography.Text id="brand-label">品牌：</Typography.Text>
          <Select
            className={styles.brandSelect}
            aria-labelledby="brand-label"
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            placeholder="输入品牌中文名、英文名或别名"
            value={brandId || undefined}
            options={options([
              ...(current ? [current.brand] : []),
              ...(found.data ?? []).filter((b) => b.brand_id !== brandId),
            ])}
            notFoundContent={keyword ? '未找到品牌' : '请输入品牌名称'}
            onChange={(value: string) => setBrandId(value)}
          />
        </div>
        {brandId !== '' && (
          <QueryState query={card} title="品牌读取失败" loading={<Skeleton active paragraph={{ rows: 2 }} />}>
            {(c) => (
              <Descriptions
                size="small"
                style={{ marginTop: 12 }}
                column={{ xs: 1, sm: 2, md: 4 }}
                title={
                  <span data-testid="brand-card">
                    {brandLabel(c.brand)} {c.demo && <Tag>演示数据</Tag>}
                  </span>
                }
                items={[
                  { key: 'cat', label: '品类', children: c.brand.brand_category.join('、') || '-' },
                  { key: 'stored', label: '已收录提及', children: `${c.stored_mentions} 条` },
                  { key: 'earliest', label: '数据最早日期', children: c.earliest_date ?? '暂无数据' },
                  {
                    key: 'peers',
                    label: '同品类品牌',
                    children: c.peers.map((p) => p.brand_cn_name).join('、') || '无',
                  },
                ]}
              />
            )}
          </QueryState>
        )}
        <div className={styles.formRow}>
          <Typography.Text id="rival-label">竞品：</Typography.Text>
          <Select
            mode="multiple"
            className={styles.competitorSelect}
            aria-labelledby="rival-label"
            maxCount={BRAND_REPORT_MAX_COMPETITORS}
            showSearch={{ filterOption: false, onSearch: setRivalKeyword }}
            placeholder={`最多 ${BRAND_REPORT_MAX_COMPETITORS} 个，默认同品类品牌；可清空只看品牌自身`}
            value={chosen}
            options={options([...known.values()].filter((b) => b.brand_id !== brandId))}
            onChange={(value: string[]) => setPicked({ brandId, ids: value })}
            allowClear
          />
        </div>
        <div className={styles.formRow}>
          <Typography.Text id="brand-range">时间范围：</Typography.Text>
          <DatePicker.RangePicker
            className={styles.rangePicker}
            value={shown}
            allowClear={false}
            aria-labelledby="brand-range"
            disabledDate={(day, info) =>
              isDayDisabled(
                day.format('YYYY-MM-DD'),
                today,
                earliest,
                info?.from ? info.from.format('YYYY-MM-DD') : null,
              )
            }
            onChange={(value) => {
              if (value?.[0] && value[1]) setRange([value[0], value[1]]);
            }}
          />
          <Button type="primary" loading={submitting} onClick={() => void run(send)}>
            生成报告
          </Button>
        </div>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }}>
          单次最长一年（366 天），按天统计；竞品 0–{BRAND_REPORT_MAX_COMPETITORS} 个，声量份额在品牌与所选竞品之间计算。
        </Typography.Paragraph>
      </Card>
      {taskId !== null && (
        <Card title="生成进度">
          <TaskProgress id={taskId} />
        </Card>
      )}
      {allowance.data && !allowance.data.allowed && (
        <Alert type="info" showIcon title="高级版及以上会员可使用品牌报告" />
      )}
    </div>
  );
}
