import { CrownFilled } from '@ant-design/icons';
import type { BrandContrastDetail } from '@boguan/contracts/brand-contrast.api';
import { brandDetailPath } from '@boguan/contracts/brand-search';
import { Avatar, Card, Tag } from 'antd';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format';
import styles from './brand-contrast.module.css';
import { shareText } from './format-share';

/** One card per brand: logo, name, mentions and share of voice; the volume leader is marked. */
export function BrandCards({ detail }: { detail: BrandContrastDetail }) {
  const leaders = detail.metrics.find((m) => m.key === 'mentions')?.leaders ?? [];
  return (
    <div className={styles.cards}>
      {detail.brands.map((b, i) => {
        const f = detail.figures[i];
        return (
          <Card key={b.brand_id} size="small" className={styles.card} data-testid="brand-contrast-card">
            <Avatar src={b.brand_pic || undefined} size={48} shape="square" alt={b.brand_cn_name}>
              {b.brand_cn_name.slice(0, 1)}
            </Avatar>
            <div className={styles.cardName}>
              <Link to={brandDetailPath(b.brand_id)}>{b.brand_cn_name}</Link>
            </div>
            <div className={styles.muted}>{b.brand_en_name || b.brand_category.join(' / ') || '\u00a0'}</div>
            <div style={{ marginTop: 6 }}>
              提及 <strong>{formatCount(f?.mentions ?? 0)}</strong>
              {leaders.includes(b.brand_id) && (
                <Tag color="orange" icon={<CrownFilled />} style={{ marginInlineStart: 6 }}>
                  声量领先
                </Tag>
              )}
            </div>
            {f && <div className={styles.muted}>声量占比 {shareText(f.sov)}</div>}
          </Card>
        );
      })}
    </div>
  );
}
