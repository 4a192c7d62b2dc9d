import { EMPTY_LIST } from '@boguan/contracts/kol';
import { SEARCH_VIEW_MORE_AT, type SearchType } from '@boguan/contracts/search';
import type { SearchArticle, SearchBrand, SearchKol, SearchResult } from '@boguan/contracts/search.api';
import { Avatar, Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { formatCount } from '../../../lib/format';
import { bloggerDetailPath } from '../../blogger-common/blogger-cell';
import { VerifyBadge } from '../../blogger-common/verify-badge';
import styles from './header.module.css';

/**
 * The full search page of each tab, opened by 查看更多 with the keyword; null while that page is
 * not built (brand search /brandSearch lands with its tool), so no entry leads to a placeholder.
 */
export const FULL_SEARCH_PAGE: Record<SearchType, string | null> = {
  kol: '/bosSearch',
  article: '/blogSearch',
  brand: null,
};

function Badge({ verify }: { verify: SearchKol['verify'] }) {
  return verify === 'none' ? null : <VerifyBadge verify={verify} />;
}

interface RowProps {
  avatar: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Where the row leads; a row with nowhere to go (a demo post, a brand before its page exists) is not a button. */
  onClick?: () => void;
}

function Row({ avatar, title, description, onClick }: RowProps) {
  const content = (
    <>
      {avatar}
      <span className={styles.resultText}>
        <span className={styles.resultTitle}>{title}</span>
        <span className={styles.muted}>{description}</span>
      </span>
    </>
  );
  return (
    <li>
      {onClick ? (
        <button type="button" className={styles.resultItem} onClick={onClick}>
          {content}
        </button>
      ) : (
        <div className={`${styles.resultItem} ${styles.resultStatic}`}>{content}</div>
      )}
    </li>
  );
}

function row(item: SearchKol | SearchArticle | SearchBrand, index: number, onOpen: (path: string) => void) {
  if ('kol_id' in item) {
    return (
      <Row
        key={item.kol_id}
        avatar={
          <Avatar src={item.avatar} alt="">
            {item.uname.slice(0, 1)}
          </Avatar>
        }
        title={
          <>
            {item.uname} <Badge verify={item.verify} />
          </>
        }
        description={`${item.category.join(' / ') || '未分类'} · 粉丝 ${formatCount(item.fans)}`}
        onClick={() => onOpen(bloggerDetailPath(item))}
      />
    );
  }
  if ('art_url' in item) {
    return (
      <Row
        key={`${item.art_url}-${index}`}
        avatar={<Avatar shape="square" size={48} src={item.art_pic || item.art_kol_avatar} alt="" />}
        title={item.art_title}
        description={
          <>
            {item.art_uname} <Badge verify={item.art_verify} /> · {item.art_posted_time}
          </>
        }
        onClick={item.art_url ? () => window.open(item.art_url, '_blank', 'noopener') : undefined}
      />
    );
  }
  return (
    <Row
      key={item.brand_id}
      avatar={
        <Avatar shape="square" src={item.brand_pic} alt="">
          {item.brand_cn_name.slice(0, 1)}
        </Avatar>
      }
      title={`${item.brand_cn_name}${item.brand_en_name ? ` ${item.brand_en_name}` : ''}`}
      description={item.brand_category.join(' / ') || '未分类'}
      // The brand detail page (/brandSearch/detail) lands with the brand tools; until then the row informs only.
    />
  );
}

interface Props {
  items: SearchResult;
  onOpen: (path: string) => void;
  /** Opens the full search page; absent when the tab has none yet. */
  onMore?: () => void;
}

/** The results of one search; spec 9: 5 or more offer 查看更多, opening the full search page. */
export function SearchResults({ items, onOpen, onMore }: Props) {
  const rows: ReadonlyArray<SearchKol | SearchArticle | SearchBrand> = items;
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_LIST} />;
  return (
    <>
      <ul className={styles.results}>{rows.map((item, index) => row(item, index, onOpen))}</ul>
      {onMore && rows.length >= SEARCH_VIEW_MORE_AT && (
        <Button type="link" block onClick={onMore}>
          查看更多
        </Button>
      )}
    </>
  );
}
