import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { VERIFY_BADGES, VERIFY_LABELS } from '@boguan/contracts/kol';
import { ACTIVE_DAYS, KOL_KEYWORD_MAX, KolSearchLabel as Label, PERCENT_MAX } from '@boguan/contracts/kol-search';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Flex,
  Input,
  InputNumber,
  type InputNumberProps,
  Radio,
  Select,
  type SelectProps,
  Tag,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { toast } from '../../../lib/feedback-bridge';
import { useSearchOptions } from '../api/kol-search-api';
import { activeFilterCount, DEFAULT_STATE, FANS_PRESETS, rangeProblem, type SearchState } from '../lib/search-params';
import styles from './kol-search.module.css';

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

/** A small number box of the filters, 0 or more. */
function FilterNumber(props: InputNumberProps<number>) {
  return <InputNumber<number> size="small" min={0} style={{ width: 108 }} {...props} />;
}

/** A small searchable, clearable choice of the filters, its label as placeholder and accessible name. */
function FilterSelect({ label, ...props }: SelectProps<string> & { label: string }) {
  return <Select<string> size="small" showSearch allowClear placeholder={label} aria-label={label} {...props} />;
}

/** Two number boxes for a min–max range; `scale` converts what is typed (e.g. 万) to the stored unit. */
function Range({
  min,
  max,
  onChange,
  suffix,
  scale = 1,
  label,
}: {
  min: number | null;
  max: number | null;
  onChange: (min: number | null, max: number | null) => void;
  suffix?: string;
  scale?: number;
  label: string;
}) {
  const shown = (value: number | null) => (value === null ? null : value / scale);
  const stored = (value: number | null) => (value === null ? null : Math.round(value * scale * 1000) / 1000);
  const bound = (value: number | null, placeholder: string, name: string, change: (value: number | null) => void) => (
    <FilterNumber
      value={shown(value)}
      suffix={suffix}
      placeholder={placeholder}
      aria-label={`${label}${name}`}
      onChange={(typed) => change(stored(typed))}
    />
  );
  return (
    <Flex align="center" gap={6}>
      {bound(min, '最小', '下限', (value) => onChange(value, max))}
      <span className={styles.rangeSep}>-</span>
      {bound(max, '最大', '上限', (value) => onChange(min, value))}
    </Flex>
  );
}

/**
 * The filter panel. Choices only change a draft: a search runs (and counts one use of the daily
 * quota) when 搜索 is pressed or Enter is hit in the keyword box.
 */
