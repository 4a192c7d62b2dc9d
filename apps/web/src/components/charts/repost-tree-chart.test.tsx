import type { SpreadNode, SpreadTree } from '@boguan/contracts/propagation.api';
import { describe, expect, it } from 'vitest';
import { buildTreeData, openRows, type TreeDatum, tooltipOf } from './repost-tree-chart';

const node = (
  mid: string,
  parent: string | null,
  descendants: number,
  children: number,
  time = '2026-01-05 08:00:00',
): SpreadNode => ({
  mid,
  parent,
  uid: `u${mid}`,
  name: `账号${mid}`,
  level: parent === null ? 1 : 2,
  time,
  followers: 10,
  descendants,
  children,
});

describe('buildTreeData', () => {
  const tree: SpreadTree = {
    nodes: [
      node('a', null, 3, 3),
      node('b', null, 0, 0, '2026-01-05 08:01:00'),
      node('c', null, 0, 0, '2026-01-05 08:02:00'),
      node('a1', 'a', 0, 0),
      node('a2', 'a', 0, 0),
    ],
    total: 6,
    capped: true,
  };

  it('draws the largest branches first and folds the rest, counting children the server left out', () => {
    const root = buildTreeData(tree, '原博主', 4, 2);
    expect(root.name).toBe('原博主');
    const names = (d: TreeDatum) => (d.children ?? []).map((c) => c.name);
    // Root: a (3 below) then b (earliest of the leaves); c and a fourth direct repost not sent are folded.
    expect(names(root)).toEqual(['账号a', '账号b', '其余 2 个分支']);
    expect(root.children?.[2]?.folded).toEqual({ branches: 2, reposts: 2 });
    // Under a: both sent children and the one the cap left out.
    const a = root.children![0]!;
    expect(names(a)).toEqual(['账号a1', '账号a2', '其余 1 个分支']);
  });

  it('describes an account on hover with its figures, escaping its name', () => {
    const evil = { ...node('x', null, 5, 2), name: '<b>坏</b>' };
    const text = tooltipOf({ name: evil.name, value: 5, node: evil });
    expect(text).toContain('&lt;b&gt;坏&lt;/b&gt;');
    expect(text).toContain('直接带动转发 2 · 共带动 5');
  });
});

describe('openRows', () => {
  it('counts the rows of names a left-to-right tree opened to a depth needs', () => {
    const tree: SpreadTree = {
      nodes: [node('a', null, 2, 2), node('b', null, 0, 0), node('a1', 'a', 0, 0), node('a2', 'a', 0, 0)],
      total: 4,
      capped: false,
    };
    const root = buildTreeData(tree, '原博主', 2, 10);
    expect(openRows(root, 1)).toBe(2);
    expect(openRows(root, 2)).toBe(3);
    expect(openRows(root, 6)).toBe(3);
  });
});
