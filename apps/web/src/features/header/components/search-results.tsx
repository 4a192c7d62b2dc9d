import { Avatar, Button, Empty, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ArticleResult, BrandResult, KolResult, SearchResult, SearchType } from '../api/search';
import styles from './header.module.css';

/** Spec 9: a list of 5 or more items offers 'view more', opening the full search page. */
export const VIEW_MORE_THRESHOLD = 5;

export const FULL_SEARCH_PAGE: Record<SearchType, string> = {
  kol: '/bosSearch',
  article: '/blogSearch',
  brand: '/brandSearch',
};

const VERIFY: Record<string, { color: string; label: string }> = {
  gold: { color: 'gold', label: '金V' },
  blue: { color: 'blue', label: '蓝V' },
  yellow: { color: 'orange', label: '黄V' },
};

function VerifyTag({ verify }: { verify: string }) {
  const badge = VERIFY[verify];
  return badge ? <Tag color={badge.color}>{badge.label}</Tag> : null;
}

export function formatFans(fans: number): string {
  return fans >= 10_000 ? `${(fans / 10_000).toFixed(fans >= 1_000_000 ? 0 : 1)}万` : String(fans);
}

interface RowProps {
  avatar: ReactNode;
  title: ReactNode;
  description: ReactNode;
  onClick: () => void;
}

function Row({ avatar, title, description, onClick }: RowProps) {
  return (
    <li>
      <button type="button" className={styles.resultItem} onClick={onClick}>
        {avatar}
        <span className={styles.resultText}>
          <span className={styles.resultTitle}>{title}</span>
          <span className={styles.muted}>{description}</span>
        </span>
      </button>
    </li>
  );
}

interface Props {
  type: SearchType;
  items: SearchResult[];
  onOpen: (path: string) => void;
  onMore: () => void;
}

export function SearchResults({ type, items, onOpen, onMore }: Props) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据..." />;

  const row = (item: SearchResult, index: number) => {
    if (type === 'kol') {
      const kol = item as KolResult;
      return (
        <Row
          key={String(kol.kol_id)}
          avatar={<Avatar src={kol.avatar}>{kol.uname.slice(0, 1)}</Avatar>}
          title={
            <>
              {kol.uname} <VerifyTag verify={kol.verify} />
            </>
          }
          description={`${kol.category.join(' / ') || '未分类'} · 粉丝 ${formatFans(kol.fans)}`}
          onClick={() =>
            onOpen(`/bosSearch/detail?kol_id=${encodeURIComponent(kol.kol_id)}&uid=${encodeURIComponent(kol.uid)}`)
          }
        />
      );
    }
    if (type === 'article') {
      const article = item as ArticleResult;
      return (
        <Row
          key={`${article.art_url}-${index}`}
          avatar={<Avatar shape="square" size={48} src={article.art_pic || article.art_kol_avatar} />}
          title={article.art_title}
          description={
            <>
              {article.art_uname} <VerifyTag verify={article.art_verify} /> · {article.art_posted_time}
            </>
          }
          onClick={() => window.open(article.art_url, '_blank', 'noopener')}
        />
      );
    }
    const brand = item as BrandResult;
    return (
      <Row
        key={String(brand.brand_id)}
        avatar={
          <Avatar shape="square" src={brand.brand_pic}>
            {brand.brand_cn_name.slice(0, 1)}
          </Avatar>
        }
        title={`${brand.brand_cn_name}${brand.brand_en_name ? ` ${brand.brand_en_name}` : ''}`}
        description={brand.brand_category.join(' / ') || '未分类'}
        onClick={() => onOpen(`/brandSearch/detail?brand_id=${encodeURIComponent(brand.brand_id)}`)}
      />
    );
  };

  return (
    <>
      <ul className={styles.results}>{items.map(row)}</ul>
      {items.length >= VIEW_MORE_THRESHOLD && (
        <Button type="link" block onClick={onMore}>
          查看更多
        </Button>
      )}
    </>
  );
}
