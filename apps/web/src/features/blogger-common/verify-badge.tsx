import { type VerifyBadge as Badge, VERIFY_LABELS } from '@boguan/contracts/kol';
import { Tag } from 'antd';

const COLORS: Record<Badge, string> = { gold: 'gold', blue: 'blue', yellow: 'orange', none: 'default' };

/** 金V / 蓝V / 黄V / 未认证 as a small tag (spec 3: gold V, blue V, otherwise yellow V). */
export function VerifyBadge({ verify }: { verify: Badge }) {
  return (
    <Tag color={COLORS[verify]} style={{ marginInlineEnd: 0 }}>
      {VERIFY_LABELS[verify]}
    </Tag>
  );
}
