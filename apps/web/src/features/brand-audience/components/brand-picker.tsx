import type { BrandOption } from '@boguan/contracts/brand-audience.api';
import { Select, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useBrandOptions } from '../api/brand-audience-api';
import styles from './brand-audience.module.css';

/** Waits this long after the last key before asking for brands. */
const TYPE_PAUSE_MS = 250;

/** A brand chosen by its Chinese name, English name or alias (the server searches). */
export function BrandPicker({
  value,
  onChange,
  label,
  placeholder,
  allowClear = false,
  exclude,
}: {
  value: BrandOption | null;
  onChange: (brand: BrandOption | null) => void;
  label: string;
  placeholder: string;
  allowClear?: boolean;
  /** A brand that may not be chosen here (the other picker's). */
  exclude?: string | undefined;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), TYPE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const options = useBrandOptions(keyword);
  const list = (options.data ?? []).filter((b) => b.brand_id !== exclude);
  const shown = value && !list.some((b) => b.brand_id === value.brand_id) ? [value, ...list] : list;
  return (
    <Select<string>
      className={styles.picker}
      aria-label={label}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear={allowClear}
      placeholder={placeholder}
      loading={options.isFetching}
      value={value?.brand_id ?? null}
      notFoundContent={options.isFetching ? '查找中…' : '未找到品牌'}
      onChange={(id) => onChange(shown.find((b) => b.brand_id === id) ?? null)}
      options={shown.map((b) => ({
        value: b.brand_id,
        label: (
          <span>
            {b.brand_cn_name}
            {b.brand_en_name && <span style={{ color: 'var(--text-secondary)' }}> {b.brand_en_name}</span>}
            {b.brand_category[0] && <Tag style={{ marginLeft: 6 }}>{b.brand_category[0]}</Tag>}
          </span>
        ),
      }))}
    />
  );
}
