import type { KolCard } from '@boguan/contracts/kol.api';
import type { DetailTab } from '@boguan/contracts/kol-detail';
import { Avatar, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { VerifyBadge } from './verify-badge';

/** The detail page of a blogger, on a given tab (overview by default). */
export function bloggerDetailPath(card: Pick<KolCard, 'kol_id' | 'uid'>, tab: DetailTab = 'overview'): string {
  return `/bosSearch/detail?kol_id=${card.kol_id}&uid=${card.uid}&t=${tab}`;
}

/** Avatar, name (linking to the detail page), badge and categories: the first cell of every blogger list. */
export function BloggerCell({
  card,
  link = true,
}: {
  card: Pick<KolCard, 'kol_id' | 'uid' | 'avatar' | 'uname' | 'verify' | 'category'>;
  link?: boolean;
}) {
  const name = link ? <Link to={bloggerDetailPath(card)}>{card.uname}</Link> : card.uname;
  return (
    <Space size={10} align="center">
      <Avatar src={card.avatar} size={40} alt={card.uname} />
      <div style={{ minWidth: 0 }}>
        <Space size={6}>
          <Typography.Text strong ellipsis style={{ maxWidth: 180 }}>
            {name}
          </Typography.Text>
          <VerifyBadge verify={card.verify} />
        </Space>
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {card.category.join(' / ') || '未分类'}
          </Typography.Text>
        </div>
      </div>
    </Space>
  );
}
