import { BRAND_COMPARE_MAX, BRAND_COMPARE_MIN } from '@boguan/contracts/brand-search';
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { contrastPath } from '../lib/brand-query';
import styles from './brand-search.module.css';

/** The brands picked in the list; 开始对比 opens /brandContrast?brand_ids=… with them. */
export function CompareBar({
  picked,
  names,
  onRemove,
  onClear,
}: {
  picked: string[];
  names: Map<string, string>;
  onRemove: (id: string) => void;
  onClear: () => void;
}) {
  const navigate = useNavigate();
  if (picked.length === 0) return null;
  return (
    <section className={styles.compareBar} aria-label="品牌对比栏" data-testid="brand-compare-bar">
      <b>
        对比栏（{picked.length}/{BRAND_COMPARE_MAX}）
      </b>
      {picked.map((id) => (
        <Tag key={id} closable onClose={() => onRemove(id)}>
          {names.get(id) ?? id}
        </Tag>
      ))}
      <Button size="small" type="link" onClick={onClear}>
        清空
      </Button>
      <Button
        type="primary"
        size="small"
        disabled={picked.length < BRAND_COMPARE_MIN}
        title={picked.length < BRAND_COMPARE_MIN ? `至少选择${BRAND_COMPARE_MIN}个品牌` : undefined}
        onClick={() => navigate(contrastPath(picked))}
      >
        开始对比
      </Button>
    </section>
  );
}