export function SearchFilters({
  initial,
  onSearch,
  onExport,
  exporting,
}: {
  initial: SearchState;
  onSearch: (state: SearchState) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const [draft, setDraft] = useState<SearchState>(initial);
  const [advanced, setAdvanced] = useState(
    initial.gender !== '' ||
      initial.province !== '' ||
      initial.interact_min !== null ||
      initial.interact_max !== null ||
      initial.engage_min !== null ||
      initial.engage_max !== null ||
      initial.sponsored_max !== null ||
      initial.active_days !== null,
  );
  const options = useSearchOptions();
  const set = (patch: Partial<SearchState>) => setDraft((d) => ({ ...d, ...patch }));
  const province = options.data?.provinces.find((p) => p.name === draft.province);

  const submit = (keyword = draft.keyword) => {
    const next = { ...draft, keyword: keyword.trim(), page: 1 };
    const problem = rangeProblem(next);
    if (problem) {
      toast('warning', problem);
      return;
    }
    onSearch(next);
  };

  const reset = () => {
    const cleared = { ...DEFAULT_STATE, verify: [], sort: draft.sort, order: draft.order };
    setDraft(cleared);
    onSearch(cleared);
  };

  const count = activeFilterCount(draft);

  return (
    <Card size="small" data-testid="kol-search-filters">
      <Input.Search
        value={draft.keyword}
        onChange={(e) => set({ keyword: e.target.value })}
        onSearch={(value) => submit(value)}
        placeholder="输入博主昵称、简介或认证信息的关键词"
        maxLength={KOL_KEYWORD_MAX}
        enterButton="搜索"
        allowClear
        aria-label={Label.keyword}
        style={{ maxWidth: 560, marginBottom: 8 }}
      />
      <FilterRow label={Label.category}>
        <Choice checked={draft.category === ''} onChange={() => set({ category: '' })}>
          不限
        </Choice>
        {options.data?.categories.map((c) => (
          <Choice key={c.name} checked={draft.category === c.name} onChange={() => set({ category: c.name })}>
            {c.name}
          </Choice>
        ))}
      </FilterRow>
      <FilterRow label={Label.fans}>
        <Choice
          checked={draft.fans_min === null && draft.fans_max === null}
          onChange={() => set({ fans_min: null, fans_max: null })}
        >
          不限
        </Choice>
        {FANS_PRESETS.map((p) => (
          <Choice
            key={p.label}
            checked={draft.fans_min === p.min && draft.fans_max === p.max}
            onChange={() => set({ fans_min: p.min, fans_max: p.max })}
          >
            {p.label}
          </Choice>
        ))}
        <Range
          label={Label.fans}
          min={draft.fans_min}
          max={draft.fans_max}
          scale={10_000}
          suffix="万"
          onChange={(min, max) => set({ fans_min: min, fans_max: max })}
        />
      </FilterRow>
      <FilterRow label="认证类型">
        <Checkbox.Group
          value={draft.verify}
          onChange={(value) => set({ verify: value })}
          options={VERIFY_BADGES.map((v) => ({ value: v, label: VERIFY_LABELS[v] }))}
        />
      </FilterRow>
      {advanced && (
        <>
          <FilterRow label="性别">
            <Radio.Group
              size="small"
              value={draft.gender}
              onChange={(e) => set({ gender: e.target.value })}
              options={[
                { value: '', label: '不限' },
                { value: 'm', label: '男' },
                { value: 'f', label: '女' },
              ]}
            />
          </FilterRow>
          <FilterRow label="地区">
            <FilterSelect
              label={Label.province}
              style={{ width: 140 }}
              value={draft.province || undefined}
              onChange={(value?: string) => set({ province: value ?? '', city: '' })}
              options={options.data?.provinces.map((p) => ({ value: p.name, label: `${p.name}（${p.count}）` }))}
            />
            <FilterSelect
              label={Label.city}
              style={{ width: 160 }}
              disabled={!province || province.cities.length === 0}
              value={draft.city || undefined}
              onChange={(value?: string) => set({ city: value ?? '' })}
              options={province?.cities.map((c) => ({ value: c.name, label: `${c.name}（${c.count}）` }))}
            />
          </FilterRow>
          <FilterRow label={Label.interact}>
            <Range
              label={Label.interact}
              min={draft.interact_min}
              max={draft.interact_max}
              onChange={(min, max) => set({ interact_min: min, interact_max: max })}
            />
          </FilterRow>
          <FilterRow label={Label.engage}>
            <Range
              label={Label.engage}
              min={draft.engage_min}
              max={draft.engage_max}
              suffix="%"
              onChange={(min, max) => set({ engage_min: min, engage_max: max })}
            />
          </FilterRow>
          <FilterRow label={Label.sponsored}>
            <Flex align="center" gap={6}>
              <span className={styles.meta}>不超过</span>
              <FilterNumber
                max={PERCENT_MAX}
                suffix="%"
                aria-label={`${Label.sponsored}上限`}
                value={draft.sponsored_max}
                onChange={(value) => set({ sponsored_max: value })}
              />
            </Flex>
          </FilterRow>
          <FilterRow label="活跃度">
            <Radio.Group
              size="small"
              value={draft.active_days ?? 0}
              onChange={(e) => set({ active_days: e.target.value === 0 ? null : e.target.value })}
              options={[{ value: 0, label: '不限' }, ...ACTIVE_DAYS.map((d) => ({ value: d, label: `近${d}天发博` }))]}
            />
          </FilterRow>
        </>
      )}
      <div className={styles.actions}>
        <Flex gap={8} align="center">
          <Button type="primary" onClick={() => submit()} data-testid="kol-search-submit">
            搜索
          </Button>
          <Button onClick={reset}>重置</Button>
          <Badge count={advanced ? 0 : count} size="small">
            <Button
              type="link"
              onClick={() => setAdvanced((a) => !a)}
              icon={advanced ? <UpOutlined /> : <DownOutlined />}
              iconPlacement="end"
            >
              {advanced ? '收起高级筛选' : '高级筛选'}
            </Button>
          </Badge>
        </Flex>
        <Button onClick={onExport} loading={exporting}>
          导出
        </Button>
      </div>
    </Card>
  );
}
