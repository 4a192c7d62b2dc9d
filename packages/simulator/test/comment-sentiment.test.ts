import { analyzeSentiment, type SentimentLabel } from '@boguan/weibo/text/sentiment';
import { describe, expect, it } from 'vitest';
import { DAY, DAY_TEN, dayTenPosts, demoSource, demoWorld } from './support/demo-world.js';

const AT = new Date(DAY_TEN + 3 * DAY);
// Posts with a comment section worth a chart, in a fixed order.
const posts = dayTenPosts()
  .filter((p) => p.comments >= 100)
  .slice(0, 60);

type Shares = Record<SentimentLabel, number>;

function shares(labels: readonly SentimentLabel[]): Shares {
  const out: Shares = { positive: 0, neutral: 0, negative: 0 };
  for (const label of labels) out[label] += 1 / labels.length;
  return out;
}

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

describe('comments with sentiment', () => {
  it('mixes the three moods in shares that differ from post to post', () => {
    expect(posts).toHaveLength(60);
    const perPost = posts.map((p) => shares(demoWorld.commentsWithMood(p.mid, AT).map((c) => c.mood)));
    expect(spread(perPost.map((s) => s.positive))).toBeGreaterThan(0.3);
    expect(spread(perPost.map((s) => s.negative))).toBeGreaterThan(0.3);
    expect(spread(perPost.map((s) => s.neutral))).toBeGreaterThan(0.15);
    // Most sections are warm, some sour: both kinds are there to chart.
    expect(perPost.filter((s) => s.positive > s.negative).length).toBeGreaterThan(20);
    expect(perPost.filter((s) => s.negative > s.positive).length).toBeGreaterThan(0);
  });

  it('writes them so the product’s sentiment model reads them right most of the time', () => {
    const tally: Record<SentimentLabel, { right: number; all: number }> = {
      positive: { right: 0, all: 0 },
      neutral: { right: 0, all: 0 },
      negative: { right: 0, all: 0 },
    };
    for (const post of posts) {
      for (const comment of demoWorld.commentsWithMood(post.mid, AT).slice(0, 20)) {
        const row = tally[comment.mood];
        row.all += 1;
        if (analyzeSentiment(comment.text).label === comment.mood) row.right += 1;
      }
    }
    const all = Object.values(tally).reduce((sum, row) => sum + row.all, 0);
    const right = Object.values(tally).reduce((sum, row) => sum + row.right, 0);
    expect(all).toBe(1200);
    expect(right / all).toBeGreaterThan(0.85);
    for (const row of Object.values(tally)) {
      expect(row.all).toBeGreaterThan(100);
      expect(row.right / row.all).toBeGreaterThan(0.75);
    }
  });

  it('serves them through the Source like the Weibo connector: text, time, likes, replies, commenters', async () => {
    const post = posts[0]!;
    const { source } = demoSource(AT.getTime());
    const page = await source.fetchComments(post.mid);
    expect(page.comments.length).toBeGreaterThan(100);
    const byId = new Map(page.comments.map((c) => [c.id, c]));
    const uids = new Set(page.users.map((u) => u.uid));
    for (const comment of page.comments) {
      expect(comment).toMatchObject({ mid: post.mid });
      expect(comment.text.length).toBeGreaterThan(0);
      expect(comment.createdAt.getTime()).toBeLessThanOrEqual(AT.getTime());
      expect(comment.likes).toBeGreaterThanOrEqual(0);
      expect(uids.has(comment.uid)).toBe(true);
      if (comment.replyTo)
        expect(byId.get(comment.replyTo)!.createdAt.getTime()).toBeLessThanOrEqual(comment.createdAt.getTime());
    }
    // Read by the product's model, the section's split varies between posts as the moods do.
    const read = posts
      .slice(0, 20)
      .map((p) => shares(demoWorld.commentsOf(p.mid, AT).map((c) => analyzeSentiment(c.text).label)));
    expect(spread(read.map((s) => s.negative))).toBeGreaterThan(0.2);
  });
});
