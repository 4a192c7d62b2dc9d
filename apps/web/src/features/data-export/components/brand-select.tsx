import { Select, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useBrandLookup } from '../api/data-export-api';
import type { PickedBrand } from '../lib/export-form';
import styles from './data-export.module.css';

/** Waits this long after the last key before asking for brands. */
const TYPE_PAUSE_MS = 250;

/** A brand found by its Chinese name, English name or alias; its id is what the export sends. */
export function BrandSelect({
  value,
  onChange,
  label,
}: {
  value: PickedBrand | null;
  onChange: (brand: PickedBrand | null) => void;
  label: string;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), TYPE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const lookup = useBrandLookup(keyword);
  const found = keyword === '' ? [] : (lookup.data ?? []);
  const options = found.map((b) => ({
    value: b.brand_id,
    name: b.brand_cn_name,
    label: (
      <span>
        {b.brand_cn_name}
        {b.brand_en_name && <span style={{ color: 'var(--text-secondary)' }}> {b.brand_en_name}</span>}
        {b.brand_category[0] && <Tag style={{ marginLeft: 6 }}>{b.brand_category[0]}</Tag>}
      </span>
    ),
  }));
  const shown =
    value && !options.some((o) => o.value === value.id)
      ? [{ value: value.id, name: value.name, label: <span>{value.name}</span> }, ...options]
      : options;
  return (
    <Select<string>
      className={styles.full}
      aria-label={label}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      placeholder="输入品牌中文名、英文名或别名"
      loading={lookup.isFetching}
      value={value?.id ?? null}
      notFoundContent={keyword === '' ? '请输入品牌名称' : lookup.isFetching ? '查找中…' : '未找到品牌'}
      onChange={(id) => {
        const picked = shown.find((o) => o.value === id);
        onChange(picked ? { id: picked.value, name: picked.name } : null);
      }}
      options={shown}
    />
  );
}
