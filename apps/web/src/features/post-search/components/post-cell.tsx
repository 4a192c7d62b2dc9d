import { POST_TYPE_LABELS } from '@boguan/contracts/post-search';
import type { PostResult } from '@boguan/contracts/post-search.api';
import { Avatar, Tooltip } from 'antd';
import { Link } from 'react-router';
import { PostLink } from '../../../components/post-link';
import { formatCount } from '../../../lib/format';
import { bloggerDetailPath } from '../../blogger-common/blogger-cell';
import { VerifyBadge } from '../../blogger-common/verify-badge';
import { highlight } from '../lib/search-state';
import styles from './post-search.module.css';

/** The text with the words the search matched marked. */
export function HighlightedText({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlight(text, words).map(([piece, hit], i) =>
        hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text never move
          <mark key={i} className={styles.hit}>
            {piece}
          </mark>
        ) : (
          piece
        ),
      )}
    </>
  );
}

/** Author (linking to the blogger's detail page), badge and followers. */
export function PostAuthor({ row }: { row: PostResult }) {
  const name =
    row.kol_id === null ? (
      row.art_uname
    ) : (
      <Link to={bloggerDetailPath({ kol_id: row.kol_id, uid: row.uid })}>{row.art_uname}</Link>
    );
  return (
    <div className={styles.author}>
      <Avatar src={row.art_kol_avatar || undefined} size={24} alt="">
        {row.art_uname.slice(0, 1)}
      </Avatar>
      <span className={styles.authorName}>{name}</span>
      {row.art_verify !== 'none' && <VerifyBadge verify={row.art_verify} />}
      <span className={styles.meta}>粉丝 {formatCount(row.fans)}</span>
    </div>
  );
}

/**
 * One post as every list of this area shows it: the author, the text (linking to weibo.com, plain
 * for a demo post) with the matched words marked, when it was posted, its kind, media and the
 * sponsorship markers found, and its first picture.
 */
export function PostCell({
  row,
  words = [],
  showTime = true,
}: {
  row: PostResult;
  words?: readonly string[];
  /** False where a column of its own shows the time. */
  showTime?: boolean;
}) {
  return (
    <div className={styles.post}>
      <div className={styles.postMain}>
        <PostAuthor row={row} />
        <PostLink url={row.art_url} className={styles.text} title={row.art_title}>
          <HighlightedText text={row.text} words={words} />
        </PostLink>
        <div className={styles.postMeta}>
          {showTime && <span>{row.art_posted_time}</span>}
          <span>{row.is_original ? POST_TYPE_LABELS.original : POST_TYPE_LABELS.repost}</span>
          {row.pics > 0 && <span>图片 {row.pics}</span>}
          {row.has_video && <span>视频</span>}
          {row.sponsored && (
            <Tooltip title={row.markers.length > 0 ? `商业标记：${row.markers.join('、')}` : '平台标注的广告'}>
              <span className={styles.adTag}>商业</span>
            </Tooltip>
          )}
        </div>
      </div>
      {row.art_pic && <img className={styles.thumb} src={row.art_pic} alt="博文配图" loading="lazy" />}
    </div>
  );
}
