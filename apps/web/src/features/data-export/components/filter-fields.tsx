import { chinaDate } from '@boguan/contracts/china-time';
import {
  CATEGORY_MEANING,
  DATA_EXPORT_KEYWORD_MAX,
  DATASET_FILTERS,
  DATASET_REQUIRED,
  type Dataset,
  EXPORT_MAX_DAYS,
  type ExportFilter,
  EXPORT_FILTER_LABELS as Label,
} from '@boguan/contracts/data-export';
import { CATEGORY_NAME_MAX, VERIFY_BADGES, VERIFY_LABELS, type VerifyBadge } from '@boguan/contracts/kol';
import { FANS_MAX, INTERACT_MAX } from '@boguan/contracts/kol-search';
import { Checkbox, DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useBloggerOptions, useBrandCategories } from '../api/data-export-api';
import { type ExportDraft, isDayDisabled } from '../lib/export-form';
import { BrandSelect } from './brand-select';
import styles from './data-export.module.css';

/** One control on the form; the two ends of a period or a range share one. */
type Control =
  | 'keyword'
  | 'category'
  | 'province'
  | 'verify'
  | 'period'
  | 'fans'
  | 'interact'
  | 'post'
  | 'topic'
  | 'brand';

const CONTROL_OF: Record<ExportFilter, Control> = {
  keyword: 'keyword',
  category: 'category',
  province: 'province',
  verify: 'verify',
  start_date: 'period',
  end_date: 'period',
  fans_min: 'fans',
  fans_max: 'fans',
  interact_min: 'interact',
  interact_max: 'interact',
  post: 'post',
  topic: 'topic',
  brand_id: 'brand',
};

/** The controls a dataset shows, in the order of its filters (DATASET_FILTERS). */
export function controlsOf(dataset: Dataset): Control[] {
  return [...new Set(DATASET_FILTERS[dataset].map((filter) => CONTROL_OF[filter]))];
}

/** The blogger datasets pick 领域 from the bloggers' categories, brand mentions from the brands'. */
const BLOGGER_CATEGORIES: readonly Dataset[] = ['bloggers', 'posts'];

const KEYWORD_HINTS: Partial<Record<Dataset, string>> = {
  bloggers: '博主昵称、简介中的词，多个词用空格分开',
  hot_search: '热搜词中的词',
  comments: '评论内容中的词',
  reposts: '转发内容中的词',
};

function Field({
  label,
  required = false,
  wide = false,
  children,
}: {
  label: string;
  required?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <span className={`${styles.fieldLabel} ${required ? styles.required : ''}`}>{label}</span>
      {children}
    </div>
  );
}

function Range({
  label,
  low,
  high,
  max,
  lowLabel,
  highLabel,
  onChange,
}: {
  label: string;
  low: number | null;
  high: number | null;
  max: number;
  lowLabel: string;
  highLabel: string;
  onChange: (low: number | null, high: number | null) => void;
}) {
  return (
    <Field label={label}>
      <div className={styles.pair}>
        <InputNumber<number>
          className={styles.pairInput}
          aria-label={lowLabel}
          placeholder="不限"
          min={0}
          max={max}
          precision={0}
          value={low}
          onChange={(value) => onChange(value, high)}
        />
        <span>至</span>
        <InputNumber<number>
          className={styles.pairInput}
          aria-label={highLabel}
          placeholder="不限"
          min={0}
          max={max}
          precision={0}
          value={high}
          onChange={(value) => onChange(low, value)}
        />
      </div>
    </Field>
  );
}

