import { formatChinaTime } from '@boguan/contracts/china-time';
import { LINK_ECHO_MAX, LineReason, lineMessage } from '@boguan/contracts/final-report';
import type { LineIssue, LinkPost } from '@boguan/contracts/final-report.api';
import type { WeiboPost, WeiboUser } from '@boguan/weibo/model';
import type { AppContext } from '../../lib/context.js';
import { enrichPost, userSearchText } from '../weibo-data/enrich.js';
import { weiboPostUrl } from '../weibo-data/post-url.js';
import { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';
import { type StoredPost, storedPostsWithAuthors } from './final-report.repository.js';
import { parsePostLine } from './post-links.js';

/*
 * Pasted lines (or ids picked elsewhere) to posts: each line parsed, each post looked up among the
 * stored posts and, when missing, read from the Source and stored (so every tool sees it). Every
 * line that names no readable post is named with its number and why.
 */

export interface Line {
  line: number;
  input: string;
}

export interface ResolvedLines {
  /** Unique readable posts, in the order of their first line. */
  posts: LinkPost[];
  errors: LineIssue[];
  duplicates: LineIssue[];
}

const issue = (l: Line, reason: string): LineIssue => ({
  line: l.line,
  input: l.input.length > LINK_ECHO_MAX ? `${l.input.slice(0, LINK_ECHO_MAX)}…` : l.input,
  message: lineMessage(l.line, reason),
});

export function originOf(ctx: AppContext): Origin {
  return ctx.source?.source.kind === 'simulator' ? 'simulator' : 'weibo';
}

/** Reads the posts not stored yet (and their authors) from the Source and stores them; the mids it could not read, why. */
async function fetchMissing(ctx: AppContext, mids: readonly string[]): Promise<Map<string, string>> {
  const failed = new Map<string, string>();
  const source = ctx.source?.source;
  if (!source) {
    for (const mid of mids) failed.set(mid, LineReason.notFound);
    return failed;
  }
  const now = ctx.clock.now();
  const posts: WeiboPost[] = [];
  const users = new Map<string, WeiboUser>();
  for (const mid of mids) {
    try {
      const post = await source.fetchPost(mid);
      if (!post) {
        failed.set(mid, LineReason.notFound);
        continue;
      }
      posts.push(post);
      if (!users.has(post.uid)) {
        const user = await source.fetchUser(post.uid);
        if (user) users.set(user.uid, user);
      }
    } catch (error) {
      ctx.log.warn({ err: error, mid }, 'post lookup failed');
      failed.set(mid, LineReason.unreadable);
    }
  }
  const repo = new WeiboDataRepository(ctx.db);
  await repo.upsertUsers([...users.values()], originOf(ctx), now, userSearchText);
  await repo.upsertPosts(posts, originOf(ctx), now, enrichPost);
  return failed;
}

export function toLinkPost(line: number, p: StoredPost): LinkPost {
  return {
    line,
    mid: p.mid,
    uid: p.uid,
    uname: p.screen_name ?? p.uid,
    avatar: p.avatar ?? '',
    text: p.text.length > 140 ? `${p.text.slice(0, 140)}…` : p.text,
    created_at: formatChinaTime(p.created_at),
    reposts: p.reposts,
    comments: p.comments,
    likes: p.likes,
    url: weiboPostUrl(p),
  };
}

/**
 * The posts some lines name. `known` are mids already held (a project's posts): a line naming one
 * is a duplicate, not an error.
 */
export async function resolveLines(
  ctx: AppContext,
  lines: readonly Line[],
  known: ReadonlySet<string> = new Set(),
): Promise<ResolvedLines> {
  const errors: LineIssue[] = [];
  const duplicates: LineIssue[] = [];
  const firstLine = new Map<string, number>();
  const wanted: Line[] = [];
  const midOf = new Map<number, string>();
  for (const l of lines) {
    const parsed = parsePostLine(l.input);
    if ('reason' in parsed) {
      errors.push(issue(l, parsed.reason));
      continue;
    }
    const earlier = firstLine.get(parsed.mid);
    if (earlier !== undefined) duplicates.push(issue(l, LineReason.duplicate(earlier)));
    else if (known.has(parsed.mid)) duplicates.push(issue(l, LineReason.inProject));
    else {
      firstLine.set(parsed.mid, l.line);
      midOf.set(l.line, parsed.mid);
      wanted.push(l);
    }
  }
  const mids = [...firstLine.keys()];
  let stored = await storedPostsWithAuthors(ctx.db, mids);
  const missing = mids.filter((mid) => !stored.some((p) => p.mid === mid));
  const failed = missing.length > 0 ? await fetchMissing(ctx, missing) : new Map<string, string>();
  if (missing.length > failed.size) stored = await storedPostsWithAuthors(ctx.db, mids);
  const byMid = new Map(stored.map((p) => [p.mid, p]));

  const posts: LinkPost[] = [];
  for (const l of wanted) {
    const mid = midOf.get(l.line) as string;
    const post = byMid.get(mid);
    if (!post) errors.push(issue(l, failed.get(mid) ?? LineReason.notFound));
    else if (post.deleted) errors.push(issue(l, LineReason.deleted));
    else posts.push(toLinkPost(l.line, post));
  }
  errors.sort((a, b) => a.line - b.line);
  return { posts, errors, duplicates };
}
