import { VERIFY_BADGES, VERIFY_LABELS } from '@boguan/contracts/kol';
import {
  PostSearchLabel as Label,
  POST_INTERACT_MAX,
  POST_KEYWORD_MAX,
  POST_MEDIA,
  POST_MEDIA_LABELS,
  POST_TYPE_LABELS,
  POST_TYPES,
  PostSearchMessage,
  SPONSORED_CHOICES,
  SPONSORED_LABELS,
} from '@boguan/contracts/post-search';
import { Badge, Button, Card, Checkbox, DatePicker, Flex, Grid, Input, InputNumber, Radio, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { toast } from '../../../lib/feedback-bridge';
import { useCategories } from '../api/post-search-api';
import {
  activeFilterCount,
  DEFAULT_STATE,
  presetDates,
  presetOf,
  type SearchState,
  TIME_PRESETS,
  type TimePreset,
} from '../lib/search-state';
import styles from './post-search.module.css';

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.filterRow}>
      <div className={styles.filterLabel}>{label}</div>
      <div className={styles.filterBody}>{children}</div>
    </div>
  );
}

function Choice({ checked, onChange, children }: { checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <Tag.CheckableTag className={styles.tag} checked={checked} onChange={onChange}>
      {children}
    </Tag.CheckableTag>
  );
}

/** 全部 plus each value of a single choice, as radio buttons. */
function OneOf<T extends string>({
  label,
  value,
  values,
  labels,
  onChange,
}: {
  label: string;
  value: '' | T;
  values: readonly T[];
  labels: Record<T, string>;
  onChange: (value: '' | T) => void;
}) {
  return (
    <Radio.Group
      size="small"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={[{ value: '', label: '不限' }, ...values.map((v) => ({ value: v, label: labels[v] }))]}
    />
  );
}

/**
 * The keyword and the filters. Choices only change a draft: a search runs (and counts one use of the
 * daily quota) when 搜索 is pressed or Enter is hit in the keyword box.
 */
export function SearchForm({
  initial,
  onSearch,
  now = new Date(),
}: {
  initial: SearchState;
  onSearch: (state: SearchState) => void;
  now?: Date;
}) {
  const [draft, setDraft] = useState<SearchState>(initial);
  const [preset, setPreset] = useState<TimePreset>(() => presetOf(initial, now));
  const categories = useCategories();
  // On a phone the filters fold under a toggle, so the results are not a screen away.
  const narrow = Grid.useBreakpoint().sm === false;
  const [unfolded, setUnfolded] = useState(false);
  const set = (patch: Partial<SearchState>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (keyword = draft.keyword) => {
    const next = { ...draft, keyword: keyword.trim(), page: 1 };
    if (!next.keyword) {
      toast('warning', PostSearchMessage.keywordEmpty);
      return;
    }
    onSearch(next);
  };

  const pickPreset = (value: TimePreset) => {
    setPreset(value);
    if (value !== 'custom') set(presetDates(value, now));
  };

  const reset = () => {
    setPreset('all');
    setDraft({ ...DEFAULT_STATE, keyword: draft.keyword, media: [], verify: [] });
  };

  return (
    <Card size="small" data-testid="post-search-form">
      <Input.Search
        value={draft.keyword}
        onChange={(e) => set({ keyword: e.target.value })}
        onSearch={(value) => submit(value)}
        placeholder="输入博文中的关键词，多个词用空格分开（需同时出现）"
        maxLength={POST_KEYWORD_MAX}
        enterButton="搜索"
        allowClear
        aria-label={Label.keyword}
        style={{ maxWidth: 600, marginBottom: 8 }}
      />
      {narrow && (
        <Button size="small" onClick={() => setUnfolded((open) => !open)} aria-expanded={unfolded}>
          筛选条件 <Badge count={activeFilterCount(draft)} size="small" color="#ad4e00" />
        </Button>
      )}
      {(!narrow || unfolded) && (
        <Filters
          draft={draft}
          set={set}
          preset={preset}
          pickPreset={pickPreset}
          categories={categories.data ?? []}
          loadingCategories={categories.isLoading}
        />
      )}
      <Flex gap={8} justify="flex-end" style={{ marginTop: 8 }}>
        <Button onClick={reset}>重置筛选</Button>
        <Button type="primary" data-testid="post-search-submit" onClick={() => submit()}>
          搜索
        </Button>
      </Flex>
    </Card>
  );
}

/** The filter rows of the form. */
function Filters({
  draft,
  set,
  preset,
  pickPreset,
  categories,
  loadingCategories,
}: {
  draft: SearchState;
  set: (patch: Partial<SearchState>) => void;
  preset: TimePreset;
  pickPreset: (value: TimePreset) => void;
  categories: string[];
  loadingCategories: boolean;
}) {
  return (
    <>
      <FilterRow label="发布时间">
        {TIME_PRESETS.map((p) => (
          <Choice key={p.value} checked={preset === p.value} onChange={() => pickPreset(p.value)}>
            {p.label}
          </Choice>
        ))}
        {preset === 'custom' && (
          <DatePicker.RangePicker
            size="small"
            aria-label="自定义发布时间"
            allowEmpty={[true, true]}
            value={[draft.start_date ? dayjs(draft.start_date) : null, draft.end_date ? dayjs(draft.end_date) : null]}
            onChange={(range) =>
              set({
                start_date: range?.[0]?.format('YYYY-MM-DD') ?? '',
                end_date: range?.[1]?.format('YYYY-MM-DD') ?? '',
              })
            }
          />
        )}
      </FilterRow>
      <FilterRow label={Label.category}>
        <Select<string>
          size="small"
          showSearch
          allowClear
          aria-label={Label.category}
          placeholder="不限"
          style={{ width: 160 }}
          loading={loadingCategories}
          value={draft.category || undefined}
          onChange={(value) => set({ category: value ?? '' })}
          options={categories.map((name) => ({ value: name, label: name }))}
        />
      </FilterRow>
      <FilterRow label="博文类型">
        <OneOf
          label="博文类型"
          value={draft.post_type}
          values={POST_TYPES}
          labels={POST_TYPE_LABELS}
          onChange={(post_type) => set({ post_type })}
        />
      </FilterRow>
      <FilterRow label="图片/视频">
        <Checkbox.Group
          aria-label="图片/视频"
          value={draft.media}
          onChange={(media) => set({ media })}
          options={POST_MEDIA.map((m) => ({ value: m, label: POST_MEDIA_LABELS[m] }))}
        />
      </FilterRow>
      <FilterRow label="商业博文">
        <OneOf
          label="商业博文"
          value={draft.sponsored}
          values={SPONSORED_CHOICES}
          labels={SPONSORED_LABELS}
          onChange={(sponsored) => set({ sponsored })}
        />
      </FilterRow>
      <FilterRow label="博主认证">
        <Checkbox.Group
          aria-label="博主认证"
          value={draft.verify}
          onChange={(verify) => set({ verify })}
          options={VERIFY_BADGES.map((v) => ({ value: v, label: VERIFY_LABELS[v] }))}
        />
      </FilterRow>
      <FilterRow label="互动量">
        <InputNumber<number>
          size="small"
          min={0}
          max={POST_INTERACT_MAX}
          precision={0}
          style={{ width: 140 }}
          placeholder="不限"
          aria-label={Label.interact}
          prefix="≥"
          value={draft.interact_min}
          onChange={(value) => set({ interact_min: value ?? null })}
        />
      </FilterRow>
    </>
  );
}