/** The filters of the chosen dataset, and only those (DATASET_FILTERS). */
export function FilterFields({ draft, set }: { draft: ExportDraft; set: (patch: Partial<ExportDraft>) => void }) {
  const dataset = draft.dataset;
  const controls = controlsOf(dataset);
  const required = DATASET_REQUIRED[dataset];
  const bloggerOptions = useBloggerOptions(
    controls.includes('province') || (controls.includes('category') && BLOGGER_CATEGORIES.includes(dataset)),
  );
  const brandCategories = useBrandCategories(dataset === 'brand_mentions');
  const today = chinaDate(new Date());

  const categoryLabel = CATEGORY_MEANING[dataset] ?? Label.category;
  const categoryChoices = BLOGGER_CATEGORIES.includes(dataset)
    ? (bloggerOptions.data?.categories.map((c) => c.name) ?? [])
    : dataset === 'brand_mentions'
      ? (brandCategories.data ?? [])
      : null;

  const render = (control: Control): ReactNode => {
    switch (control) {
      case 'keyword':
        return (
          <Field key={control} label={Label.keyword}>
            <Input
              aria-label={Label.keyword}
              placeholder={KEYWORD_HINTS[dataset] ?? '博文内容中的词，多个词用空格分开'}
              maxLength={DATA_EXPORT_KEYWORD_MAX}
              allowClear
              value={draft.keyword}
              onChange={(e) => set({ keyword: e.target.value })}
            />
          </Field>
        );
      case 'category':
        return (
          <Field key={control} label={categoryLabel}>
            {categoryChoices ? (
              <Select<string>
                className={styles.full}
                aria-label={categoryLabel}
                showSearch
                allowClear
                placeholder="不限"
                loading={BLOGGER_CATEGORIES.includes(dataset) ? bloggerOptions.isLoading : brandCategories.isLoading}
                value={draft.category || null}
                onChange={(value) => set({ category: value ?? '' })}
                options={categoryChoices.map((name) => ({ value: name, label: name }))}
              />
            ) : (
              <Input
                aria-label={categoryLabel}
                placeholder="如 娱乐、社会，不填为不限"
                maxLength={CATEGORY_NAME_MAX}
                allowClear
                value={draft.category}
                onChange={(e) => set({ category: e.target.value })}
              />
            )}
          </Field>
        );
      case 'province':
        return (
          <Field key={control} label={Label.province}>
            <Select<string>
              className={styles.full}
              aria-label={Label.province}
              showSearch
              allowClear
              placeholder="不限"
              loading={bloggerOptions.isLoading}
              value={draft.province || null}
              onChange={(value) => set({ province: value ?? '' })}
              options={(bloggerOptions.data?.provinces ?? []).map((p) => ({ value: p.name, label: p.name }))}
            />
          </Field>
        );
      case 'verify':
        return (
          <Field key={control} label={Label.verify}>
            <Checkbox.Group<VerifyBadge>
              aria-label={Label.verify}
              value={draft.verify}
              onChange={(value) => set({ verify: value })}
              options={VERIFY_BADGES.map((badge) => ({ value: badge, label: VERIFY_LABELS[badge] }))}
            />
          </Field>
        );
      case 'period':
        return (
          <Field key={control} label={`时间范围（最长${EXPORT_MAX_DAYS}天）`}>
            <DatePicker.RangePicker
              className={styles.full}
              aria-label="时间范围"
              placeholder={['开始日期', '结束日期']}
              value={draft.range ? [dayjs(draft.range[0]), dayjs(draft.range[1])] : null}
              // After today, and past EXPORT_MAX_DAYS from the end picked first, cannot be picked.
              disabledDate={(day, info) =>
                isDayDisabled(day.format('YYYY-MM-DD'), today, info?.from ? info.from.format('YYYY-MM-DD') : null)
              }
              onChange={(value) =>
                set({
                  range: value?.[0] && value[1] ? [value[0].format('YYYY-MM-DD'), value[1].format('YYYY-MM-DD')] : null,
                })
              }
            />
          </Field>
        );
      case 'fans':
        return (
          <Range
            key={control}
            label="粉丝数"
            lowLabel={Label.fans_min}
            highLabel={Label.fans_max}
            max={FANS_MAX}
            low={draft.fans_min}
            high={draft.fans_max}
            onChange={(fans_min, fans_max) => set({ fans_min, fans_max })}
          />
        );
      case 'interact':
        return (
          <Range
            key={control}
            label={dataset === 'bloggers' ? '近30天互动数' : '互动数'}
            lowLabel={Label.interact_min}
            highLabel={Label.interact_max}
            max={INTERACT_MAX}
            low={draft.interact_min}
            high={draft.interact_max}
            onChange={(interact_min, interact_max) => set({ interact_min, interact_max })}
          />
        );
      case 'post':
        return (
          <Field key={control} label={Label.post} required={required === 'post'} wide>
            <Input
              aria-label={Label.post}
              placeholder="如 https://weibo.com/1234567890/AbCdEfGhI，或博文 mid"
              maxLength={300}
              allowClear
              value={draft.post}
              onChange={(e) => set({ post: e.target.value })}
            />
          </Field>
        );
      case 'topic':
        return (
          <Field key={control} label={Label.topic} required={required === 'topic'}>
            <Input
              aria-label={Label.topic}
              placeholder="如 #春节档#，# 可不填"
              maxLength={64}
              allowClear
              value={draft.topic}
              onChange={(e) => set({ topic: e.target.value })}
            />
          </Field>
        );
      case 'brand':
        return (
          <Field key={control} label={Label.brand_id}>
            <BrandSelect label={Label.brand_id} value={draft.brand} onChange={(brand) => set({ brand })} />
          </Field>
        );
    }
  };

  return (
    <div className={styles.filters} data-testid="export-filters">
      {controls.map(render)}
    </div>
  );
}
