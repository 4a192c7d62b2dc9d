import { BRAND_PERIODS, type BrandPeriod } from '@boguan/contracts/brand-search';
import { Button, Card, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useBrandOptions } from '../api/brand-search-api';
import type { BrandSearchState } from '../lib/brand-query';
import styles from './brand-search.module.css';

/** Keyword (Chinese name, English name or alias), category and period; 搜索 applies them. */
export function BrandFilters({
  initial,
  onSearch,
}: {
  initial: BrandSearchState;
  onSearch: (s: BrandSearchState) => void;
}) {
  const [keyword, setKeyword] = useState(initial.keyword);
  const [category, setCategory] = useState(initial.category);
  const options = useBrandOptions();
  const apply = (days: BrandPeriod = initial.days) =>
    onSearch({ ...initial, keyword: keyword.trim(), category, days, page: 1 });
  return (
    <Card size="small">
      <div className={styles.filters}>
        <Input.Search
          placeholder="品牌中文名 / 英文名 / 别名"
          aria-label="品牌关键词"
          allowClear
          maxLength={50}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={() => apply()}
          enterButton="搜索"
          style={{ maxWidth: 360 }}
        />
        <Select
          aria-label="品类"
          placeholder="全部品类"
          allowClear
          value={category || undefined}
          onChange={(value?: string) => setCategory(value ?? '')}
          options={(options.data?.categories ?? []).map((c) => ({ value: c.name, label: `${c.name}（${c.count}）` }))}
          style={{ width: 180 }}
        />
        <Radio.Group
          aria-label="统计周期"
          optionType="button"
          value={initial.days}
          onChange={(e) => apply(e.target.value as BrandPeriod)}
          options={BRAND_PERIODS.map((d) => ({ value: d, label: `近${d}天` }))}
        />
        <Button onClick={() => apply()}>应用筛选</Button>
      </div>
    </Card>
  );
}
