import { describe, expect, it } from 'vitest';
import { organicAverage, paidVsOrganic, rankChange, rankPosts, stepStart } from '../../src/analytics/post-rankings.js';

const at = (iso: string) => new Date(iso);
const post = (mid: string, interactions: [number, number, number], createdAt = '2026-01-05T10:00:00Z') => ({
  mid,
  reposts: interactions[0],
  comments: interactions[1],
  likes: interactions[2],
  createdAt: at(createdAt),
});

describe('post boards', () => {
  it('ranks by reposts + comments + likes, newer first on a tie, and drops posts nobody touched', () => {
    const board = rankPosts(
      [
        post('1', [1, 1, 1]),
        post('2', [10, 0, 5]),
        post('3', [0, 0, 0]),
        post('4', [5, 5, 5], '2026-01-05T09:00:00Z'),
        post('5', [0, 15, 0], '2026-01-05T11:00:00Z'),
      ],
      10,
    );
    expect(board.map((p) => [p.mid, p.rank])).toEqual([
      ['5', 1],
      ['2', 2],
      ['4', 3],
      ['1', 4],
    ]);
    expect(rankPosts([post('1', [1, 0, 0]), post('2', [2, 0, 0])], 1).map((p) => p.mid)).toEqual(['2']);
  });

  it('rank change is previous − now; a post new to the board has none', () => {
    expect(rankChange(5, 2)).toBe(3);
    expect(rankChange(2, 5)).toBe(-3);
    expect(rankChange(4, 4)).toBe(0);
    expect(rankChange(undefined, 1)).toBeNull();
    expect(rankChange(null, 1)).toBeNull();
  });

  it('paid vs organic divides by the organic average only when there is one', () => {
    const posts = [
      { reposts: 10, comments: 10, likes: 80, sponsored: false },
      { reposts: 0, comments: 0, likes: 300, sponsored: false },
      { reposts: 1000, comments: 0, likes: 0, sponsored: true },
    ];
    expect(organicAverage(posts)).toBe(200);
    expect(paidVsOrganic(500, 200)).toBe(2.5);
    expect(paidVsOrganic(1, 3)).toBe(0.33);
    expect(organicAverage(posts.filter((p) => p.sponsored))).toBeNull();
    expect(paidVsOrganic(500, null)).toBeNull();
    expect(paidVsOrganic(500, 0)).toBeNull();
  });

  it('steps start at multiples of their length from the epoch', () => {
    expect(stepStart(at('2026-01-05T10:37:12Z'), 600_000).toISOString()).toBe('2026-01-05T10:30:00.000Z');
    expect(stepStart(at('2026-01-05T10:37:12Z'), 3_600_000).toISOString()).toBe('2026-01-05T10:00:00.000Z');
  });
});
