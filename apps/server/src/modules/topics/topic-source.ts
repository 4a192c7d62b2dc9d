import { bareTopicName, hashtagOf } from '@boguan/contracts/topic-name';
import type { Source } from '@boguan/weibo/source';
import type { AppContext } from '../../lib/context.js';
import { enrichPost, userSearchText } from '../weibo-data/enrich.js';
import { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';
import { type StoredTopic, storedTopic } from './topics.repository.js';

/*
 * The one way topic tools read a #话题#: its stored weibo_topics row (read through the Source and
 * stored when not yet known) and the posts that carry its hashtag, stored with their authors the
 * way every collector stores them, so the analytics read them from the database like any post.
 */

export type { StoredTopic } from './topics.repository.js';

function originOf(source: Source): Origin {
  return source.kind === 'simulator' ? 'simulator' : 'weibo';
}

/**
 * Reads a topic through the source now and stores its figures (weibo_topics keeps the latest).
 * Answers the stored row, or null when the source does not know the topic.
 */
export async function refreshTopic(ctx: AppContext, source: Source, name: string): Promise<StoredTopic | null> {
  const bare = bareTopicName(name);
  const topic = await source.fetchTopic(bare);
  if (!topic) return null;
  await new WeiboDataRepository(ctx.db).upsertTopics([topic], originOf(source), ctx.clock.now());
  return storedTopic(ctx.db, topic.name);
}

/**
 * The topic's stored row; a topic never stored is read through the configured source and stored.
 * Null when neither knows it (or no source is configured and it was never stored).
 */
export async function findTopic(ctx: AppContext, name: string): Promise<StoredTopic | null> {
  const bare = bareTopicName(name);
  if (!bare) return null;
  const stored = await storedTopic(ctx.db, bare);
  if (stored) return stored;
  const source = ctx.source?.source;
  return source ? refreshTopic(ctx, source, bare) : null;
}

export interface TopicPostsWindow {
  /** Oldest post to collect. */
  since: Date;
  /** Posts created at or after this are left out (default: none). */
  until?: Date;
  /**
   * Most posts to read from the source. The source answers newest first from `since` up to now, so
   * with an `until` well before now the newer posts count against the limit too.
   */
  limit: number;
}

/**
 * Collects the posts that carry `#name#` through the source's search, stores them and their
 * authors, and answers their mids, newest first. The search matches text loosely; only posts
 * whose text really holds the hashtag, inside the window, count.
 */
export async function collectTopicPosts(
  ctx: AppContext,
  source: Source,
  name: string,
  window: TopicPostsWindow,
): Promise<string[]> {
  const tag = hashtagOf(name).toLowerCase();
  const page = await source.searchPosts(hashtagOf(name), { since: window.since, limit: window.limit });
  const from = window.since.getTime();
  const to = window.until?.getTime() ?? Number.POSITIVE_INFINITY;
  const posts = page.posts.filter((p) => {
    const at = p.createdAt.getTime();
    return at >= from && at < to && p.text.toLowerCase().includes(tag);
  });
  if (posts.length === 0) return [];
  const authors = new Set(posts.map((p) => p.uid));
  const users = page.users.filter((u) => authors.has(u.uid));
  const now = ctx.clock.now();
  const repo = new WeiboDataRepository(ctx.db);
  // Authors first: a stored post always has its blogger.
  await repo.upsertUsers(users, originOf(source), now, userSearchText);
  await repo.upsertPosts(posts, originOf(source), now, enrichPost);
  return posts.map((p) => p.mid);
}
