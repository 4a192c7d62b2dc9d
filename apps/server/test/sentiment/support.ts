import type { TestApp } from '../support/test-app.js';

/** A post to store: its mid, text and model score (deleted posts can be asked for). */
export interface PostSeed {
  mid: string;
  text: string;
  score: number | null;
  deleted?: boolean;
}

/** Stores posts directly (no world needed): the corrections only read mid, text, score and deleted. */
export async function storePosts(t: TestApp, posts: readonly PostSeed[]): Promise<void> {
  const now = t.clock.now();
  await t.ctx.db
    .insertInto('weibo_posts')
    .values(
      posts.map((p) => ({
        mid: p.mid,
        bid: `B${p.mid}`,
        uid: '1000000001',
        text: p.text,
        created_at: now,
        source: '',
        region: '',
        pics: [],
        video_url: null,
        is_long_text: false,
        is_ad: false,
        sponsored: false,
        sponsored_markers: [],
        parent_mid: null,
        root_mid: null,
        reposts: 0,
        comments: 0,
        likes: 0,
        deleted: p.deleted ?? false,
        sentiment_score: p.score,
        origin: 'import' as const,
        search_text: '',
        collected_at: now,
      })),
    )
    .execute();
}

export async function storeComment(t: TestApp, id: string, text: string, score: number | null): Promise<void> {
  await t.ctx.db
    .insertInto('weibo_comments')
    .values({
      id,
      mid: '9000000001',
      uid: '1000000002',
      text,
      created_at: t.clock.now(),
      likes: 0,
      reply_to: null,
      sentiment_score: score,
    })
    .execute();
}
