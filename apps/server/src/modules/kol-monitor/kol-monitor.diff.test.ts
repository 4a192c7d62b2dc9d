import { describe, expect, it } from 'vitest';
import { describeChange, diffState, fansChangePercent, type Observation, snippet } from './kol-monitor.diff.js';
import type { MonitorState } from './kol-monitor.tables.js';

const post = (mid: string, hour: number, text = `博文${mid}`) => ({
  mid,
  created_at: new Date(Date.UTC(2026, 0, 5, hour)).toISOString(),
  text,
});

function observation(over: Partial<Observation> = {}): Observation {
  return {
    screen_name: '小明',
    verify_badge: 'yellow',
    description: '简介',
    followers: 10_000,
    posts: [post('b', 2), post('a', 1)],
    deleted: [],
    ...over,
  };
}

function baseline(over: Partial<Observation> = {}): MonitorState {
  return diffState(null, observation(over), 5).state;
}

describe('diffState', () => {
  it('records a baseline on the first look without changes', () => {
    const { changes, state } = diffState(null, observation(), 5);
    expect(changes).toEqual([]);
    expect(state).toMatchObject({ screen_name: '小明', followers: 10_000, fans_reference: 10_000 });
    expect(state.posts.map((p) => p.mid)).toEqual(['b', 'a']);
  });

  it('reports nothing when nothing changed', () => {
    expect(diffState(baseline(), observation(), 5).changes).toEqual([]);
  });

  it('reports name, badge and bio changes with before and after', () => {
    const { changes } = diffState(
      baseline(),
      observation({ screen_name: '小明同学', verify_badge: 'gold', description: '' }),
      5,
    );
    expect(changes).toEqual([
      { kind: 'profile_change', field: '昵称', before: '小明', after: '小明同学' },
      { kind: 'profile_change', field: '认证', before: '黄V', after: '金V' },
      { kind: 'profile_change', field: '简介', before: '简介', after: '' },
    ]);
  });

  it('measures followers from the reference and moves it only when the threshold is crossed', () => {
    const first = diffState(baseline(), observation({ followers: 10_300 }), 5);
    expect(first.changes).toEqual([]);
    expect(first.state.fans_reference).toBe(10_000);
    // Drift adds up: 10 000 → 10 300 → 10 600 crosses 5% against the reference, not the last check.
    const second = diffState(first.state, observation({ followers: 10_600 }), 5);
    expect(second.changes).toEqual([
      { kind: 'fans_change', field: '粉丝数', before: '10000', after: '10600（+6.00%）' },
    ]);
    expect(second.state.fans_reference).toBe(10_600);
    const drop = diffState(second.state, observation({ followers: 9_000 }), 5);
    expect(drop.changes[0]?.after).toBe('9000（-15.09%）');
  });

  it('reports unseen posts as new (oldest first) and confirmed deletions', () => {
    const { changes, state } = diffState(
      baseline(),
      observation({ posts: [post('d', 4), post('c', 3), post('b', 2)], deleted: ['a'] }),
      5,
    );
    expect(changes).toEqual([
      { kind: 'new_post', field: '博文', before: '', after: '博文c' },
      { kind: 'new_post', field: '博文', before: '', after: '博文d' },
      { kind: 'deleted_post', field: '博文', before: '博文a', after: '已删除' },
    ]);
    expect(state.posts.map((p) => p.mid)).toEqual(['d', 'c', 'b']);
  });

  it('does not call a post deleted just because it left the observation', () => {
    const { changes } = diffState(baseline(), observation({ posts: [post('b', 2)] }), 5);
    expect(changes).toEqual([]);
  });
});

describe('notice text', () => {
  it('cuts long post text and writes one sentence per kind', () => {
    expect(snippet(`${'长'.repeat(50)}`)).toBe(`${'长'.repeat(40)}…`);
    expect(snippet(' 多  行\n文本 ')).toBe('多 行 文本');
    expect(fansChangePercent(0, 5)).toBe(100);
    expect(fansChangePercent(200, 150)).toBe(25);
    expect(describeChange('小明', { kind: 'profile_change', field: '昵称', before: '甲', after: '乙' })).toBe(
      '「小明」昵称由「甲」变为「乙」',
    );
    expect(describeChange('小明', { kind: 'deleted_post', field: '博文', before: '旧文', after: '已删除' })).toBe(
      '「小明」删除了博文：旧文',
    );
  });
});
