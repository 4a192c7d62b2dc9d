import { VERIFY_LABELS } from '@boguan/contracts/kol';
import type { KolCard } from '@boguan/contracts/kol.api';
import { Avatar, Tag } from 'antd-mobile';
import { formatCount, formatPercent } from '../../lib/format';
import styles from './mobile-blogger.module.css';

// Explicit colours: the theme's primary is the brand orange, which would make 蓝V look gold.
const BADGE_COLORS = { gold: '#7c4a00', blue: '#0958d9', yellow: '#873800', none: 'default' } as const;

export function VerifyTag({ verify }: { verify: KolCard['verify'] }) {
  if (verify === 'none') return null;
  return (
    <Tag color={BADGE_COLORS[verify]} fill="outline">
      {VERIFY_LABELS[verify]}
    </Tag>
  );
}

/** One touch-friendly result: who the blogger is and the three figures advertisers look at first. */
export function BloggerCard({ row, onOpen }: { row: KolCard; onOpen: () => void }) {
  return (
    <button type="button" className={styles.card} onClick={onOpen} data-testid="m-blogger-card">
      <div className={styles.cardHead}>
        <Avatar src={row.avatar} alt="" style={{ '--size': '44px', '--border-radius': '22px' }} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <div className={styles.name}>
            <span className={styles.nameText}>{row.uname}</span>
            <VerifyTag verify={row.verify} />
          </div>
          <div className={styles.sub}>
            {[row.category.join('/') || '未分类', [row.province, row.city].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(' · ')}
          </div>
        </div>
      </div>
      <div className={styles.figures}>
        <div>
          <div className={styles.figureValue}>{formatCount(row.fans)}</div>
          <div className={styles.figureLabel}>粉丝数</div>
        </div>
        <div>
          <div className={styles.figureValue}>{formatCount(row.avg_interactions)}</div>
          <div className={styles.figureLabel}>平均互动</div>
        </div>
        <div>
          <div className={styles.figureValue}>{formatPercent(row.engagement_rate)}</div>
          <div className={styles.figureLabel}>互动率</div>
        </div>
      </div>
    </button>
  );
}
