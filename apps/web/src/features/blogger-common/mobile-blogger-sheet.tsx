import { GENDER_LABELS } from '@boguan/contracts/kol';
import type { KolCard } from '@boguan/contracts/kol.api';
import { metricLabel } from '@boguan/contracts/metrics';
import { Avatar, Popup } from 'antd-mobile';
import { formatChange, formatCount, formatPercent } from '../../lib/format';
import styles from './mobile-blogger.module.css';
import { VerifyTag } from './mobile-blogger-card';

/**
 * The figures of one blogger in a bottom sheet: what a card of the mobile blogger list or ranking
 * opens (the spec has no mobile detail route).
 */
export function BloggerSheet({ row, onClose }: { row: KolCard | null; onClose: () => void }) {
  const cells: Array<[string, string]> = row
    ? [
        [metricLabel('fans'), formatCount(row.fans)],
        [metricLabel('posts_30d'), String(row.posts_30d)],
        [metricLabel('avg_interactions'), formatCount(row.avg_interactions)],
        [metricLabel('engagement_rate'), formatPercent(row.engagement_rate)],
        [metricLabel('sponsored_share'), formatPercent(row.sponsored_share, 1)],
        [metricLabel('growth_7d'), formatChange(row.growth_7d)],
        [`${metricLabel('influence_week')}(周)`, row.influence_week.toFixed(1)],
        [metricLabel('last_post_at'), row.last_post_at?.slice(0, 16) ?? '暂无博文'],
        ['地区', [row.province, row.city].filter(Boolean).join(' ') || '未知'],
        ['性别', GENDER_LABELS[row.gender]],
      ]
    : [];
  return (
    <Popup
      visible={row !== null}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyStyle={{ borderRadius: '12px 12px 0 0' }}
    >
      {row && (
        <div className={styles.sheet} data-testid="m-blogger-sheet">
          <div className={styles.cardHead}>
            <Avatar src={row.avatar} alt="" style={{ '--size': '52px', '--border-radius': '26px' }} />
            <div style={{ minWidth: 0 }}>
              <div className={styles.name}>
                <span className={styles.nameText}>{row.uname}</span>
                <VerifyTag verify={row.verify} />
              </div>
              <div className={styles.sub}>{row.category.join('/') || '未分类'}</div>
            </div>
          </div>
          <div className={styles.sheetGrid}>
            {cells.map(([label, value]) => (
              <div key={label} className={styles.sheetCell}>
                <div className={styles.figureLabel}>{label}</div>
                <div className={styles.figureValue}>{value}</div>
              </div>
            ))}
          </div>
          {row.verified_reason && <p className={styles.sheetText}>认证：{row.verified_reason}</p>}
          {row.description && <p className={styles.sheetText}>简介：{row.description}</p>}
          <p className={styles.figureLabel}>近30天数据，更新于 {row.computed_at.slice(0, 16)}</p>
        </div>
      )}
    </Popup>
  );
}
