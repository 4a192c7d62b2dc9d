import type { KolCard } from '@boguan/contracts/kol.api';
import { Avatar, Card } from 'antd';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format';
import { bloggerDetailPath } from '../../blogger-common/blogger-cell';
import { VerifyBadge } from '../../blogger-common/verify-badge';
import styles from './kol-contrast.module.css';

/** The compared bloggers side by side, in the order of the table's columns. */
export function BloggerCards({ bloggers }: { bloggers: KolCard[] }) {
  return (
    <div className={styles.cards} data-testid="contrast-cards">
      {bloggers.map((b) => (
        <Card key={b.kol_id} size="small" className={styles.card} data-testid="contrast-card">
          <Avatar src={b.avatar} size={56} alt={b.uname} />
          <div className={styles.cardName} title={b.uname}>
            <Link to={bloggerDetailPath(b)}>{b.uname}</Link>
          </div>
          <div style={{ margin: '4px 0' }}>
            <VerifyBadge verify={b.verify} />
          </div>
          <div className={styles.muted}>{b.category.join(' / ') || '未分类'}</div>
          <div className={styles.muted}>
            粉丝 {formatCount(b.fans)} · {b.province || '地区未知'}
          </div>
        </Card>
      ))}
    </div>
  );
}
