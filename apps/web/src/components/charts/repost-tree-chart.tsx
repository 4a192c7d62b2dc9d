import type { SpreadNode, SpreadTree } from '@boguan/contracts/propagation.api';
import { Segmented, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { CHART_COLORS, EChart } from './echart';

/*
 * The repost tree of a post (propagation reports, the post monitor's spread tab). The server sends
 * at most 10k reposts, the largest branches first; this draws them as a radial or left-to-right
 * tree, each node's largest branches first with the rest folded into one "其余" leaf, levels below
 * the chosen depth collapsed (a click opens them), and an account's figures on hover.
 */

export interface TreeDatum {
  name: string;
  value: number;
  /** The repost this datum draws; absent for the root and for folded "其余" leaves. */
  node?: SpreadNode;
  /** For a folded leaf: how many branches and reposts it stands for. */
  folded?: { branches: number; reposts: number };
  children?: TreeDatum[];
  symbolSize?: number;
  itemStyle?: { color: string };
}

const FOLD_COLOR = '#8c8c8c';

function sizeOf(descendants: number): number {
  return Math.min(26, 5 + Math.log2(descendants + 1) * 2.5);
}

/**
 * The drawable hierarchy: children by most descendants (then earliest), at most `perNode` drawn
 * under each node; the others, and children the server did not send, folded into one leaf.
 */
export function buildTreeData(tree: SpreadTree, rootName: string, rootChildren: number, perNode: number): TreeDatum {
  const byParent = new Map<string | null, SpreadNode[]>();
  for (const node of tree.nodes) {
    const list = byParent.get(node.parent);
    if (list) list.push(node);
    else byParent.set(node.parent, [node]);
  }
  for (const list of byParent.values())
    list.sort((a, b) => b.descendants - a.descendants || (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));

  const childrenOf = (parent: string | null, total: number, level: number): TreeDatum[] => {
    const sent = byParent.get(parent) ?? [];
    const drawn = sent.slice(0, perNode);
    const out: TreeDatum[] = drawn.map((node) => ({
      name: node.name || node.uid,
      value: node.descendants,
      node,
      symbolSize: sizeOf(node.descendants),
      itemStyle: { color: CHART_COLORS[(level - 1) % CHART_COLORS.length]! },
      children: childrenOf(node.mid, node.children, level + 1),
    }));
    const hiddenSent = sent.slice(perNode);
    const branches = Math.max(total, sent.length) - drawn.length;
    if (branches > 0) {
      // Children the server left out are leaves or small branches: counted once each at least.
      const reposts = hiddenSent.reduce((sum, n) => sum + n.descendants + 1, 0) + (branches - hiddenSent.length);
      out.push({
        name: `其余 ${branches} 个分支`,
        value: reposts,
        folded: { branches, reposts },
        symbolSize: 6,
        itemStyle: { color: FOLD_COLOR },
      });
    }
    return out;
  };

  return {
    name: rootName,
    value: tree.total,
    symbolSize: 28,
    itemStyle: { color: '#ad4e00' },
    children: childrenOf(null, rootChildren, 1),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The hover card of a datum: the account and its figures. */
export function tooltipOf(datum: TreeDatum): string {
  if (datum.folded)
    return `${escapeHtml(datum.name)}<br/>共 ${datum.folded.reposts.toLocaleString('zh-CN')} 条转发（未单独绘出）`;
  const node = datum.node;
  if (!node) return `${escapeHtml(datum.name)}（原博文）<br/>转发树共 ${datum.value.toLocaleString('zh-CN')} 条转发`;
  return [
    `<b>${escapeHtml(node.name || node.uid)}</b>`,
    `第 ${node.level} 层转发 · ${node.time}`,
    `粉丝数 ${node.followers.toLocaleString('zh-CN')}`,
    `直接带动转发 ${node.children.toLocaleString('zh-CN')} · 共带动 ${node.descendants.toLocaleString('zh-CN')}`,
  ].join('<br/>');
}

type Layout = 'radial' | 'orthogonal';

/** Rows a left-to-right tree opened to `depth` levels needs: the nodes at its deepest open level and the leaves above it. */
export function openRows(datum: TreeDatum, depth: number, level = 0): number {
  if (level === depth || !datum.children?.length) return 1;
  return datum.children.reduce((sum, child) => sum + openRows(child, depth, level + 1), 0);
}

/** Pixels per row of names in the left-to-right tree, and the most it grows to (then it scrolls and zooms). */
const ROW_PX = 14;
const MAX_TREE_PX = 3200;

export interface RepostTreeChartProps {
  tree: SpreadTree;
  /** The original post's author (the tree's root). */
  rootName: string;
  /** Direct reposts of the root (drawn or not): the summary's level-1 count. */
  rootChildren: number;
  height?: number;
}

/** The repost tree with its controls: layout, levels opened, branches per node. */
export function RepostTreeChart({ tree, rootName, rootChildren, height = 560 }: RepostTreeChartProps) {
  const [layout, setLayout] = useState<Layout>('radial');
  const [depth, setDepth] = useState(2);
  const [perNode, setPerNode] = useState(tree.total > 2000 ? 10 : 30);
  const data = useMemo(
    () => buildTreeData(tree, rootName, rootChildren, perNode),
    [tree, rootName, rootChildren, perNode],
  );
  const option = useMemo(
    () => ({
      tooltip: {
        trigger: 'item',
        confine: true,
        formatter: (params: { data: TreeDatum }) => tooltipOf(params.data),
      },
      series: [
        {
          type: 'tree',
          data: [data],
          layout,
          orient: 'LR',
          top: '6%',
          bottom: '6%',
          left: layout === 'radial' ? '6%' : '8%',
          right: layout === 'radial' ? '6%' : '16%',
          symbol: 'circle',
          roam: true,
          initialTreeDepth: depth,
          expandAndCollapse: true,
          animation: tree.nodes.length < 3000,
          animationDurationUpdate: 300,
          label: { show: layout === 'orthogonal', fontSize: 11, color: '#262626', position: 'left' },
          leaves: { label: { position: 'right' } },
          lineStyle: { color: '#bfbfbf', width: 1, curveness: 0.4 },
          emphasis: { focus: 'ancestor' },
        },
      ],
    }),
    [data, layout, depth, tree.nodes.length],
  );
  // A left-to-right tree names every node: it grows tall enough for one line per open row.
  const chartHeight =
    layout === 'orthogonal' ? Math.min(MAX_TREE_PX, Math.max(height, openRows(data, depth) * ROW_PX)) : height;
  const label = `转发传播树：${rootName} 的博文共 ${tree.total} 条转发${tree.capped ? `，绘出最大的 ${tree.nodes.length} 条` : ''}`;
  return (
    <div data-testid="repost-tree-chart">
      <Space wrap size={[16, 8]} style={{ marginBottom: 8 }}>
        <Segmented<Layout>
          aria-label="传播树布局"
          value={layout}
          onChange={setLayout}
          options={[
            { label: '放射状', value: 'radial' },
            { label: '横向树', value: 'orthogonal' },
          ]}
        />
        <Space size={4}>
          <Typography.Text id="repost-tree-depth">展开层级</Typography.Text>
          <Select
            aria-labelledby="repost-tree-depth"
            value={depth}
            onChange={setDepth}
            style={{ width: 96 }}
            options={[1, 2, 3, 4, 6].map((d) => ({ label: `${d} 层`, value: d }))}
          />
        </Space>
        <Space size={4}>
          <Typography.Text id="repost-tree-branches">每个节点显示</Typography.Text>
          <Select
            aria-labelledby="repost-tree-branches"
            value={perNode}
            onChange={setPerNode}
            style={{ width: 136 }}
            options={[5, 10, 30, 100].map((n) => ({ label: `前 ${n} 个分支`, value: n }))}
          />
        </Space>
      </Space>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 4 }}>
        节点越大带动的转发越多；点击节点展开或收起下一层，滚轮缩放、拖动平移，悬停查看账号。
        {tree.capped ? `转发较多，图中绘出带动最多的 ${tree.nodes.length.toLocaleString('zh-CN')} 条。` : ''}
      </Typography.Paragraph>
      <EChart option={option} height={chartHeight} ariaLabel={label} />
    </div>
  );
}
